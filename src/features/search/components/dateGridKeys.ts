import { addMonths, dayNumber, isoOfDay, weekdayOfDay } from '../../../lib/calendarDates';

/**
 * Where a key moves the focus in the date grid (WAI-ARIA date picker dialog pattern): arrows by
 * day and week, Home/End to the week's start and end, PageUp/PageDown by month, with Shift by
 * year; a month that lacks the day gives its last day. Days are day numbers
 * (src/lib/calendarDates). Undefined for any other key.
 */
export function dayForKey(key: string, day: number, shiftKey = false): number | undefined {
  const byMonths = (months: number) => dayNumber(addMonths(isoOfDay(day), months));
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
      return day - weekdayOfDay(day);
    case 'End':
      return day + 6 - weekdayOfDay(day);
    case 'PageUp':
      return byMonths(shiftKey ? -12 : -1);
    case 'PageDown':
      return byMonths(shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}
