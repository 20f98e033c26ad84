/** @jest-environment node */
import fc from 'fast-check';
import { cardErrorOf, type CardErrorField } from './providerErrors';

describe('provider error codes as card messages', () => {
  it.each([
    ['error.bin.disallowed', 'cardNumber', 'paymentCardNumberBinInvalid'],
    ['error.va.sf-cc-dat.01', 'expiry', 'paymentCardExpiryInvalid'],
    ['error.va.sf-cc-dat.02', 'expiry', 'paymentCardExpiryInvalid'],
    ['error.va.sf-cc-num.01', 'cardNumber', 'paymentCardNumberInvalid'],
    ['error.va.sf-cc-cvc.01', 'cvv', 'paymentCardVerificationCodeInvalid'],
  ])('%s → %s: %s', (code, field, error) => {
    expect(cardErrorOf(code)).toEqual({ field, error });
    expect(cardErrorOf({ code, message: 'whatever the provider says' })).toEqual({ field, error });
  });

  it('gives a generic invalid the message of the field that reported it', () => {
    const fields: [CardErrorField, string][] = [
      ['cardNumber', 'paymentCardNumberInvalid'],
      ['cvv', 'paymentCardVerificationCodeInvalid'],
      ['expiry', 'paymentCardExpiryInvalid'],
    ];
    for (const [field, error] of fields)
      expect(cardErrorOf('error.va.gen.02', field)).toEqual({ field, error });
  });

  it('leaves an error with no code and no field to the general message', () => {
    expect(cardErrorOf('')).toBeNull();
    expect(cardErrorOf({})).toBeNull();
    expect(cardErrorOf('error.va.gen.02')).toBeNull();
  });

  it.each(['__proto__', 'valueOf', 'constructor'])(
    'reads the object key %s as an unknown code of the reporting field',
    (code) => {
      expect(cardErrorOf(code, 'cvv')).toEqual({
        field: 'cvv',
        error: 'paymentCardVerificationCodeInvalid',
      });
    },
  );

  it('never throws and always names a known message', () => {
    const known = [
      'paymentCardNumberInvalid',
      'paymentCardExpiryInvalid',
      'paymentCardVerificationCodeInvalid',
      'paymentCardNumberBinInvalid',
    ];
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom<CardErrorField | undefined>('cvv', undefined),
        (code, field) => {
          const mapped = cardErrorOf(code, field);
          return mapped === null || known.includes(mapped.error);
        },
      ),
    );
  });
});
