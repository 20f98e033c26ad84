/** @jest-environment node */
import fc from 'fast-check';
import { pageGap, pageWindow } from './pageWindow';

const numbers = (entries: ReturnType<typeof pageWindow>) =>
  entries.filter((e): e is number => e !== pageGap);

describe('destination pagination window (1 margin page, range 2)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, pageGap, 20]],
    [5, 20, [1, pageGap, 4, 5, 6, pageGap, 20]],
    [3, 20, [1, 2, 3, 4, pageGap, 20]],
    [20, 20, [1, pageGap, 19, 20]],
  ])('page %i of %i offers %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it('always offers the first, the last and the current page, in order, gaps only where pages are left out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const count = Math.max(a, b);
        const page = Math.min(a, b);
        const entries = pageWindow(page, count);
        const shown = numbers(entries);
        expect(shown).toContain(1);
        expect(shown).toContain(count);
        expect(shown).toContain(page);
        // Margin 1 at each end plus the current page with one neighbour each side.
        expect(shown.length).toBeLessThanOrEqual(5);
        entries.forEach((entry, i) => {
          const next = entries[i + 1];
          if (typeof entry === 'number' && typeof next === 'number') expect(next).toBe(entry + 1);
          if (entry === pageGap) {
            expect(next).not.toBe(pageGap);
            expect(typeof next === 'number' && next - (entries[i - 1] as number)).toBeGreaterThan(
              1,
            );
          }
        });
      }),
    );
  });
});
