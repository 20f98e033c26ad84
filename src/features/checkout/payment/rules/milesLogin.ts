/** Miles and More service card numbers have 15 digits. */
export const milesCardNumberLength = 15;

export type MilesCardNumberError = 'milesMoreDigitError' | 'milesMoreNumberLengthError';

/**
 * Checks the service card number before the miles login is tried (docs/rules/checkout.md, "The
 * Miles and More login").
 */
export function validateMilesCardNumber(raw: string): MilesCardNumberError | null {
  const number = raw.replace(/\s/g, '');
  if (/\D/.test(number)) return 'milesMoreDigitError';
  if (number.length !== milesCardNumberLength) return 'milesMoreNumberLengthError';
  return null;
}
