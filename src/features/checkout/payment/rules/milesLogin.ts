/** Miles and More service card numbers have 15 digits (spec 2 §9). */
export const milesCardNumberLength = 15;

export type MilesCardNumberError = 'milesMoreDigitError' | 'milesMoreNumberLengthError';

/** Checks the service card number before the miles login is tried (spec 2 §5). */
export function validateMilesCardNumber(raw: string): MilesCardNumberError | null {
  const number = raw.replace(/\s/g, '');
  if (/\D/.test(number)) return 'milesMoreDigitError';
  if (number.length !== milesCardNumberLength) return 'milesMoreNumberLengthError';
  return null;
}
