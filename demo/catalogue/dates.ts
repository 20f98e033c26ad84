/** Date arithmetic on UTC day numbers; no clock reads, no time zones. */
const DAY_MS = 86_400_000;

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = isoPattern.exec(value);
  if (!m) return false;
  const day = toDayNumber(value);
  return fromDayNumber(day) === value;
}

/** Days since 1970-01-01 for a YYYY-MM-DD string. */
export function toDayNumber(iso: string): number {
  const m = isoPattern.exec(iso);
  if (!m) throw new Error(`Not a date: ${iso}`);
  return Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(toDayNumber(iso) + days);
}

const months = new Map<number, number>();

/** 1..12 (memoised: pricing asks for the same few hundred days over and over). */
export function monthOfDay(day: number): number {
  let month = months.get(day);
  if (month === undefined) {
    month = new Date(day * DAY_MS).getUTCMonth() + 1;
    months.set(day, month);
  }
  return month;
}

/** 0 Sunday .. 6 Saturday; day 0 (1970-01-01) was a Thursday. */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The calendar date of a moment in UTC: the one place a real clock value enters. */
export function isoDateOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** 'DD-MM-YYYY' (the calendar month format of calls) to the first day of that month. */
export function parseCalendarMonth(value: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-01`;
  return isIsoDate(iso) ? iso : null;
}

export function daysInMonth(firstOfMonth: string): number {
  const day = toDayNumber(firstOfMonth);
  const date = new Date(day * DAY_MS);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' + 'HH:mm' to a local date-time string. */
export function dateTime(iso: string, minutesOfDay: number): string {
  const extraDays = Math.floor(minutesOfDay / 1440);
  const rest = minutesOfDay - extraDays * 1440;
  const hh = String(Math.floor(rest / 60)).padStart(2, '0');
  const mm = String(rest % 60).padStart(2, '0');
  return `${addDays(iso, extraDays)}T${hh}:${mm}:00`;
}
