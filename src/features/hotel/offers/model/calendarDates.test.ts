import fc from 'fast-check';
import {
  addDays,
  addMonths,
  clampMonth,
  monthRange,
  monthWeeks,
  toCalendarMonthParam,
  utcInstant,
  weekdayOf,
} from './calendarDates';

describe('calendar dates', () => {
  it('sends the calendar month as DD-MM-YYYY of its first day', () => {
    expect(toCalendarMonthParam('2026-06')).toBe('01-06-2026');
  });

  it('lays a month out in Monday-first weeks with every day once', () => {
    const weeks = monthWeeks('2026-06');
    expect(weeks[0]?.[0]).toBe('2026-06-01');
    expect(weekdayOf('2026-06-01')).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 2020 * 12, max: 2040 * 12 }), (index) => {
        const month = addMonths('2020-01', index - 2020 * 12);
        const layout = monthWeeks(month);
        const days = layout.flat().filter((day): day is string => day !== null);
        return (
          layout.every((week) => week.length === 7) &&
          days.every((day, i) => day === addDays(`${month}-01`, i)) &&
          days.every((day) => day.startsWith(month)) &&
          weekdayOf(days[0]!) === layout[0]!.indexOf(days[0]!)
        );
      }),
    );
  });

  it('moves between months across years and keeps the bookable year', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    const range = monthRange('2026-03-15');
    expect(range).toEqual({ first: '2026-03', last: '2027-03' });
    expect(clampMonth('2026-01', range)).toBe('2026-03');
    expect(clampMonth('2027-05', range)).toBe('2027-03');
  });

  it('reads local flight times as they are written', () => {
    expect(new Date(utcInstant('2026-06-12T06:45:00')).toISOString()).toBe(
      '2026-06-12T06:45:00.000Z',
    );
  });
});
