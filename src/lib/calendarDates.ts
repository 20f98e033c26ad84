/**
 * Calendar dates without time or zone (birth dates, travel dates), for the parts of the shop
 * that must not carry moment on their first load (the search mask and its model, the hotel page,
 * the checkout's travellers step). Formats use the DD, MM and YYYY tokens of src/lib/dates.ts
 * with any separators; formatting also knows YY (the display format DD.MM.YY).
 */

const tokenPattern = /YYYY|MM|DD/g;
const outputTokenPattern = /YYYY|YY|MM|DD/g;

interface DayParts {
  year: number;
  month: number;
  day: number;
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (value: number, length: number) => String(value).padStart(length, '0');

function isValidDay({ year, month, day }: DayParts): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function read(text: string, format: string): DayParts | null {
  const tokens: string[] = [];
  const source = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(tokenPattern, (token) => {
    tokens.push(token);
    return token === 'YYYY' ? '(\\d{4})' : '(\\d{2})';
  });
  const match = new RegExp(`^${source}$`).exec(text);
  if (!match) return null;
  const parts: DayParts = { year: 0, month: 0, day: 0 };
  tokens.forEach((token, index) => {
    const value = Number(match[index + 1]);
    if (token === 'YYYY') parts.year = value;
    else if (token === 'MM') parts.month = value;
    else parts.day = value;
  });
  return isValidDay(parts) ? parts : null;
}

const toIso = ({ year, month, day }: DayParts) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/**
 * A typed date read strictly in `format` (e.g. DD/MM/YYYY): 31/02/2024 is no date, 29/02/2024 is
 * one. Returns YYYY-MM-DD, or null.
 */
export function parseDateStrict(text: string, format: string): string | null {
  const parts = read(text, format);
  return parts ? toIso(parts) : null;
}

/** Whether `text` is a real date written YYYY-MM-DD: 2024-02-29 is one, 2023-02-29 is not. */
export function isApiDate(text: string): boolean {
  return read(text, 'YYYY-MM-DD') !== null;
}

/** YYYY-MM-DD shown in `format` (YY: the year's last two digits); '' when it is no valid date. */
export function formatApiDate(isoDate: string, format: string): string {
  const parts = read(isoDate, 'YYYY-MM-DD');
  if (!parts) return '';
  const values: Record<string, string> = {
    YYYY: pad(parts.year, 4),
    YY: pad(parts.year % 100, 2),
    MM: pad(parts.month, 2),
    DD: pad(parts.day, 2),
  };
  return format.replace(outputTokenPattern, (token) => values[token] ?? token);
}

/**
 * YYYY-MM-DD moved by whole months (negative: back), as moment adds them: a day the new month
 * lacks becomes its last day, so 31 March minus one month is 28 or 29 February. Years are 12
 * months each. '' when the input is no valid date.
 */
export function addMonths(isoDate: string, months: number): string {
  const parts = read(isoDate, 'YYYY-MM-DD');
  if (!parts) return '';
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return toIso({ year, month, day: Math.min(parts.day, daysInMonth(year, month)) });
}

/**
 * Completed months from one YYYY-MM-DD to another, as moment's diff in months counts them: a
 * month is complete on the same day of a later month, or on that month's last day when it has no
 * such day (31 January to 28 February is one month in a common year).
 */
export function wholeMonthsBetween(from: string, to: string): number {
  const start = read(from, 'YYYY-MM-DD');
  const end = read(to, 'YYYY-MM-DD');
  if (!start || !end) return Number.NaN;
  // Like moment, a negative span counts whole months towards zero.
  if (toIso(end) < toIso(start)) return -wholeMonthsBetween(to, from) || 0;
  const months = (end.year - start.year) * 12 + (end.month - start.month);
  const lastMonthComplete = Math.min(start.day, daysInMonth(end.year, end.month)) <= end.day;
  return lastMonthComplete ? months : months - 1;
}

/** Completed years from one YYYY-MM-DD to another: the age on `to` of someone born on `from`. */
export function wholeYearsBetween(from: string, to: string): number {
  const start = read(from, 'YYYY-MM-DD');
  const end = read(to, 'YYYY-MM-DD');
  if (!start || !end) return Number.NaN;
  // Like moment, a negative span counts whole years towards zero.
  if (toIso(end) < toIso(start)) return -wholeYearsBetween(to, from) || 0;
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

/** Today on the visitor's clock as YYYY-MM-DD. */
export function todayApiDate(now = new Date()): string {
  return toIso({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

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
