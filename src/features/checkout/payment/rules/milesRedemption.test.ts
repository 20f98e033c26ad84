/** @jest-environment node */
import fc from 'fast-check';
import {
  hasEnoughPoints,
  milesSliderPrice,
  milesSliderRange,
  validateMilesAmount,
} from './milesRedemption';

const account = { remainingPoints: 42_000, minimumPointsFee: 7500 };

describe('miles slider price', () => {
  it('is the total minus miles divided by the rate', () => {
    expect(milesSliderPrice(1736.39, 7500, 100)).toBe(1661.39);
    expect(milesSliderPrice(1000, 10_000, 120)).toBe(916.67);
    expect(milesSliderPrice(1000, 0, 100)).toBe(1000);
  });

  it('never goes below 0 and never above the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 500 }),
        (total, miles, rate) => {
          const price = milesSliderPrice(total, miles, rate);
          expect(price).toBeGreaterThanOrEqual(0);
          expect(price).toBeLessThanOrEqual(total);
          // 2 decimals at most.
          expect(Number.isInteger(Number((price * 100).toFixed(6)))).toBe(true);
        },
      ),
    );
  });

  it('lets the miles buy nothing without a usable rate', () => {
    expect(milesSliderPrice(500, 10_000, 0)).toBe(500);
  });
});

describe('miles amount', () => {
  it('accepts 0 (no miles) and amounts from 7,500 up to the remaining points', () => {
    expect(validateMilesAmount(0, account)).toBeNull();
    expect(validateMilesAmount(7500, account)).toBeNull();
    expect(validateMilesAmount(42_000, account)).toBeNull();
  });

  it('rejects amounts under 7,500, under the minimum points fee, or beyond the points', () => {
    expect(validateMilesAmount(7499, account)).toBe('milesAmountInvalid');
    expect(validateMilesAmount(-500, account)).toBe('milesAmountInvalid');
    expect(validateMilesAmount(9000, { ...account, minimumPointsFee: 10_000 })).toBe(
      'milesAmountBelowFee',
    );
    expect(validateMilesAmount(42_500, account)).toBe('milesAmountAboveRemaining');
  });

  it('finds any positive amount valid exactly when it is within [max(7,500, fee), points]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (amount, remainingPoints, minimumPointsFee) => {
          const valid = validateMilesAmount(amount, { remainingPoints, minimumPointsFee }) === null;
          const expected = amount >= Math.max(7500, minimumPointsFee) && amount <= remainingPoints;
          expect(valid).toBe(expected);
        },
      ),
    );
  });
});

describe('miles slider range', () => {
  it('runs from 7,500 in steps of 500 up to the points or the total, whichever is lower', () => {
    expect(milesSliderRange(account, 1736.39, 100)).toEqual({ min: 7500, max: 42_000, step: 500 });
    expect(milesSliderRange(account, 100, 100)).toEqual({ min: 7500, max: 10_000, step: 500 });
    expect(milesSliderRange({ ...account, remainingPoints: 9999 }, 1000, 100)).toEqual({
      min: 7500,
      max: 9500,
      step: 500,
    });
  });

  it('has no range when the points are at or below the minimum', () => {
    expect(hasEnoughPoints({ ...account, remainingPoints: 7500 })).toBe(false);
    expect(milesSliderRange({ ...account, remainingPoints: 7500 }, 1000, 100)).toBeNull();
    expect(hasEnoughPoints({ ...account, remainingPoints: 7501 })).toBe(true);
  });

  it('offers only valid amounts whose price stays at or above 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 300 }),
        (remainingPoints, minimumPointsFee, total, rate) => {
          const miles = { remainingPoints, minimumPointsFee };
          const range = milesSliderRange(miles, total, rate);
          if (!range) return;
          expect(range.max).toBeGreaterThanOrEqual(range.min);
          expect((range.max - range.min) % range.step).toBe(0);
          for (const amount of [range.min, range.max]) {
            expect(validateMilesAmount(amount, miles)).toBeNull();
            expect(amount / rate).toBeLessThanOrEqual(total + 1e-9);
          }
        },
      ),
    );
  });
});
