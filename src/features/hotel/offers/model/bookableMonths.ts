import {
  addDays,
  dateFormats,
  formatApiDate,
  monthOf,
  todayApiDate,
} from '../../../../lib/calendarDates';

/**
 * Which months the offers calendar may show. Dates are YYYY-MM-DD, months YYYY-MM; the
 * arithmetic is src/lib/calendarDates.
 */

/** Offers are bookable up to one year ahead (docs/rules/hotel.md, "Dates: calendar or lists"). */
export const bookableDays = 365;

/** The first bookable day: tomorrow on the visitor's clock, as in the search mask. */
export function firstBookableDay(now = new Date()): string {
  return addDays(todayApiDate(now), 1);
}

/** The calendar call takes its month as DD-MM-YYYY of the month's first day. */
export function toCalendarMonthParam(month: string): string {
  return formatApiDate(`${month}-01`, dateFormats.calendarMonth);
}

/** The months the calendar may show: from the first bookable day (tomorrow) for one year. */
export function monthRange(tomorrow: string): { first: string; last: string } {
  return { first: monthOf(tomorrow), last: monthOf(addDays(tomorrow, bookableDays - 1)) };
}

export function clampMonth(month: string, range: { first: string; last: string }): string {
  if (month < range.first) return range.first;
  if (month > range.last) return range.last;
  return month;
}
