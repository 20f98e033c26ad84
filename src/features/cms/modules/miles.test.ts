import fc from 'fast-check';
import { testConfig } from '../../../testing/testConfig';
import { badgeMiles, earnRateFor, resolveMilesRates } from './miles';

const hostMiles = testConfig({
  miles: { earnRate: 2, boostRate: 4, boostCollection: 'Host Collection' },
}).miles;

describe('miles badge rules', () => {
  test('price per person times the earn rate, rounded down', () => {
    expect(badgeMiles(499.99, 2)).toBe(999);
    expect(badgeMiles(0.57, 100)).toBe(57);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 7 }),
        fc.integer({ min: 0, max: 50 }),
        (cents, rate) => {
          const miles = badgeMiles(cents / 100, rate);
          expect(Number.isInteger(miles)).toBe(true);
          expect(miles).toBe(Math.floor((cents * rate) / 100));
        },
      ),
    );
  });

  test('hotels of the named collection earn the boost rate, others the regular one', () => {
    const rates = resolveMilesRates(
      { earnRates: { regular: 1, boost: 3 }, boostCollection: 'Premium Collection' },
      hostMiles,
    );
    expect(earnRateFor(rates, 'Premium Collection')).toBe(3);
    expect(earnRateFor(rates, 'Other')).toBe(1);
    expect(earnRateFor(rates)).toBe(1);
  });

  test("the module's rates and minimum points fee win over the host's", () => {
    expect(
      resolveMilesRates(
        {
          rate: 1.5,
          rateOriginal: 1,
          earnRates: { regular: 1, boost: 2 },
          boostCollection: 'Premium Collection',
          minimumPointsFee: 7500,
        },
        hostMiles,
      ),
    ).toEqual({
      rate: 1.5,
      rateOriginal: 1,
      earnRates: { regular: 1, boost: 2 },
      boostCollection: 'Premium Collection',
      minimumPointsFee: 7500,
    });
  });

  test("without them, the host config's miles settings count", () => {
    expect(resolveMilesRates({}, hostMiles)).toEqual({
      rate: 2,
      earnRates: { regular: 2, boost: 4 },
      boostCollection: 'Host Collection',
      minimumPointsFee: 0,
    });
    expect(resolveMilesRates({}, testConfig().miles)).toEqual({
      rate: 1,
      earnRates: { regular: 1, boost: 1 },
      minimumPointsFee: 0,
    });
  });
});
