import { clampMonth, firstBookableDay, monthRange, toCalendarMonthParam } from './bookableMonths';

describe('bookable months', () => {
  it('sends the calendar month as DD-MM-YYYY of its first day', () => {
    expect(toCalendarMonthParam('2026-06')).toBe('01-06-2026');
    expect(toCalendarMonthParam('2027-12')).toBe('01-12-2027');
  });

  it('starts tomorrow on the visitor clock, across month and year ends', () => {
    expect(firstBookableDay(new Date(2026, 11, 31, 23, 30))).toBe('2027-01-01');
    expect(firstBookableDay(new Date(2028, 1, 28, 0, 5))).toBe('2028-02-29');
  });

  it('keeps the calendar within the bookable year', () => {
    const range = monthRange('2026-03-15');
    expect(range).toEqual({ first: '2026-03', last: '2027-03' });
    expect(monthRange('2026-03-01')).toEqual({ first: '2026-03', last: '2027-02' });
    expect(clampMonth('2026-01', range)).toBe('2026-03');
    expect(clampMonth('2027-05', range)).toBe('2027-03');
    expect(clampMonth('2026-08', range)).toBe('2026-08');
  });
});
