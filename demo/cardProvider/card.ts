/**
 * What the provider knows about card numbers: brands by prefix, Luhn, lengths and CVV lengths.
 * Runs in the field frames and on the server; the shop never sees a number.
 */

/** The provider's payment method codes (Datatrans' names). */
export type PaymentMethod = 'VIS' | 'ECA' | 'AMX' | 'DIN' | 'DIS' | 'JCB';

interface BrandRule {
  method: PaymentMethod;
  name: string;
  prefix: RegExp;
  lengths: readonly number[];
  cvvLength: number;
}

const brands: readonly BrandRule[] = [
  { method: 'AMX', name: 'AMERICAN EXPRESS', prefix: /^3[47]/, lengths: [15], cvvLength: 4 },
  { method: 'DIN', name: 'DINERS', prefix: /^3(0[0-5]|[68])/, lengths: [14, 16], cvvLength: 3 },
  { method: 'JCB', name: 'JCB', prefix: /^35(2[89]|[3-8])/, lengths: [16], cvvLength: 3 },
  { method: 'VIS', name: 'VISA', prefix: /^4/, lengths: [13, 16, 19], cvvLength: 3 },
  {
    method: 'ECA',
    name: 'MASTERCARD',
    prefix: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/,
    lengths: [16],
    cvvLength: 3,
  },
  {
    method: 'DIS',
    name: 'DISCOVER',
    prefix: /^(6011|65|64[4-9])/,
    lengths: [16, 19],
    cvvLength: 3,
  },
];

export function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): BrandRule | undefined {
  return brands.find((brand) => brand.prefix.test(digits));
}

/** Card numbers start with 3 to 6, belong to a known brand, have its length and pass Luhn. */
export function isValidCardNumber(digits: string): boolean {
  const brand = brandOf(digits);
  return (
    /^[3-6]/.test(digits) &&
    brand !== undefined &&
    brand.lengths.includes(digits.length) &&
    passesLuhn(digits)
  );
}

export function isValidCvv(cvv: string, digits: string): boolean {
  const length = brandOf(digits)?.cvvLength;
  return length ? new RegExp(`^\\d{${length}}$`).test(cvv) : /^\d{3,4}$/.test(cvv);
}

/** '424242xxxxxx4242': what the provider may show the shop. */
export function maskCard(digits: string): string {
  return `${digits.slice(0, 6)}${'x'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

/** Groups as printed on the card: 4-6-5 for Amex, fours for the others. */
export function formatCardNumber(digits: string): string {
  const groups = brandOf(digits)?.method === 'AMX' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

export type ExpiryProblem = 'error.va.sf-cc-dat.01' | 'error.va.sf-cc-dat.02' | 'error.va.gen.01';

/** Expiry check at tokenisation: too old, too far ahead (over 20 years) or missing. */
export function expiryProblem(expm: unknown, expy: unknown, today: Date): ExpiryProblem | null {
  const month = Number(expm);
  let year = Number(expy);
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12)
    return 'error.va.gen.01';
  if (year < 100) year += 2000;
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const expiry = year * 12 + (month - 1);
  if (expiry < now) return 'error.va.sf-cc-dat.01';
  if (expiry > now + 20 * 12) return 'error.va.sf-cc-dat.02';
  return null;
}

/** The provider's card info; the demo issuer is always a German consumer credit card. */
export function cardInfoOf(digits: string) {
  return {
    brand: `${brandOf(digits)?.name ?? 'CARD'} CREDIT`,
    type: 'credit',
    usage: 'consumer',
    country: 'DE',
    issuer: 'DEMO BANK',
  };
}
