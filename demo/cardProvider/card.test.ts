/** @jest-environment node */
import fc from 'fast-check';
import {
  brandOf,
  expiryProblem,
  formatCardNumber,
  isValidCardNumber,
  isValidCvv,
  maskCard,
  passesLuhn,
} from './card';
import { isLoopbackOrigin, providerOriginFor } from './origins';
import { testCards, tokenise } from './testCards';

describe('card provider stand-in: origins', () => {
  it('puts the fields on the other loopback name with the same port', () => {
    expect(providerOriginFor('http://127.0.0.1:8080')).toBe('http://localhost:8080');
    expect(providerOriginFor('http://localhost:8080')).toBe('http://127.0.0.1:8080');
    expect(providerOriginFor('http://localhost')).toBe('http://127.0.0.1');
    expect(providerOriginFor('http://shop.example:8080')).toBeNull();
    expect(providerOriginFor('not a url')).toBeNull();
    expect(isLoopbackOrigin('http://127.0.0.1:8080')).toBe(true);
    expect(isLoopbackOrigin('http://127.0.0.1:8080/path')).toBe(false);
    expect(isLoopbackOrigin('http://evil.example')).toBe(false);
  });
});

describe('card provider stand-in: card rules', () => {
  it('documents only valid test cards, each with its brand', () => {
    for (const card of testCards) {
      const digits = card.number.replace(/ /g, '');
      expect(isValidCardNumber(digits)).toBe(true);
      expect(formatCardNumber(digits)).toBe(card.number);
    }
    expect(testCards.map((card) => tokenise(card.number.replace(/ /g, '')).outcome)).toEqual([
      'success',
      'success',
      'success',
      'success',
      'challenge',
      'refused',
    ]);
  });

  it('keeps neither number nor CVV in the vault, only the masked card', () => {
    expect(tokenise('4242424242424242')).toEqual({
      paymentMethod: 'VIS',
      maskedCard: '424242xxxxxx4242',
      outcome: 'success',
    });
    expect(maskCard('378282246310005')).toBe('378282xxxxx0005');
  });

  it('recognises brands by prefix and their CVV length', () => {
    expect(brandOf('4')?.method).toBe('VIS');
    expect(brandOf('51')?.method).toBe('ECA');
    expect(brandOf('2221')?.method).toBe('ECA');
    expect(brandOf('37')?.method).toBe('AMX');
    expect(brandOf('9')).toBeUndefined();
    expect(isValidCvv('1234', '378282246310005')).toBe(true);
    expect(isValidCvv('123', '378282246310005')).toBe(false);
    expect(isValidCvv('123', '4242424242424242')).toBe(true);
  });

  it('finds every single wrong digit with Luhn', () => {
    fc.assert(
      fc.property(fc.nat({ max: 15 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[at] = (digits[at]! + delta) % 10;
        return !passesLuhn(digits.join(''));
      }),
    );
  });

  it('refuses numbers not starting 3 to 6', () => {
    expect(isValidCardNumber('7000000000000007')).toBe(false);
    expect(isValidCardNumber('4242424242424241')).toBe(false);
  });

  it('checks expiry at tokenisation: too old, over 20 years ahead, or missing', () => {
    const today = new Date(Date.UTC(2026, 4, 15));
    expect(expiryProblem(5, 2026, today)).toBeNull();
    expect(expiryProblem('12', '45', today)).toBeNull();
    expect(expiryProblem(4, 2026, today)).toBe('error.va.sf-cc-dat.01');
    expect(expiryProblem(6, 2046, today)).toBe('error.va.sf-cc-dat.02');
    expect(expiryProblem(undefined, 2027, today)).toBe('error.va.gen.01');
  });
});
