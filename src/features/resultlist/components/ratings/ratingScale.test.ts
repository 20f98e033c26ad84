import fc from 'fast-check';
import {
  barWidth,
  filledIcons,
  filledWidth,
  iconFills,
  iconStep,
  iconWidth,
  onScale,
} from './ratingScale';

describe('rating scales', () => {
  it('keeps a value on its own scale', () => {
    expect(onScale(5.2, 6, 6)).toBe(5.2);
  });

  it('moves a 5-point score onto the 6-point widget', () => {
    expect(onScale(4.5, 5, 6)).toBeCloseTo(5.4);
    expect(onScale(5, 5, 6)).toBe(6);
  });

  it('reads broken values and scales as 0', () => {
    expect(onScale(Number.NaN, 6, 6)).toBe(0);
    expect(onScale(4, 0, 6)).toBe(0);
    expect(onScale(4, Number.POSITIVE_INFINITY, 6)).toBe(0);
  });

  it('never leaves 0..scale whatever the server sends', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.double({ noNaN: false }),
        fc.constantFrom(5, 6),
        (value, from, to) => {
          const result = onScale(value, from, to);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(to);
        },
      ),
    );
  });

  it('fills to the nearest half icon', () => {
    expect([5.2, 5.3, 4.74, 4.76, 0].map(filledIcons)).toEqual([5, 5.5, 4.5, 5, 0]);
  });

  it('fills six suns for a HolidayCheck 5.2 and five bubbles for a 3.7', () => {
    expect(iconFills(5.2, 6)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(iconFills(3.7, 5)).toEqual([1, 1, 1, 0.5, 0]);
  });

  it('fills as many icons as the value, in half steps, for any value on the scale', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 6, noNaN: true }), (value) => {
        const fills = iconFills(value, 6);
        expect(fills).toHaveLength(6);
        expect(fills.reduce((sum, fill) => sum + fill, 0)).toBe(filledIcons(value));
        expect(fills.every((fill) => [0, 0.5, 1].includes(fill))).toBe(true);
      }),
    );
  });

  it('draws the filled layer over three and a half of five bubbles for a 3.7', () => {
    expect(filledWidth(3.7, 5)).toBeCloseTo(3 * iconStep + iconWidth / 2);
    expect(filledWidth(5.2, 6)).toBeCloseTo(4 * iconStep + iconWidth);
    expect(filledWidth(0, 5)).toBe(0);
  });

  it('ends the filled layer inside the last filled icon, never past the bar', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 8, noNaN: true }), (value) => {
        const width = filledWidth(value, 6);
        const filled = Math.min(6, Math.max(0, filledIcons(value)));
        expect(width).toBeLessThanOrEqual(barWidth(6) + 1e-9);
        // Every icon before the last filled one adds a step, the last one its filled part.
        const icons = Math.ceil(filled);
        const expected =
          icons === 0 ? 0 : (icons - 1) * iconStep + (filled - icons + 1) * iconWidth;
        expect(width).toBeCloseTo(expected);
      }),
    );
  });
});
