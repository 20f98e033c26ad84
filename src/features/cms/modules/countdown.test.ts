import fc from 'fast-check';
import { timeLeft } from './countdown';

const target = '2026-12-31T23:59:59Z';
const end = Date.parse(target);

describe('countdown time left', () => {
  test('splits the time left into days, hours, minutes and seconds', () => {
    const now = end - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  test('counts whole seconds: a part second left still shows as 0 seconds', () => {
    expect(timeLeft(target, end - 999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  test('shows zeros once the target has passed, never negatives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (after) => {
        expect(timeLeft(target, end + after)).toEqual({
          days: 0,
          hours: 0,
          minutes: 0,
          seconds: 0,
        });
      }),
    );
  });

  test('adds up to the whole seconds left, each part in its range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), (before) => {
        const { days, hours, minutes, seconds } = timeLeft(target, end - before);
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        expect(((days * 24 + hours) * 60 + minutes) * 60 + seconds).toBe(Math.floor(before / 1000));
      }),
    );
  });

  test('an unreadable date counts as passed', () => {
    expect(timeLeft('soon', end)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
