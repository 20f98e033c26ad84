/**
 * The shop's one place where a date becomes words in the visitor's language: a calendar date, a
 * day number, a month or a wall-clock time, in one of the named styles below. Fixed patterns
 * (DD.MM.YY, the API's YYYY-MM-DD) stay with `formatApiDate` in lib/calendarDates.
 *
 * Every function takes the locale as text (react-intl's `intl.locale`), so this module needs
 * neither react-intl nor a component: sagas, models and tests can call it as well.
 */
import { dayNumber, instantOfDay, isoDateOf, utcInstant } from './calendarDates';

/**
 * The styles the shop shows dates in; the examples are en-GB, then de-DE where it differs in more
 * than the words.
 */
export const dateStyles = {
  /** 'Friday, 12 June 2026': a calendar day's accessible name, announcements. */
  longDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Fri 12 Jun' ('Fr., 12. Juni'): a flight's day. */
  shortDate: { weekday: 'short', day: 'numeric', month: 'short' },
  /** '12 June 2026' ('12. Juni 2026'). */
  dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
  /** '12 Jun 2026' ('12. Juni 2026'): a saved search's travel dates. */
  dayShortMonthYear: { day: 'numeric', month: 'short', year: 'numeric' },
  /** The locale's medium date, '12 Jun 2026' ('12.06.2026'): the booking summary. */
  mediumDate: { dateStyle: 'medium' },
  /** 'June 2026': a calendar month's caption. */
  monthYear: { month: 'long', year: 'numeric' },
  /** 'June'. */
  monthName: { month: 'long' },
  /** 'Fri'. */
  shortWeekday: { weekday: 'short' },
  /** 'Friday'. */
  longWeekday: { weekday: 'long' },
  /** '14:05': a flight's departure or arrival. */
  time: { hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

/** The styles that show no time of day: what a date without a time can be shown in. */
export type DayStyle = Exclude<DateStyle, 'time'>;

// One formatter per language and style, called directly: react-intl's formatDate looks its
// formatter up by serialising the arguments, which a 12-month calendar would pay 400 times.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of a locale and style, made once. Always in UTC: API dates and flight times are
 * local wall-clock values, read as UTC (calendarDates' `utcInstant`, `instantOfDay`) and formatted
 * in UTC, so no time zone can move them to another day or hour.
 */
export function dateFormatter(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...dateStyles[style], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

// A date the server garbled shows as nothing rather than as 'Invalid Date'.
function formatInstant(locale: string, instant: number, style: DateStyle): string {
  return Number.isFinite(instant) ? dateFormatter(locale, style).format(instant) : '';
}

/** A day number (days since 1970-01-01) in the locale. */
export function formatDay(locale: string, day: number, style: DayStyle): string {
  return formatInstant(locale, instantOfDay(day), style);
}

/**
 * A YYYY-MM-DD date in the locale; of a date-time only the date is read. '' when it is no date.
 */
export function formatIsoDate(locale: string, isoDate: string, style: DayStyle): string {
  const [date = ''] = isoDate.split('T');
  return formatDay(locale, dayNumber(date) ?? Number.NaN, style);
}

/**
 * A wall-clock date-time of the API (YYYY-MM-DDTHH:mm, a flight's departure) in the locale: its
 * time as written, whatever the visitor's zone. '' when its date is no date.
 */
export function formatIsoDateTime(locale: string, isoDateTime: string, style: DateStyle): string {
  return formatInstant(locale, utcInstant(isoDateTime), style);
}

/** A YYYY-MM month in the locale ('June 2026' with monthYear). */
export function formatMonth(
  locale: string,
  month: string,
  style: 'monthYear' | 'monthName',
): string {
  return formatIsoDate(locale, `${month}-01`, style);
}

/**
 * The day a moment in time (an ISO date-time with its zone, such as a price check's) falls on by
 * the visitor's clock, in the locale. Unlike the API's wall-clock values it is read in the
 * visitor's zone, as they would date it; '' when it is no time.
 */
export function formatLocalDay(locale: string, instant: string, style: DayStyle): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const day = { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  return formatIsoDate(locale, isoDateOf(day), style);
}

export interface WeekdayName {
  short: string;
  long: string;
}

const weekdayCache = new Map<string, readonly WeekdayName[]>();

/** The seven weekday names, Monday first as the shop's weeks start in every market. */
export function weekdayNames(locale: string): readonly WeekdayName[] {
  let names = weekdayCache.get(locale);
  if (!names) {
    // Day 4, 5 January 1970, was a Monday.
    names = Array.from({ length: 7 }, (_, i) => ({
      short: formatDay(locale, 4 + i, 'shortWeekday'),
      long: formatDay(locale, 4 + i, 'longWeekday'),
    }));
    weekdayCache.set(locale, names);
  }
  return names;
}

const monthNameCache = new Map<string, readonly string[]>();

/** The twelve month names, January first ('January' … 'December'). */
export function monthNames(locale: string): readonly string[] {
  let names = monthNameCache.get(locale);
  if (!names) {
    names = Array.from({ length: 12 }, (_, i) =>
      formatIsoDate(locale, isoDateOf({ year: 2000, month: i + 1, day: 1 }), 'monthName'),
    );
    monthNameCache.set(locale, names);
  }
  return names;
}
