import type { PaymentType } from '../../../../api/types';

/**
 * The methods the step offers, in this order (docs/rules/checkout.md, "What the payment step
 * shows").
 */
export const paymentMethodOrder: readonly PaymentType[] = [
  'CreditCard',
  'BankAccount',
  'DebitCard',
  'PayPal',
  'MilesAndMore',
];

/** Card brand logos shown with the card and account methods. */
export const cardBrandLogos = ['Visa', 'Mastercard', 'American Express', 'Sepa'] as const;

/**
 * Paying by an eligible card takes an instant 7 % off the travel price (docs/rules/checkout.md,
 * "Card number ranges").
 */
export const cardDiscountPercent = 7;
