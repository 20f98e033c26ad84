/**
 * Date arithmetic of the offers calendar on ISO strings (YYYY-MM-DD days, YYYY-MM months), in UTC
 * so no time zone shifts a day. Weeks start on Monday in every market the shop serves.
 */

const msPerDay = 86_400_000;

/** Offers are bookable up to one year ahead (docs/rules/hotel.md, "Dates: calendar or lists"). */
export const bookableDays = 365;

const pad = (n: number) => String(n).padStart(2, '0');

function toUtc(isoDate: string): number {
  const [y = 1970, m = 1, d = 1] = isoDate.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(isoDate: string, days: number): string {
  return fromUtc(toUtc(isoDate) + days * msPerDay);
}

/** The visitor's calendar date, as their clock shows it. */
export function localIsoDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first bookable day: tomorrow on the visitor's clock, as in the search mask. */
export function firstBookableDay(now = new Date()): string {
  return addDays(localIsoDate(now), 1);
}

export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The calendar call takes its month as DD-MM-YYYY of the month's first day. */
export function toCalendarMonthParam(month: string): string {
  const [y, m] = month.split('-');
  return `01-${m}-${y}`;
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

/** Monday 0 to Sunday 6. */
export function weekdayOf(isoDate: string): number {
  return (new Date(toUtc(isoDate)).getUTCDay() + 6) % 7;
}

export type CalendarWeek = readonly (string | null)[];

/** The month as rows of seven ISO dates, null where a row reaches into a neighbour month. */
export function monthWeeks(month: string): CalendarWeek[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  const cells: (string | null)[] = [...Array<null>(weekdayOf(first)).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** A date or date-time of the API as a UTC instant, for Intl formatting with timeZone 'UTC'. */
export function utcInstant(isoDateOrDateTime: string): number {
  const [date = '', time = '00:00'] = isoDateOrDateTime.split('T');
  const [h = 0, min = 0] = time.split(':').map(Number);
  return toUtc(date) + (h * 60 + min) * 60_000;
}
