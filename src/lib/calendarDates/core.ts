/**
 * The shop's one module for calendar dates: days without time or zone (travel dates, birth
 * dates, calendar days), written YYYY-MM-DD as in every call. Everything that reads such a date,
 * moves it, counts between two of them or lays out a month is here, on plain integers, so no
 * chunk needs moment for it (src/lib/dates.ts keeps moment for locale formatting only); the
 * tests hold these functions to moment's results.
 *
 * Three forms of a date:
 * - YYYY-MM-DD text, what calls, addresses and state carry;
 * - a day number, the days since 1970-01-01, for calendars that compare many days at once;
 * - a month as YYYY-MM text, or as a month number (year * 12 + zero-based month).
 *
 * Formats use the DD, MM and YYYY tokens with any separators; formatting also knows YY.
 */

/**
 * The date formats: calls YYYY-MM-DD, calendar month DD-MM-YYYY, display DD.MM.YY
 * (docs/rules/shell-and-routes.md, "Dates").
 */
export const dateFormats = {
  api: 'YYYY-MM-DD',
  calendarMonth: 'DD-MM-YYYY',
  display: 'DD.MM.YY',
} as const;

export interface DateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const msPerDay = 86_400_000;
const apiPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const tokenPattern = /YYYY|MM|DD/g;
const outputTokenPattern = /YYYY|YY|MM|DD/g;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days of a month (1 to 12) in a year: February has 29 in leap years. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isValidDay({ year, month, day }: DateParts): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function readIn(text: string, format: string): DateParts | null {
  const tokens: string[] = [];
  const source = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(tokenPattern, (token) => {
    tokens.push(token);
    return token === 'YYYY' ? '(\\d{4})' : '(\\d{2})';
  });
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return null;
  const parts: DateParts = { year: 0, month: 0, day: 0 };
  tokens.forEach((token, index) => {
    const value = Number(match[index + 1]);
    if (token === 'YYYY') parts.year = value;
    else if (token === 'MM') parts.month = value;
    else parts.day = value;
  });
  return isValidDay(parts) ? parts : null;
}

/**
 * A YYYY-MM-DD date's year, month and day, or null when it is no real date (2023-02-29, 2024-13-01,
 * 2024-6-1, year 0000). Its own pattern rather than readIn: calendars ask about every visible day.
 */
export function dateParts(isoDate: string): DateParts | null {
  const match = apiPattern.exec(isoDate);
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDay(parts) ? parts : null;
}

/** YYYY-MM-DD of a day; a day the month lacks becomes its last day (31 April is 30 April). */
export function isoDateOf({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

/**
 * A typed date read strictly in `format` (e.g. DD/MM/YYYY): 31/02/2024 is no date, 29/02/2024 is
 * one. Returns YYYY-MM-DD, or null.
 */
export function parseDateStrict(text: string, format: string): string | null {
  const parts = readIn(text, format);
  return parts ? isoDateOf(parts) : null;
}

/** Whether `text` is a real date written YYYY-MM-DD: 2024-02-29 is one, 2023-02-29 is not. */
export function isApiDate(text: string): boolean {
  return dateParts(text) !== null;
}

/** YYYY-MM-DD shown in `format` (YY: the year's last two digits); '' when it is no valid date. */
export function formatApiDate(isoDate: string, format: string): string {
  const parts = dateParts(isoDate);
  if (!parts) return '';
  const values: Record<string, string> = {
    YYYY: pad(parts.year, 4),
    YY: pad(parts.year % 100),
    MM: pad(parts.month),
    DD: pad(parts.day),
  };
  return format.replace(outputTokenPattern, (token) => values[token] ?? token);
}

/**
 * Today on the visitor's clock as YYYY-MM-DD: the shop's one "today" (the first bookable day is
 * tomorrow on that clock, docs/rules/hotel.md, "Dates: calendar or lists"). Models take it as an
 * argument; only pages and sagas call this.
 */
export function todayApiDate(now = new Date()): string {
  return isoDateOf({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

// Days

function dayOfParts({ year, month, day }: DateParts): number {
  // Not Date.UTC: it reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / msPerDay;
}

/** The day number of a YYYY-MM-DD date (days since 1970-01-01); undefined when it is no date. */
export function dayNumber(isoDate: string): number | undefined {
  const parts = dateParts(isoDate);
  return parts ? dayOfParts(parts) : undefined;
}

/** YYYY-MM-DD of a day number. */
export function isoOfDay(day: number): string {
  const date = new Date(day * msPerDay);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

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

/**
 * YYYY-MM-DD moved by whole months (negative: back), as moment adds them: a day the new month
 * lacks becomes its last day, so 31 March minus one month is 28 or 29 February. Years are 12
 * months each. '' when the input is no valid date.
 */
export function addMonths(isoDate: string, months: number): string {
  const parts = dateParts(isoDate);
  if (!parts) return '';
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  return isoDateOf({ year, month: index - year * 12 + 1, day: parts.day });
}

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

// Spans

/**
 * Completed months from one YYYY-MM-DD to another, as moment's diff in months counts them: a
 * month is complete on the same day of a later month, or on that month's last day when it has no
 * such day (31 January to 28 February is one month in a common year).
 */
export function wholeMonthsBetween(from: string, to: string): number {
  const start = dateParts(from);
  const end = dateParts(to);
  if (!start || !end) return Number.NaN;
  // Like moment, a negative span counts whole months towards zero.
  if (to < from) return -wholeMonthsBetween(to, from) || 0;
  const months = (end.year - start.year) * 12 + (end.month - start.month);
  const lastMonthComplete = Math.min(start.day, daysInMonth(end.year, end.month)) <= end.day;
  return lastMonthComplete ? months : months - 1;
}

/**
 * Completed years from one YYYY-MM-DD to another: the age on `to` of someone born on `from`, the
 * one age formula of the shop.
 */
export function wholeYearsBetween(from: string, to: string): number {
  const start = dateParts(from);
  const end = dateParts(to);
  if (!start || !end) return Number.NaN;
  // Like moment, a negative span counts whole years towards zero.
  if (to < from) return -wholeYearsBetween(to, from) || 0;
  const years = end.year - start.year;
  const beforeBirthday =
    end.month < start.month || (end.month === start.month && end.day < start.day);
  // Born on 29 February: the birthday of a common year is 28 February, as moment counts it.
  const leapBirthday =
    start.month === 2 &&
    start.day === 29 &&
    end.month === 2 &&
    end.day === 28 &&
    daysInMonth(end.year, 2) === 28;
  return years - (beforeBirthday && !leapBirthday ? 1 : 0);
}

// Birth dates as typed

/** The configured birth-date format: DD/MM/YYYY by default, the separator configurable. */
export function birthDateFormat(separator = '/'): string {
  return ['DD', 'MM', 'YYYY'].join(separator);
}

/** Masks typed text as two digits, two digits, four digits, joined by the separator. */
export function maskBirthDate(text: string, separator = '/'): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    .filter((part) => part !== '')
    .join(separator);
}

/**
 * A typed birth date as YYYY-MM-DD, or null (invalidDate): at least 10 characters, the day's first
 * digit at most 3, day at most 31, month at most 12, and a real date in the format.
 */
export function readBirthDate(text: string, separator = '/'): string | null {
  if (text.length < 10 || text.length > 10) return null;
  const day = text.slice(0, 2);
  const month = text.slice(3, 5);
  if (!/^[0-3]\d$/.test(day) || Number(day) > 31) return null;
  if (!/^\d{2}$/.test(month) || Number(month) > 12) return null;
  return parseDateStrict(text, birthDateFormat(separator));
}
