import type { ProviderError } from './secureFieldsApi';

/**
 * The card error ids (docs/rules/checkout.md, "Card entry"), each with a message
 * `checkout.card.error.<id>`.
 */
export type CardErrorId =
  | 'paymentCardNumberInvalid'
  | 'paymentCardExpiryInvalid'
  | 'paymentCardVerificationCodeInvalid'
  | 'paymentCardNumberBinInvalid';

export type CardErrorField = 'cardNumber' | 'cvv' | 'expiry';

const fieldError: Record<CardErrorField, CardErrorId> = {
  cardNumber: 'paymentCardNumberInvalid',
  cvv: 'paymentCardVerificationCodeInvalid',
  expiry: 'paymentCardExpiryInvalid',
};

/** Codes with a message of their own; the others are read by the field their code names. */
const knownCodes = new Map<string, { field: CardErrorField; error: CardErrorId }>([
  ['error.bin.disallowed', { field: 'cardNumber', error: 'paymentCardNumberBinInvalid' }],
  ['error.va.sf-cc-dat.01', { field: 'expiry', error: 'paymentCardExpiryInvalid' }],
  ['error.va.sf-cc-dat.02', { field: 'expiry', error: 'paymentCardExpiryInvalid' }],
  ['error.va.sf-cc-num.01', { field: 'cardNumber', error: 'paymentCardNumberInvalid' }],
]);

function fieldOfCode(code: string): CardErrorField | undefined {
  if (/sf-cc-num/.test(code)) return 'cardNumber';
  if (/sf-cc-(cvc|cvv)/.test(code)) return 'cvv';
  if (/sf-cc-(dat|yr|mth|exp)/.test(code)) return 'expiry';
  return undefined;
}

function codeOf(error: ProviderError): string {
  return (typeof error === 'string' ? error : (error.code ?? error.message ?? '')).trim();
}

/**
 * A provider error as a field and message id (docs/rules/checkout.md, "Card entry"): the named
 * codes first; otherwise a generic invalid ('error.va.gen.02', or any code naming a field) gives
 * that field's message.
 * `field` says which field reported it when the code itself does not. Null: nothing to show on
 * a field (the caller shows the general validation message).
 */
export function cardErrorOf(
  error: ProviderError,
  field?: CardErrorField,
): { field: CardErrorField; error: CardErrorId } | null {
  const code = codeOf(error);
  // A Map, not an object: codes like '__proto__' or 'valueOf' are just unknown codes.
  const known = knownCodes.get(code);
  if (known) return known;
  const target = fieldOfCode(code) ?? field;
  return target && code ? { field: target, error: fieldError[target] } : null;
}
