/** The provider's brand codes as the shop's card types (the server's `cardType`). */
const cardTypes: Record<string, CardType> = {
  VIS: 'visa',
  ECA: 'mc',
  AMX: 'amex',
  DIN: 'diners',
  DIS: 'discover',
  JCB: 'jcb',
};

export type CardType = 'visa' | 'mc' | 'amex' | 'diners' | 'discover' | 'jcb';

export function cardTypeOf(paymentMethod: string | undefined): CardType | null {
  return (paymentMethod && cardTypes[paymentMethod]) || null;
}

/** The first six digits of the provider's masked card ('424242xxxxxx4242'), if it gave one. */
export function binOf(maskedCard: string | undefined): string | null {
  const match = /^(\d{6})/.exec(maskedCard ?? '');
  return match?.[1] ?? null;
}
