import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, validateIBAN } from 'ibantools';

export type IbanError = 'ibanRequired' | 'ibanInvalid' | 'ibanNotSepa';
export type AccountHolderError = 'holderRequired' | 'holderInvalid' | 'holderTooLong';

/** SEPA allows 70 characters for a party's name. */
export const accountHolderMaxLength = 70;

/** Letters (accented too), spaces, hyphens, apostrophes and dots, as on a bank card. */
const holderPattern = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

/** The IBAN without spaces, upper case: the form the bank and ibantools expect. */
export function normaliseIban(raw: string): string {
  return electronicFormatIBAN(raw) ?? '';
}

export function validateIban(raw: string): IbanError | null {
  const iban = normaliseIban(raw);
  if (iban === '') return 'ibanRequired';
  if (!validateIBAN(iban).valid) return 'ibanInvalid';
  if (!isSEPACountry(iban.slice(0, 2))) return 'ibanNotSepa';
  return null;
}

export function validateAccountHolder(raw: string): AccountHolderError | null {
  const holder = raw.trim();
  if (holder === '') return 'holderRequired';
  if (holder.length > accountHolderMaxLength) return 'holderTooLong';
  if (!holderPattern.test(holder)) return 'holderInvalid';
  return null;
}

/** Groups of four for reading back what was typed, e.g. 'DE89 3704 0044 0532 0130 00'. */
export function friendlyIban(raw: string): string {
  const iban = normaliseIban(raw);
  return iban === '' ? raw : (friendlyFormatIBAN(iban) ?? raw);
}

/**
 * The only form in which an IBAN is shown back once entered, or passed anywhere outside the form
 * and the payment request: the last four characters.
 */
export function maskIban(raw: string): string {
  const iban = normaliseIban(raw);
  return iban.length >= 4 ? `•••• ${iban.slice(-4)}` : '••••';
}
