import fc from 'fast-check';
import { roundUp } from './money';
import { competitorPrice, shownChange, shownComparison, shownPrice } from './prices';

const amount = fc.double({ min: 1, max: 20000, noNaN: true });
const percent = fc.double({ min: 0, max: 50, noNaN: true });
/** GBP per EUR and similar: the conversions the market currencies go through. */
const rate = fc.double({ min: 0.05, max: 12, noNaN: true });

describe('shown price', () => {
  // A family of 2 adults and one child of 7: the child pays 65 % of an adult's price.
  const family = { perPersonAmount: 300, amount: 300 + 300 + 195 };

  it('is the per-person price in per-person mode', () => {
    expect(shownPrice(family, true)).toEqual({ amount: 300, kind: 'perPerson' });
  });

  it("is the host's total in total mode, never per person times travellers", () => {
    expect(shownPrice(family, false)).toEqual({ amount: 795, kind: 'total' });
  });

  it('says per person in total mode when no total is known', () => {
    expect(shownPrice({ perPersonAmount: 300 }, false)).toEqual({
      amount: 300,
      kind: 'perPerson',
    });
    expect(shownPrice({ perPersonAmount: 300, amount: null }, false).kind).toBe('perPerson');
    expect(shownPrice({ perPersonAmount: 300, amount: Number.NaN }, false).kind).toBe('perPerson');
  });

  it('shows exactly the host amount as the total, whatever the party', () => {
    fc.assert(
      fc.property(amount, amount, (perPersonAmount, total) => {
        expect(shownPrice({ perPersonAmount, amount: total }, false)).toEqual({
          amount: total,
          kind: 'total',
        });
      }),
    );
  });
});

describe('competitor price', () => {
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

describe('shown comparison', () => {
  const price = { perPersonAmount: 500, amount: 1325 };

  it('rounds both prices up as they show and saves their difference', () => {
    expect(
      shownComparison(price, { averageCompetitorPrice: 612.2, fallbackPercent: 5 }, true),
    ).toEqual({ kind: 'perPerson', oldPrice: 613, newPrice: 500, saving: 113 });
  });

  it('compares totals against the host total raised by the competitor factor', () => {
    expect(
      shownComparison(price, { averageCompetitorPrice: 600, fallbackPercent: 0 }, false),
    ).toEqual({ kind: 'total', oldPrice: 1590, newPrice: 1325, saving: 265 });
  });

  it('works in the market currency: a saving of £X is the £ prices apart', () => {
    // 0.85 GBP per EUR: £425.85 → £426, £521.5 → £522; their difference, not roundUp(£95.65).
    const gbp = (eur: number) => eur * 0.85;
    expect(
      shownComparison(
        { perPersonAmount: 501 },
        { averageCompetitorPrice: 613.5, fallbackPercent: 0 },
        true,
        gbp,
      ),
    ).toEqual({ kind: 'perPerson', oldPrice: 522, newPrice: 426, saving: 96 });
  });

  it('is hidden without comparison data or when the shown prices do not differ', () => {
    expect(shownComparison(price, undefined, true)).toBeNull();
    expect(shownComparison(price, { averageCompetitorPrice: 480, fallbackPercent: 0 }, true)).toBe(
      null,
    );
    expect(
      shownComparison(price, { averageCompetitorPrice: 500.7, fallbackPercent: 0 }, true),
    ).toBeNull();
  });

  it('always saves exactly the shown old price minus the shown new price', () => {
    fc.assert(
      fc.property(
        amount,
        fc.option(amount, { nil: undefined }),
        amount,
        percent,
        rate,
        fc.boolean(),
        (perPersonAmount, total, average, fallbackPercent, factor, perPerson) => {
          const toMarket = (hub: number) => hub * factor;
          const known = { perPersonAmount, amount: total };
          const comparison = shownComparison(
            known,
            { averageCompetitorPrice: average, fallbackPercent },
            perPerson,
            toMarket,
          );
          const shown = shownPrice(known, perPerson);
          const newShown = roundUp(toMarket(shown.amount));
          if (comparison === null) return;
          expect(comparison.newPrice).toBe(newShown);
          expect(comparison.kind).toBe(shown.kind);
          expect(comparison.saving).toBe(comparison.oldPrice - comparison.newPrice);
          expect(comparison.saving).toBeGreaterThan(0);
          expect(Number.isInteger(comparison.oldPrice)).toBe(true);
        },
      ),
    );
  });

  it('shows whenever the shown old price is above the shown new price', () => {
    fc.assert(
      fc.property(amount, amount, percent, (own, average, fallbackPercent) => {
        const comparison = shownComparison(
          { perPersonAmount: own },
          { averageCompetitorPrice: average, fallbackPercent },
          true,
        );
        const old = roundUp(competitorPrice(own, average, fallbackPercent));
        // The factor round trip may move the old price by float noise, never by a whole unit.
        if (old - roundUp(own) > 1) expect(comparison).not.toBeNull();
        if (old <= roundUp(own)) expect(comparison).toBeNull();
      }),
    );
  });
});

describe('shown change', () => {
  it('shows the new price and the difference of the two prices as they show', () => {
    expect(shownChange(832, 814)).toEqual({ newPrice: 814, difference: -18 });
    expect(shownChange(832.4, 850.2, (eur) => eur * 0.85)).toEqual({
      newPrice: 723,
      difference: 723 - 708,
    });
  });

  it('always differs by exactly what the shown prices differ by', () => {
    fc.assert(
      fc.property(amount, amount, rate, (before, after, factor) => {
        const toMarket = (hub: number) => hub * factor;
        const change = shownChange(before, after, toMarket);
        expect(change.newPrice).toBe(roundUp(toMarket(after)));
        expect(change.difference).toBe(change.newPrice - roundUp(toMarket(before)));
      }),
    );
  });
});
