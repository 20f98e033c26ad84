/**
 * Dates as people type and read them: the shop's date formats, strict reading of a typed date,
 * a date shown in a format, and the birth-date field's mask. Loaded with the forms and pages that
 * use them, not with the shell.
 */
import { type DateParts, dateParts, isoDateOf, isValidDay, pad } from './core';

/**
 * The date formats: calls YYYY-MM-DD, calendar month DD-MM-YYYY, display DD.MM.YY
 * (docs/rules/shell-and-routes.md, "Dates").
 */
export const dateFormats = {
  api: 'YYYY-MM-DD',
  calendarMonth: 'DD-MM-YYYY',
  display: 'DD.MM.YY',
} as const;

const tokenPattern = /YYYY|MM|DD/g;
const outputTokenPattern = /YYYY|YY|MM|DD/g;

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
 * A typed date read strictly in `format` (e.g. DD/MM/YYYY): 31/02/2024 is no date, 29/02/2024 is
 * one. Returns YYYY-MM-DD, or null.
 */
export function parseDateStrict(text: string, format: string): string | null {
  const parts = readIn(text, format);
  return parts ? isoDateOf(parts) : null;
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
