import type { Checkout, PaymentType } from '../../../../api/types';

/** The methods the step offers, in this order (spec 2 §2 Payment step). */
export const paymentMethodOrder: readonly PaymentType[] = [
  'CreditCard',
  'BankAccount',
  'DebitCard',
  'PayPal',
  'MilesAndMore',
];

/** Card brand logos shown with the card and account methods (spec 2 §2, spec 3 §9). */
export const cardBrandLogos = ['Visa', 'Mastercard', 'American Express', 'Sepa'] as const;

/**
 * The method already chosen for this checkout: PayPal when the package holds a PayPal token
 * (spec 2 §2), else the payment's own type, else none.
 */
export function deducedPaymentMethod(
  checkout: Pick<Checkout, 'package' | 'payment'>,
): PaymentType | null {
  if (checkout.package.payment.token) return 'PayPal';
  return checkout.payment.type ?? null;
}

/** 'Please select a payment method' (spec 2 §5) when none is chosen. */
export function validatePaymentMethod(method: PaymentType | null): 'paymentMethodRequired' | null {
  return method ? null : 'paymentMethodRequired';
}

/** Paying by an eligible card takes an instant 7 % off the travel price (spec 2 §9). */
export const cardDiscountPercent = 7;
