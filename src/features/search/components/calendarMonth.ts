/**
 * Month arithmetic for the travel period calendar, on day numbers (days since 1970-01-01 UTC, as
 * in model/travelPeriod) and month numbers (year * 12 + zero-based month).
 * Weeks start on Monday: every market of the shop (de, at, ch, gb, ie, it, es) does.
 */

export const msPerDay = 86_400_000;

export function monthOfDay(day: number): number {
  const date = new Date(day * msPerDay);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

export function firstDayOfMonth(month: number): number {
  return Date.UTC(Math.floor(month / 12), month % 12, 1) / msPerDay;
}

export function lastDayOfMonth(month: number): number {
  return firstDayOfMonth(month + 1) - 1;
}

/** Monday 0 to Sunday 6 (day 0, 1 January 1970, was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

export type MonthWeeks = readonly (readonly (number | null)[])[];

// Months are rebuilt on every render of a month grid otherwise; a session sees a dozen or so.
const weeksCache = new Map<number, MonthWeeks>();

/** The month as rows of seven day numbers, null where a row reaches into a neighbour month. */
export function monthWeeks(month: number): MonthWeeks {
  const cached = weeksCache.get(month);
  if (cached) return cached;
  const first = firstDayOfMonth(month);
  const last = lastDayOfMonth(month);
  const weeks: (number | null)[][] = [];
  for (let start = first - weekdayOf(first); start <= last; start += 7) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) =>
        start + i >= first && start + i <= last ? start + i : null,
      ),
    );
  }
  weeksCache.set(month, weeks);
  return weeks;
}

/** The same day of the month `months` away, or that month's last day when it is shorter. */
function shiftMonths(day: number, months: number): number {
  const target = monthOfDay(day) + months;
  const dayOfMonth = day - firstDayOfMonth(monthOfDay(day));
  return Math.min(firstDayOfMonth(target) + dayOfMonth, lastDayOfMonth(target));
}

/**
 * Where a key moves the focus in the date grid (WAI-ARIA date picker dialog pattern): arrows by
 * day and week, Home/End to the week's start and end, PageUp/PageDown by month, with Shift by
 * year. Undefined for any other key.
 */
export function dayForKey(key: string, day: number, shiftKey = false): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return day - 1;
    case 'ArrowRight':
      return day + 1;
    case 'ArrowUp':
      return day - 7;
    case 'ArrowDown':
      return day + 7;
    case 'Home':
      return day - weekdayOf(day);
    case 'End':
      return day + 6 - weekdayOf(day);
    case 'PageUp':
      return shiftMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return shiftMonths(day, shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}
