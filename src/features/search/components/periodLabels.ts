import type { IntlShape } from 'react-intl';
import { durationOptions, durationRange } from '../model/travelPeriod';
import { firstDayOfMonth, instantOfDay, monthWeekDays } from '../../../lib/calendarDates';

const formatOptions = {
  /** 'Friday, 12 June 2026': day names and announcements. */
  longDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  shortWeekday: { weekday: 'short' },
  longWeekday: { weekday: 'long' },
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type DateStyle = keyof typeof formatOptions;

// One formatter per language and style, called directly: react-intl's formatDate looks its
// formatter up by serialising the arguments, which a 12-month calendar would pay 400 times.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A day number (a UTC midnight) in the visitor's language. */
export function formatDay(intl: IntlShape, day: number, style: DateStyle): string {
  const key = `${intl.locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intl.locale, { ...formatOptions[style], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(instantOfDay(day));
}

export function formatLongDate(intl: IntlShape, day: number): string {
  return formatDay(intl, day, 'longDate');
}

/** '7 nights' or '5–8 nights'; nothing for an invalid duration. */
export function formatDuration(intl: IntlShape, duration: string): string {
  const range = durationRange(duration);
  if (!range) return '';
  const [from, to] = range;
  return from === to
    ? intl.formatMessage({ id: 'search.period.nights' }, { count: to })
    : intl.formatMessage({ id: 'search.period.nightsRange' }, { from, to });
}

export interface MonthText {
  caption: string;
  weekdays: readonly { short: string; long: string }[];
  /** Each day's accessible name. */
  names: ReadonlyMap<number, string>;
}

// A month's texts never change for a language: kept across renders and openings.
const monthTexts = new Map<string, MonthText>();

/** The caption, weekday headings and day names of a month in the visitor's language. */
export function monthText(intl: IntlShape, month: number): MonthText {
  const key = `${intl.locale}|${month}`;
  const cached = monthTexts.get(key);
  if (cached) return cached;
  const days = monthWeekDays(month)
    .flat()
    .filter((day): day is number => day !== null);
  const text: MonthText = {
    caption: formatDay(intl, firstDayOfMonth(month), 'month'),
    // Day 4, 5 January 1970, was a Monday.
    weekdays: Array.from({ length: 7 }, (_, i) => ({
      short: formatDay(intl, 4 + i, 'shortWeekday'),
      long: formatDay(intl, 4 + i, 'longWeekday'),
    })),
    names: new Map(days.map((day) => [day, formatLongDate(intl, day)])),
  };
  monthTexts.set(key, text);
  return text;
}

/**
 * Prepares what opening the panel would otherwise compute first: the texts of the months it
 * will show and the duration labels (react-intl compiles a message on its first use).
 */
export function warmPeriodTexts(intl: IntlShape, months: readonly number[]): void {
  for (const month of months) monthText(intl, month);
  for (const duration of durationOptions) formatDuration(intl, duration);
}
