import type { Checkout, PaymentType } from '../../../../api/types';

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
 * The method already chosen for this checkout: PayPal when the package holds a PayPal token,
 * else the payment's own type, else none (docs/rules/checkout.md, "The chosen payment method").
 */
export function deducedPaymentMethod(
  checkout: Pick<Checkout, 'package' | 'payment'>,
): PaymentType | null {
  if (checkout.package.payment.token) return 'PayPal';
  return checkout.payment.type ?? null;
}

/** 'Please select a payment method' when none is chosen. */
export function validatePaymentMethod(method: PaymentType | null): 'paymentMethodRequired' | null {
  return method ? null : 'paymentMethodRequired';
}

/**
 * Paying by an eligible card takes an instant 7 % off the travel price (docs/rules/checkout.md,
 * "Card number ranges").
 */
export const cardDiscountPercent = 7;
