/** @jest-environment node */
import fc from 'fast-check';
import { milesAmountError, milesLoginOf } from './milesAccount';

const data = {
  remainingtotalpoints: 42000,
  milesAmount: { amount: 0 },
  rate: 100,
  rateOriginal: 120,
  minimumPointsFee: 7500,
};
const login = { account: { remainingPoints: 42000, minimumPointsFee: 9000 }, rate: 100 };

describe('miles login answer', () => {
  it('takes the points, the minimum fee and the rate', () => {
    expect(milesLoginOf(data)).toEqual({
      account: { remainingPoints: 42000, minimumPointsFee: 7500 },
      rate: 100,
    });
  });

  it('has no account without data or a usable rate', () => {
    expect(milesLoginOf(null)).toBeNull();
    expect(milesLoginOf({ ...data, rate: 0 })).toBeNull();
    expect(milesLoginOf({ ...data, rate: Number.NaN })).toBeNull();
  });
});

describe('miles amount field', () => {
  it('accepts no miles, with or without a login', () => {
    expect(milesAmountError(0, null)).toBeUndefined();
    expect(milesAmountError(undefined, login)).toBeUndefined();
  });

  it('refuses miles without a login', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (miles) => {
        expect(milesAmountError(miles, null)).toBe('milesAmountInvalid');
      }),
    );
  });

  it('refuses amounts under 7,500 and under the minimum points fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7499 }), (miles) => {
        expect(milesAmountError(miles, login)).toBe('milesAmountInvalid');
      }),
    );
    expect(milesAmountError(8000, login)).toBe('milesAmountBelowFee');
    expect(milesAmountError(42_500, login)).toBe('milesAmountAboveRemaining');
  });

  it('accepts every whole amount from the minimum fee to the points held', () => {
    fc.assert(
      fc.property(fc.integer({ min: 9000, max: 42000 }), (miles) => {
        expect(milesAmountError(miles, login)).toBeUndefined();
      }),
    );
  });
});
