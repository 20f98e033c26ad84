import fc from 'fast-check';
import { formatCharged } from './chargedAmount';

describe('the charged amount', () => {
  it('is shown in the currency that was charged, with two decimals, never converted', () => {
    expect(formatCharged({ value: 1234.5, currency: 'EUR' }, 'en-GB')).toBe('€1,234.50');
    expect(formatCharged({ value: 1234.5, currency: 'GBP' }, 'en-GB')).toBe('£1,234.50');
    expect(formatCharged({ value: 980, currency: 'CHF' }, 'de-CH')).toMatch(/^CHF\s980\.00$/);
    expect(formatCharged({ value: 1234.5, currency: 'USD' }, 'en-GB')).toBe('US$1,234.50');
  });

  it('keeps the value of any amount to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = formatCharged({ value: cents / 100, currency: 'GBP' }, 'en-GB') ?? '';
        expect(Number(text.replace(/[£,]/g, ''))).toBe(cents / 100);
        expect(text).toMatch(/^£[\d,]+\.\d{2}$/);
      }),
    );
  });

  it('is left out when the server gives no amount or no ISO currency', () => {
    expect(formatCharged(undefined, 'en-GB')).toBeNull();
    expect(formatCharged({ value: Number.NaN, currency: 'EUR' }, 'en-GB')).toBeNull();
    expect(formatCharged({ value: 10, currency: '€' }, 'en-GB')).toBeNull();
  });
});
