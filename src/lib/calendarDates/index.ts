/**
 * The shop's one module for calendar dates: days without time or zone (travel dates, birth
 * dates, calendar days), written YYYY-MM-DD as in every call. Everything that reads such a date,
 * moves it, counts between two of them or lays out a month is here, on plain integers, so no
 * chunk needs moment for it (src/lib/dates.ts keeps moment for locale formatting only); the
 * tests (src/lib/calendarDates.test.ts) hold these functions to moment's results.
 *
 * Three forms of a date:
 * - YYYY-MM-DD text, what calls, addresses and state carry;
 * - a day number, the days since 1970-01-01, for calendars that compare many days at once;
 * - a month as YYYY-MM text, or as a month number (year * 12 + zero-based month).
 *
 * Formats use the DD, MM and YYYY tokens with any separators; formatting also knows YY.
 *
 * The module is three files because a bundled file carries every function any page uses: the
 * day arithmetic the first requests need (./core.ts) ships with the shell, calendars
 * (./calendar.ts) and typed dates (./typed.ts) with the pages that use them. Callers import this
 * index only.
 */
export {
  type DateParts,
  addMonths,
  dateParts,
  dayNumber,
  daysInMonth,
  isApiDate,
  isoDateOf,
  isoOfDay,
  todayApiDate,
  wholeMonthsBetween,
  wholeYearsBetween,
} from './core';
export {
  type CalendarWeek,
  type MonthWeeks,
  addDays,
  daysBetween,
  firstDayOfMonth,
  instantOfDay,
  lastDayOfMonth,
  monthNumberOf,
  monthOf,
  monthOfDay,
  monthWeekDays,
  monthWeeks,
  shiftMonth,
  utcInstant,
  weekdayOf,
  weekdayOfDay,
} from './calendar';
export {
  birthDateFormat,
  dateFormats,
  formatApiDate,
  maskBirthDate,
  parseDateStrict,
  readBirthDate,
} from './typed';
