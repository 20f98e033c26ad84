/** @jest-environment node */
import { expiryError, expiryMonths, expiryYears } from './expiry';

const today = new Date(2026, 4, 15);

describe('card expiry', () => {
  it('offers months 1 to 12 and the next 20 years from the current one', () => {
    expect(expiryMonths).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const years = expiryYears(today);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2045);
  });

  it('wants both parts', () => {
    expect(expiryError('', '2027', today)).toBe('expiryMissing');
    expect(expiryError('3', '', today)).toBe('expiryMissing');
  });

  it('accepts this month and later, refuses months already past', () => {
    expect(expiryError('5', '2026', today)).toBeNull();
    expect(expiryError('12', '2045', today)).toBeNull();
    expect(expiryError('4', '2026', today)).toBe('paymentCardExpiryInvalid');
    expect(expiryError('13', '2027', today)).toBe('paymentCardExpiryInvalid');
  });
});
