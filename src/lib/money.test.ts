import fc from 'fast-check';
import { convert, formatMoney, roundUp, type CurrencyInfo } from './money';

/** Intl uses no-break spaces; the tests compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    ['EUR', 'de-DE', 1234.2, undefined, '1.235 €'],
    ['EUR', 'de-DE', 1234.5, 2, '1.234.50 €'],
    ['EUR', 'de-DE', 99.001, 2, '99.01 €'],
    ['EUR', 'en-IE', 1234.01, undefined, '€1,235'],
    ['CHF', 'de-CH', 1234.01, undefined, "CHF 1'235"],
    ['GBP', 'en-GB', 1234.01, undefined, '£1,235'],
    ['GBP', 'en-GB', 12.341, 2, '£12.35'],
    ['SEK', 'en-GB', 12345, undefined, 'SEK 12,345'],
    ['DKK', 'en-GB', 12345.4, undefined, 'DKK 12,346'],
  ] as const)(
    '%s in %s: %d (%s digits) is %s',
    (currency, intlLocale, amount, digits, expected) => {
      expect(plain(formatMoney(amount, { currency, intlLocale, fractionDigits: digits }))).toBe(
        expected,
      );
    },
  );

  it('keeps the decimal comma outside de-de', () => {
    expect(
      plain(formatMoney(10.5, { currency: 'EUR', intlLocale: 'de-AT', fractionDigits: 2 })),
    ).toBe('€ 10,50');
  });

  it('never rounds down, and never adds a unit to a whole amount', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 2 }),
        (amount, digits) => {
          const rounded = roundUp(amount, digits);
          expect(rounded).toBeGreaterThanOrEqual(amount - 1e-6);
          expect(rounded - amount).toBeLessThan(10 ** -digits + 1e-6);
        },
      ),
    );
    expect(roundUp(100)).toBe(100);
    expect(roundUp(0.1 + 0.2, 1)).toBe(0.3);
  });
});

describe('convert through the base currency', () => {
  const info: CurrencyInfo = { baseCurrency: 'EUR', rates: { CHF: 0.95, GBP: 0.85, SEK: 11.5 } };

  it('converts from and to the base and between two others', () => {
    expect(convert(100, 'EUR', 'GBP', info)).toBeCloseTo(85);
    expect(convert(85, 'GBP', 'EUR', info)).toBeCloseTo(100);
    expect(convert(95, 'CHF', 'GBP', info)).toBeCloseTo(85);
    expect(convert(42, 'SEK', 'SEK', info)).toBe(42);
  });

  it('round-trips any amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (amount) => {
        expect(convert(convert(amount, 'EUR', 'SEK', info), 'SEK', 'EUR', info)).toBeCloseTo(
          amount,
          4,
        );
      }),
    );
  });

  it('throws for a currency without a rate', () => {
    expect(() => convert(1, 'EUR', 'DKK', info)).toThrow('No exchange rate for DKK');
  });
});
