import fc from 'fast-check';
import type { OfferPrice } from '../../../api/types';
import { roundUp } from '../../../lib/money';
import { competitorPrice, displayPrice, memberPrice, priceComparison } from './priceRules';

const amount = fc.double({ min: 1, max: 20000, noNaN: true });
const percent = fc.double({ min: 0, max: 50, noNaN: true });
/** Settings carry percents with at most two decimals. */
const discountPercent = fc
  .integer({ min: -5000, max: 15000 })
  .map((hundredths) => hundredths / 100);

function offerPrice(perPersonAmount: number, average?: number, fallbackPercent = 0): OfferPrice {
  return {
    amount: perPersonAmount * 2,
    perPersonAmount,
    currency: 'EUR',
    ...(average !== undefined
      ? { priceComparisonData: { averageCompetitorPrice: average, fallbackPercent } }
      : {}),
  };
}

describe('competitor price (spec 1 §9)', () => {
  it('uses the average competitor price when its floor exceeds the own price', () => {
    expect(competitorPrice(500, 640.5, 10)).toBe(640.5);
  });

  it('adds the configured percent when the competitor floor is not above the own price', () => {
    expect(competitorPrice(500, 500.9, 10)).toBeCloseTo(550);
    expect(competitorPrice(500, 420, 10)).toBeCloseTo(550);
    expect(competitorPrice(500, undefined, 8)).toBeCloseTo(540);
  });

  it('is never below the own price', () => {
    fc.assert(
      fc.property(amount, fc.option(amount, { nil: undefined }), percent, (own, avg, pct) => {
        expect(competitorPrice(own, avg, pct)).toBeGreaterThanOrEqual(own);
      }),
    );
  });
});

describe('price comparison (spec 1 §2.6)', () => {
  it('shows the saving rounded up to whole units', () => {
    expect(priceComparison(offerPrice(500, 612.2, 5))).toEqual({ oldPrice: 612.2, saving: 113 });
  });

  it('is hidden without comparison data or when the rounded-up difference is 0', () => {
    expect(priceComparison(offerPrice(500))).toBeNull();
    expect(priceComparison(offerPrice(500, 480, 0))).toBeNull();
    expect(priceComparison(offerPrice(500, 500.7, 0))).toBeNull();
  });

  it('shows exactly when the rounded-up difference is positive', () => {
    fc.assert(
      fc.property(amount, amount, percent, (own, avg, pct) => {
        const comparison = priceComparison(offerPrice(own, avg, pct));
        const difference = roundUp(competitorPrice(own, avg, pct) - own);
        if (difference > 0)
          expect(comparison).toEqual({ oldPrice: expect.any(Number), saving: difference });
        else expect(comparison).toBeNull();
      }),
    );
  });

  it('scales both prices with the travellers in total mode', () => {
    expect(priceComparison(offerPrice(500, 600, 0), false, 3)).toEqual({
      oldPrice: 1800,
      saving: 300,
    });
  });
});

describe('member price (spec 1 §2.6)', () => {
  it('is shown only with both a membership URL and a discount', () => {
    expect(memberPrice(1000, 'https://example.org/join', 10)).toBeCloseTo(900);
    expect(memberPrice(1000, undefined, 10)).toBeNull();
    expect(memberPrice(1000, ' ', 10)).toBeNull();
    expect(memberPrice(1000, 'https://example.org/join')).toBeNull();
    expect(memberPrice(1000, 'https://example.org/join', 0)).toBeNull();
  });

  it('is below the price whenever it is shown', () => {
    fc.assert(
      fc.property(amount, discountPercent, (price, discount) => {
        const member = memberPrice(price, 'https://example.org/join', discount);
        if (discount > 0 && discount < 100) expect(member).toBeLessThan(price);
        else expect(member).toBeNull();
      }),
    );
  });
});

describe('display price (spec 1 §9)', () => {
  it('shows the per-person price, or per person times travellers (2 by default)', () => {
    const offer = { price: offerPrice(499.5) };
    expect(displayPrice(offer, true)).toBe(499.5);
    expect(displayPrice(offer, false)).toBe(999);
    expect(displayPrice(offer, false, 4)).toBe(1998);
  });
});
