/**
 * Calendars: day numbers as instants and weekdays, days between dates, and months laid out as
 * weeks. Loaded with the calendars and the pages that count days, not with the shell.
 */
import { dayNumber, dayOfParts, isoOfDay, msPerDay, pad } from './core';

/** A day number as a UTC instant (midnight), for Intl formatting with timeZone 'UTC'. */
export function instantOfDay(day: number): number {
  return day * msPerDay;
}

/** YYYY-MM-DD moved by whole days (negative: back); '' when the input is no valid date. */
export function addDays(isoDate: string, days: number): string {
  const day = dayNumber(isoDate);
  return day === undefined ? '' : isoOfDay(day + days);
}

/** Days from one YYYY-MM-DD to another (negative when `to` comes first); NaN when either is none. */
export function daysBetween(from: string, to: string): number {
  return (dayNumber(to) ?? Number.NaN) - (dayNumber(from) ?? Number.NaN);
}

/**
 * A date or local date-time of the API (YYYY-MM-DDTHH:mm, seconds ignored) as a UTC instant: a
 * wall-clock value read and formatted in UTC (Intl with timeZone 'UTC') keeps its day and time
 * in every zone. NaN when the date is no date.
 */
export function utcInstant(isoDateOrDateTime: string): number {
  const [date = '', time = '00:00'] = isoDateOrDateTime.split('T');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return instantOfDay(dayNumber(date) ?? Number.NaN) + (hours * 60 + minutes) * 60_000;
}

/** Monday 0 to Sunday 6 of a day number: the shop's weeks start on Monday in every market. */
export function weekdayOfDay(day: number): number {
  // Day 0, 1 January 1970, was a Thursday.
  return (((day + 3) % 7) + 7) % 7;
}

/** Monday 0 to Sunday 6 of a YYYY-MM-DD date; NaN when it is no date. */
export function weekdayOf(isoDate: string): number {
  return weekdayOfDay(dayNumber(isoDate) ?? Number.NaN);
}

// Months

/** The YYYY-MM month of a YYYY-MM-DD date. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** A YYYY-MM month moved by whole months, across years. */
export function shiftMonth(month: string, months: number): string {
  const index = monthNumberOf(month) + months;
  const year = Math.floor(index / 12);
  return `${pad(year, 4)}-${pad(index - year * 12 + 1)}`;
}

/** The month number (year * 12 + zero-based month) of a YYYY-MM month. */
export function monthNumberOf(month: string): number {
  const [year = 1970, monthOfYear = 1] = month.split('-').map(Number);
  return year * 12 + monthOfYear - 1;
}

/** The month number of a day number. */
export function monthOfDay(day: number): number {
  const date = new Date(day * msPerDay);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function firstDayOfMonth(month: number): number {
  const year = Math.floor(month / 12);
  return dayOfParts({ year, month: month - year * 12 + 1, day: 1 });
}

export function lastDayOfMonth(month: number): number {
  return firstDayOfMonth(month + 1) - 1;
}

export type MonthWeeks = readonly (readonly (number | null)[])[];

// A calendar lays its months out on every render; a session sees a dozen or so.
const weeksCache = new Map<number, MonthWeeks>();

/** A month number as rows of seven day numbers, Monday first, null outside the month. */
export function monthWeekDays(month: number): MonthWeeks {
  const cached = weeksCache.get(month);
  if (cached) return cached;
  const first = firstDayOfMonth(month);
  const last = lastDayOfMonth(month);
  const weeks: (number | null)[][] = [];
  for (let start = first - weekdayOfDay(first); start <= last; start += 7) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) =>
        start + i >= first && start + i <= last ? start + i : null,
      ),
    );
  }
  weeksCache.set(month, weeks);
  return weeks;
}

export type CalendarWeek = readonly (string | null)[];

/** A YYYY-MM month as rows of seven YYYY-MM-DD dates, Monday first, null outside the month. */
export function monthWeeks(month: string): CalendarWeek[] {
  return monthWeekDays(monthNumberOf(month)).map((week) =>
    week.map((day) => (day === null ? null : isoOfDay(day))),
  );
}
