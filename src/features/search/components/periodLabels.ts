import type { IntlShape } from 'react-intl';
import { durationOptions, durationRange } from '../model/travelPeriod';
import { firstDayOfMonth, monthWeekDays } from '../../../lib/calendarDates';
import { formatDay, weekdayNames, type WeekdayName } from '../../../lib/dateFormat';

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
  weekdays: readonly WeekdayName[];
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
    caption: formatDay(intl.locale, firstDayOfMonth(month), 'monthYear'),
    weekdays: weekdayNames(intl.locale),
    names: new Map(days.map((day) => [day, formatDay(intl.locale, day, 'longDate')])),
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
