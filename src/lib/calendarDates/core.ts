/**
 * The day arithmetic every page needs: reading and writing YYYY-MM-DD dates, day numbers, moving
 * by months, and whole months and years between two dates (ages). The result list's and the
 * hotel's first requests are built with these, so this file ships in the shell; the rest of the
 * date module (./calendar.ts, ./typed.ts) loads with the pages that use it. Import all of them
 * through the module's index (src/lib/calendarDates).
 */

export interface DateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export const msPerDay = 86_400_000;
const apiPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days of a month (1 to 12) in a year: February has 29 in leap years. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isValidDay({ year, month, day }: DateParts): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
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

/** Whether `text` is a real date written YYYY-MM-DD: 2024-02-29 is one, 2023-02-29 is not. */
export function isApiDate(text: string): boolean {
  return dateParts(text) !== null;
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

export function dayOfParts({ year, month, day }: DateParts): number {
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
