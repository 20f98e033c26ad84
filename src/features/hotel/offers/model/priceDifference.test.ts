import fc from 'fast-check';
import {
  offerPriceNow,
  priceDifferenceKey,
  priceDifferenceKind,
  priceDifferenceLifetimeMs,
  readStoredPriceDifference,
  storePriceDifference,
} from './priceDifference';

const value = { difference: 12, oldPrice: 500, newPrice: 512, currency: 'EUR' };

describe('price difference since the list', () => {
  it('shows above 1 as an increase and below -1 as a reduction, nothing in between', () => {
    fc.assert(
      fc.property(fc.double({ min: -3, max: 3, noNaN: true }), (difference) => {
        const kind = priceDifferenceKind(difference);
        if (difference > 1) return kind === 'increase';
        if (difference < -1) return kind === 'reduction';
        return kind === null;
      }),
    );
    expect([1, -1, 1.0001, -1.0001, 0].map(priceDifferenceKind)).toEqual([
      null,
      null,
      'increase',
      'reduction',
      null,
    ]);
  });

  it("keys the result 'priceDifference' plus the offer id with its dots removed", () => {
    expect(priceDifferenceKey('1.2.3-ab')).toBe('priceDifference123-ab');
    fc.assert(
      fc.property(fc.string(), (id) => {
        const key = priceDifferenceKey(id);
        return key.startsWith('priceDifference') && !key.slice(15).includes('.');
      }),
    );
  });

  it('keeps a stored difference for 5 hours, then forgets it', () => {
    const now = Date.UTC(2026, 5, 1, 8);
    storePriceDifference('100001.A', value, now);
    expect(sessionStorage.getItem('priceDifference100001A')).toContain('"difference":12');
    expect(readStoredPriceDifference('100001.A', now + priceDifferenceLifetimeMs - 1)).toEqual(
      value,
    );
    expect(readStoredPriceDifference('100001.A', now + priceDifferenceLifetimeMs)).toBeNull();
    expect(sessionStorage.getItem('priceDifference100001A')).toBeNull();
    expect(priceDifferenceLifetimeMs).toBe(5 * 3600 * 1000);
  });

  it('ignores stored entries that are not its own', () => {
    sessionStorage.setItem(priceDifferenceKey('x'), '{"difference":"a lot"}');
    expect(readStoredPriceDifference('x', 0)).toBeNull();
    sessionStorage.setItem(priceDifferenceKey('y'), 'not json');
    expect(readStoredPriceDifference('y', 0)).toBeNull();
  });
});

describe('the price the box shows (docs/rules/prices.md)', () => {
  const price = { perPersonAmount: 832, amount: 2101, currency: 'EUR' };
  const change = (oldPrice: number, newPrice: number) => ({
    difference: newPrice - oldPrice,
    oldPrice,
    newPrice,
    currency: 'EUR',
  });

  it("is the offer's own price without a change, or with one of at most ±1", () => {
    expect(offerPriceNow(price, null)).toEqual({ ...price, change: null });
    expect(offerPriceNow(price, change(832, 833))).toEqual({ ...price, change: null });
  });

  it('is the new per-person price after a change, with no total made up', () => {
    expect(offerPriceNow(price, change(832, 814))).toEqual({
      perPersonAmount: 814,
      amount: null,
      currency: 'EUR',
      change: { kind: 'reduction', oldPrice: 832, newPrice: 814 },
    });
    expect(offerPriceNow(price, change(832, 850)).change?.kind).toBe('increase');
  });
});
