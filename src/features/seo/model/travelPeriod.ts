import type { IsoDate } from '../../../api/types';
import { daysInMonth, isoDateOf } from '../../../lib/calendarDates';

const monthDay = /^(\d{2})-(\d{2})$/;
/** A month-day is a day when some year has it: 02-29 is one, 04-31 is not. */
const anyLeapYear = 2024;

function parseMonthDay(text: string): { month: number; day: number } | null {
  const m = monthDay.exec(text);
  const month = Number(m?.[1]);
  const day = Number(m?.[2]);
  if (!m || month < 1 || month > 12 || day < 1) return null;
  return day > daysInMonth(anyLeapYear, month) ? null : { month, day };
}

/**
 * A destination page's travel period from the content's month-day strings (Feb 29 is Feb 28 in a
 * common year): the start is clamped to today if it has passed; the end moves to next year if it
 * has passed. An end that would still come before the start (a window over new year) moves a year
 * on too.
 * Null when either month-day is not a date: the search then goes without a travel period.
 */
export function destinationTravelPeriod(
  from: string,
  to: string,
  today: IsoDate,
): { departureDate: IsoDate; returnDate: IsoDate } | null {
  const start = parseMonthDay(from);
  const end = parseMonthDay(to);
  if (!start || !end) return null;
  const year = Number(today.slice(0, 4));
  const startThisYear = isoDateOf({ year, ...start });
  const departureDate = startThisYear < today ? today : startThisYear;
  let returnDate = isoDateOf({ year, ...end });
  if (returnDate < today) returnDate = isoDateOf({ year: year + 1, ...end });
  if (returnDate < departureDate) returnDate = isoDateOf({ year: year + 1, ...end });
  return { departureDate, returnDate };
}
