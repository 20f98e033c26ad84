/** @jest-environment node */
import { binOf, cardTypeOf } from './brands';
import { hostedFieldError } from './cardErrors';

describe('card brand and BIN from the provider', () => {
  it('turns provider brand codes into card types', () => {
    expect(cardTypeOf('VIS')).toBe('visa');
    expect(cardTypeOf('ECA')).toBe('mc');
    expect(cardTypeOf('AMX')).toBe('amex');
    expect(cardTypeOf('XYZ')).toBeNull();
    expect(cardTypeOf(undefined)).toBeNull();
  });

  it('reads the BIN as the first six digits of the masked card only', () => {
    expect(binOf('545454xxxxxx5454')).toBe('545454');
    expect(binOf('4242xx')).toBeNull();
    expect(binOf(undefined)).toBeNull();
  });
});

describe('hosted field errors', () => {
  it('calls an empty field Required and an invalid one by its field', () => {
    expect(hostedFieldError('cardNumber', undefined)).toBe('required');
    expect(hostedFieldError('cvv', { length: 0, valid: false })).toBe('required');
    expect(hostedFieldError('cardNumber', { length: 12, valid: false })).toBe(
      'paymentCardNumberInvalid',
    );
    expect(hostedFieldError('cvv', { length: 2, valid: false })).toBe(
      'paymentCardVerificationCodeInvalid',
    );
    expect(hostedFieldError('cvv', { length: 3, valid: true })).toBeNull();
  });
});
