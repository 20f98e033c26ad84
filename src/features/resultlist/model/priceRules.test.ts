import fc from 'fast-check';
import { memberPrice } from './priceRules';

const amount = fc.double({ min: 1, max: 20000, noNaN: true });
/** Settings carry percents with at most two decimals. */
const discountPercent = fc
  .integer({ min: -5000, max: 15000 })
  .map((hundredths) => hundredths / 100);

describe('member price', () => {
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
