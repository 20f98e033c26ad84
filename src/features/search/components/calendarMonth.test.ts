import fc from 'fast-check';
import { dayNumber, isoOfDay } from '../model/travelPeriod';
import {
  dayForKey,
  firstDayOfMonth,
  lastDayOfMonth,
  monthOfDay,
  monthWeeks,
  weekdayOf,
} from './calendarMonth';

const day = (date: string) => dayNumber(date) as number;
const june2026 = monthOfDay(day('2026-06-10'));

describe('calendar months', () => {
  it('knows the first and last day of a month, leap years included', () => {
    expect(isoOfDay(firstDayOfMonth(june2026))).toBe('2026-06-01');
    expect(isoOfDay(lastDayOfMonth(june2026))).toBe('2026-06-30');
    expect(isoOfDay(lastDayOfMonth(monthOfDay(day('2028-02-10'))))).toBe('2028-02-29');
    expect(isoOfDay(firstDayOfMonth(monthOfDay(day('2026-12-31')) + 1))).toBe('2027-01-01');
  });

  it('starts weeks on Monday', () => {
    expect(weekdayOf(day('2026-06-08'))).toBe(0);
    expect(weekdayOf(day('2026-06-14'))).toBe(6);
    expect(weekdayOf(day('1969-12-29'))).toBe(0);
  });

  it('lays a month out in weeks of seven, blank outside the month', () => {
    const weeks = monthWeeks(june2026);
    // 1 June 2026 is a Monday, 30 June a Tuesday.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe(day('2026-06-01'));
    expect(weeks[4]?.slice(1)).toEqual([day('2026-06-30'), null, null, null, null, null]);
    expect(monthWeeks(june2026)).toBe(weeks);
  });

  it('holds every day of any month exactly once, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020 * 12, max: 2040 * 12 }), (month) => {
        const days = monthWeeks(month)
          .flat()
          .filter((d) => d !== null);
        const expected = lastDayOfMonth(month) - firstDayOfMonth(month) + 1;
        expect(days).toEqual(
          Array.from({ length: expected }, (_, i) => firstDayOfMonth(month) + i),
        );
        expect(monthWeeks(month).every((week) => week.length === 7)).toBe(true);
      }),
    );
  });
});

describe('date grid keys', () => {
  const from = day('2026-01-31'); // a Saturday

  it('moves by day and week with the arrows', () => {
    expect(isoOfDay(dayForKey('ArrowLeft', from) as number)).toBe('2026-01-30');
    expect(isoOfDay(dayForKey('ArrowRight', from) as number)).toBe('2026-02-01');
    expect(isoOfDay(dayForKey('ArrowUp', from) as number)).toBe('2026-01-24');
    expect(isoOfDay(dayForKey('ArrowDown', from) as number)).toBe('2026-02-07');
  });

  it('moves to the start and end of the week with Home and End', () => {
    expect(isoOfDay(dayForKey('Home', from) as number)).toBe('2026-01-26');
    expect(isoOfDay(dayForKey('End', from) as number)).toBe('2026-02-01');
  });

  it('moves by month, or by year with Shift, keeping the day where the month has it', () => {
    expect(isoOfDay(dayForKey('PageDown', from) as number)).toBe('2026-02-28');
    expect(isoOfDay(dayForKey('PageUp', from) as number)).toBe('2025-12-31');
    expect(isoOfDay(dayForKey('PageDown', day('2028-02-29'), true) as number)).toBe('2029-02-28');
    expect(isoOfDay(dayForKey('PageUp', day('2026-03-15'), true) as number)).toBe('2025-03-15');
  });

  it('ignores other keys', () => {
    expect(dayForKey('a', from)).toBeUndefined();
    expect(dayForKey('Enter', from)).toBeUndefined();
  });
});
