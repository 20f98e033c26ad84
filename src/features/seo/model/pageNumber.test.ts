/** @jest-environment node */
import fc from 'fast-check';
import { pageFromQuery, pageQueryValue } from './pageNumber';

describe('destination page number (absolute value, invalid or zero → 1)', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-0', 1],
    ['abc', 1],
    ['2x', 1],
    ['Infinity', 1],
    ['1e400', 1],
    ['3', 3],
    ['-3', 3],
    ['2.7', 2],
    [' 4 ', 4],
  ])('%p is page %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });

  it('reads every whole number, signed or not, as its absolute value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
        expect(pageFromQuery(String(n))).toBe(n === 0 ? 1 : Math.abs(n));
      }),
    );
  });

  it('never gives less than page 1, whatever the query holds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const page = pageFromQuery(text);
        expect(Number.isSafeInteger(page) && page >= 1).toBe(true);
      }),
    );
  });

  it('leaves page 1 out of the address and keeps every other page', () => {
    expect(pageQueryValue(1)).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), (page) => {
        expect(pageQueryValue(page)).toBe(String(page));
        expect(pageFromQuery(pageQueryValue(page))).toBe(page);
      }),
    );
  });
});
