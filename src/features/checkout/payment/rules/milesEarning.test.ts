/** @jest-environment node */
import fc from 'fast-check';
import type { Passenger } from '../../../../api/types';
import { milesEarned, type MilesEarnedInput } from './milesEarning';

const traveller = (frequentFlyerNumber?: Passenger['frequentFlyerNumber']): Passenger => ({
  type: 'ADULT',
  firstName: 'Anna',
  lastName: 'Berg',
  dateOfBirth: '1980-04-02',
  frequentFlyerNumber,
});
const withNumber = traveller({ number: '992001234567890', type: 'MilesAndMore' });

const input = (overrides: Partial<MilesEarnedInput> = {}): MilesEarnedInput => ({
  total: { value: 1736.39, currency: 'EUR' },
  rates: { regular: 1, boost: 3 },
  boosted: false,
  passengers: [traveller(), withNumber],
  programType: 'MilesAndMore',
  paymentError: false,
  ...overrides,
});

describe('miles earned on a booking', () => {
  it('is the floor of the EUR total times the regular or the boosted rate', () => {
    expect(milesEarned(input())).toBe(1736);
    expect(milesEarned(input({ boosted: true }))).toBe(5209);
  });

  it('needs a frequent-flyer number of the set type', () => {
    expect(milesEarned(input({ passengers: [traveller()] }))).toBe(0);
    expect(
      milesEarned(input({ passengers: [traveller({ number: '  ', type: 'MilesAndMore' })] })),
    ).toBe(0);
  });

  it('earns nothing while a payment error shows', () => {
    expect(milesEarned(input({ paymentError: true }))).toBe(0);
  });

  it('converts another currency to EUR first, and earns nothing without a rate for it', () => {
    const currencyInfo = { baseCurrency: 'EUR', rates: { CHF: 0.5 } };
    expect(milesEarned(input({ total: { value: 100, currency: 'CHF' }, currencyInfo }))).toBe(200);
    expect(milesEarned(input({ total: { value: 100, currency: 'CHF' } }))).toBe(0);
  });

  it('is a whole number no larger than total × rate and within one mile of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10 }),
        (totalCents, rate) => {
          const earned = milesEarned(
            input({
              total: { value: totalCents / 100, currency: 'EUR' },
              rates: { regular: rate, boost: rate },
            }),
          );
          expect(Number.isInteger(earned)).toBe(true);
          // Exact in integer arithmetic: floor(cents × rate / 100).
          expect(earned).toBe(Math.floor((totalCents * rate) / 100));
        },
      ),
    );
  });
});
