/** @jest-environment node */
import type { CheckoutPayment, Package } from '../../../../api/types';
import { deducedPaymentMethod, validatePaymentMethod } from './paymentMethod';
import { packageWith } from './testing/packageFixture';

const checkout = (payment: CheckoutPayment, token?: string) => {
  const pkg: Package = packageWith([]);
  return { package: { ...pkg, payment: { ...pkg.payment, token } }, payment };
};

describe('payment method', () => {
  it('deduces PayPal when the package holds a payment token', () => {
    expect(deducedPaymentMethod(checkout({ type: 'CreditCard' }, 'EC-123'))).toBe('PayPal');
  });

  it('keeps the chosen type otherwise, or none', () => {
    expect(deducedPaymentMethod(checkout({ type: 'BankAccount' }))).toBe('BankAccount');
    expect(deducedPaymentMethod(checkout({}))).toBeNull();
  });

  it('asks for a payment method when none is selected', () => {
    expect(validatePaymentMethod(null)).toBe('paymentMethodRequired');
    expect(validatePaymentMethod('DebitCard')).toBeNull();
  });
});
