import type { IsoDate } from '../../../api/types';

const monthDay = /^(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of a month-day in a year; Feb 29 of a common year becomes Feb 28. */
function dateIn(year: number, month: number, day: number): IsoDate {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(day, last))}`;
}

function parseMonthDay(text: string): { month: number; day: number } | null {
  const m = monthDay.exec(text);
  const month = Number(m?.[1]);
  const day = Number(m?.[2]);
  if (!m || month < 1 || month > 12 || day < 1 || day > 31) return null;
  // 04-31 is not a day; only Feb 29 may exceed a year's month (it exists in leap years).
  if (day > new Date(Date.UTC(2024, month, 0)).getUTCDate()) return null;
  return { month, day };
}

/**
 * A destination page's travel period from the content's month-day strings: the start is
 * clamped to today if it has passed; the end moves to next year if it has passed. An end that
 * would still come before the start (a window over new year) moves a year on too.
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
  const startThisYear = dateIn(year, start.month, start.day);
  const departureDate = startThisYear < today ? today : startThisYear;
  let returnDate = dateIn(year, end.month, end.day);
  if (returnDate < today) returnDate = dateIn(year + 1, end.month, end.day);
  if (returnDate < departureDate) returnDate = dateIn(year + 1, end.month, end.day);
  return { departureDate, returnDate };
}
