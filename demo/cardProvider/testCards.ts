import { brandOf, maskCard, type PaymentMethod } from './card';

/** What the demo issuer does with a card at payment (demo/README.md "Card provider stand-in"). */
export type CardOutcome = 'success' | 'challenge' | 'refused';

export interface TestCard {
  number: string;
  brand: string;
  outcome: CardOutcome;
  note: string;
}

/** The documented test cards; any other valid card number is accepted without a challenge. */
export const testCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', brand: 'Visa', outcome: 'success', note: 'paid at once' },
  { number: '5555 5555 5555 4444', brand: 'Mastercard', outcome: 'success', note: 'paid at once' },
  {
    number: '3782 822463 10005',
    brand: 'American Express',
    outcome: 'success',
    note: 'paid at once; CVV has 4 digits',
  },
  {
    number: '5454 5454 5454 5454',
    brand: 'Mastercard',
    outcome: 'success',
    note: 'BIN 545454: earns the 7 % card discount',
  },
  {
    number: '4000 0000 0000 3220',
    brand: 'Visa',
    outcome: 'challenge',
    note: '3-D Secure challenge: approve, refuse or cancel',
  },
  {
    number: '4000 0000 0000 0002',
    brand: 'Visa',
    outcome: 'refused',
    note: 'refused by the issuer',
  },
];

/** What the stand-in's vault keeps per transactionId: never the number or the CVV. */
export interface TokenisedCard {
  paymentMethod: PaymentMethod;
  maskedCard: string;
  outcome: CardOutcome;
}

export function tokenise(digits: string): TokenisedCard {
  const known = testCards.find((card) => card.number.replace(/ /g, '') === digits);
  return {
    paymentMethod: brandOf(digits)?.method ?? 'VIS',
    maskedCard: maskCard(digits),
    outcome: known?.outcome ?? 'success',
  };
}
