import type { CardHolderError } from './cardHolder';
import type { ExpiryError } from './expiry';
import type { CardErrorId } from './providerErrors';
import type { HostedFieldName, HostedFieldState } from './secureFieldsApi';

/** Each id has the message `checkout.card.error.<id>`. */
export type CardFieldError = 'required' | CardHolderError | ExpiryError | CardErrorId;

export type CardFieldErrors = Partial<
  Record<'cardHolder' | 'cardNumber' | 'cvv' | 'expiry', CardFieldError>
>;

/**
 * An empty hosted field is 'Required'; a filled invalid one gets its field's message
 * (docs/rules/checkout.md, "Card entry").
 */
export function hostedFieldError(
  name: HostedFieldName,
  state: HostedFieldState | undefined,
): CardFieldError | null {
  if (!state || state.length === 0) return 'required';
  if (state.valid) return null;
  return name === 'cardNumber' ? 'paymentCardNumberInvalid' : 'paymentCardVerificationCodeInvalid';
}
