import type { ApiError } from '../../../api/apiError';
import type { ApiMessage, Cart, CheckoutResponse, OfferChange } from '../../../api/types';

/** Context under which messages without a named context, and network failures, are kept. */
export const genericContext = 'generic';

export type CheckoutErrors = Record<string, ApiMessage[]>;

/**
 * A checkout request counts as successful only with success true and a cart with checkout
 * (docs/rules/checkout.md, "Each step loads its cart").
 */
export function isSuccessfulCheckout(
  response: CheckoutResponse | undefined | null,
): response is CheckoutResponse & { cart: Cart } {
  return !!response && response.success === true && !!response.cart?.checkout;
}

/**
 * On failure the messages are stored as errors for their named context, or one generic error
 * entry is stored, also for a network failure (docs/rules/checkout.md, "Each step loads its
 * cart").
 */
export function errorsOf(
  messages: readonly (Partial<ApiMessage> | null | undefined)[] | undefined,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const message of messages ?? []) {
    if (!message || typeof message.id !== 'string') continue;
    const context = message.context || genericContext;
    (errors[context] ??= []).push({
      id: message.id,
      context,
      ...(Array.isArray(message.data) ? { data: message.data } : {}),
    });
  }
  if (!Object.keys(errors).length) errors[genericContext] = [{ id: 'genericError' }];
  return errors;
}

export function errorsOfFailure(error: unknown): CheckoutErrors {
  const messages = (error as Partial<ApiError>)?.messages;
  return errorsOf(Array.isArray(messages) ? messages : []);
}

/**
 * The cart as the store may hold it: payment tokens and 3-D Secure data stay out of Redux state
 * (docs/rules/checkout.md, "Payment secrets stay out of the store"); the shop only needs to know
 * that a token or a payment action exists.
 */
export function redactCart(cart: Cart): Cart {
  const { payment } = cart.checkout;
  // token and action are dropped: only their existence matters to the shop.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- destructured to leave them out
  const { securityCreditcards, token, action, ...rest } = payment ?? {};
  const redacted = {
    ...rest,
    ...(securityCreditcards
      ? {
          securityCreditcards: securityCreditcards.map((card) => ({
            cardType: card.cardType,
            securityToken: '',
          })),
        }
      : {}),
    ...(action ? { threeDs: true } : {}),
  };
  return { ...cart, checkout: { ...cart.checkout, payment: redacted } };
}

/**
 * PayPal is deduced when payment.token exists (docs/rules/checkout.md, "The chosen payment
 * method"), read before redaction.
 */
export const hasPayPalToken = (cart: Cart): boolean => !!cart.checkout.payment?.token;

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The price change a cart answer reports, checked field by field because it is money: only a
 * change of type price with every amount a number and a currency is kept.
 */
export function priceChangeOf(changes: unknown): OfferChange | null {
  if (!Array.isArray(changes)) return null;
  for (const change of changes as Partial<OfferChange>[]) {
    const price = change?.price;
    if (change?.type !== 'price' || !price) continue;
    const { amount, perPersonAmount, difference, currency } = price;
    if (!isAmount(amount) || !isAmount(perPersonAmount) || !isAmount(difference)) continue;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) continue;
    return { type: 'price', price: { amount, perPersonAmount, difference, currency } };
  }
  return null;
}

/** The same change reported again (a retried or repeated answer) is no new change. */
export const sameChange = (a: OfferChange | null, b: OfferChange | null): boolean =>
  !!a?.price &&
  !!b?.price &&
  a.price.amount === b.price.amount &&
  a.price.difference === b.price.difference &&
  a.price.currency === b.price.currency;
