import { addMonths, dayNumber, isoOfDay } from '../../../lib/calendarDates';
import type { IsoDate, TravelPeriodValue } from './searchTypes';

/**
 * Travel period rules, free of React (docs/rules/search.md, "Travel period: the days on offer"
 * and "Flexible and exact dates"): the default period, its validity and its repair. `today` is
 * always passed in: the rules never read the clock. Every page's first request needs these, so
 * they ship in the shell; picking in the calendar is in ./periodPicking.ts, with the panel.
 *
 * Dates are YYYY-MM-DD strings (the call format) and, internally, day numbers (days since
 * 1970-01-01, src/lib/calendarDates): the calendar asks these rules about every visible day on
 * each keystroke, and comparing integers is cheap.
 *
 * Details of these rules:
 * - The default period is flexible (`exact: false`); its duration is derived from the default
 *   one-day span, so it is '1' until the visitor picks dates or a duration.
 * - A period awaiting its return date (after a departure pick cleared it) has `returnDate: ''`.
 *   It is never valid; the panel keeps it to itself and reports only complete periods.
 * - Exact mode holds at most 22 nights (the duration is the day difference, capped at 22, so the
 *   span itself is capped): a departure pick that leaves a longer span clears the return, and
 *   switching to exact pulls a longer return in to departure + 22.
 * - A flexible duration is '7' or '5-8'; it "exceeds" the span when its last segment does.
 *   Fitting it to a shorter span caps each segment at the span ('5-8' over 6 days is '5-6').
 * - A return picked before the departure swaps the pair. That can happen only before a departure
 *   has been picked in the current session: a departure pick raises the minimum return to the
 *   next day. A return on the departure day itself is refused.
 * - Date picks shrink a flexible duration only while the span is too short for the duration the
 *   visitor asked for (PickSession.wantedDuration): 7 nights stay 7 across an intermediate pick.
 */

export const departureOffsetDays = 21;
export const returnOffsetDays = 22;
export const maxExactDuration = 22;
export const maxFlexibleDuration = 21;

/**
 * Flexible durations offered in the select: ranges around the common package lengths (a short
 * break, about one week, about two weeks, longer stays) and the exact one, two and three weeks
 * most offers are priced for. None ends above 21, the flexible cap. A valid duration from
 * elsewhere (a shared link) is kept and shown alongside these.
 */
export const durationOptions: readonly string[] = [
  '1-4',
  '5-8',
  '7',
  '9-12',
  '10',
  '13-15',
  '14',
  '16-21',
  '21',
];

export type PeriodTab = 'departure' | 'return';

function dayOfToday(today: IsoDate): number {
  const day = dayNumber(today);
  if (day === undefined) throw new RangeError(`today must be YYYY-MM-DD, got '${today}'`);
  return day;
}

export function earliestDate(today: IsoDate): IsoDate {
  return isoOfDay(dayOfToday(today) + 1);
}

/**
 * One year ahead (29 February falls back to the 28th). A state's return date beyond a year is the
 * maximum instead, so a calendar showing that state is not cut off. The picking rules and
 * `clampPeriod` use the plain year: a period from a URL is repaired into it.
 */
export function latestDate(today: IsoDate, stateReturnDate?: IsoDate): IsoDate {
  dayOfToday(today);
  const oneYear = dayNumber(addMonths(today, 12)) as number;
  const state = stateReturnDate === undefined ? undefined : dayNumber(stateReturnDate);
  return isoOfDay(state !== undefined && state > oneYear ? state : oneYear);
}

export function periodBounds(today: IsoDate) {
  return { first: dayOfToday(today) + 1, last: dayNumber(latestDate(today)) as number };
}

/** The duration's nights as [from, to]: '7' is [7, 7], '5-8' is [5, 8]; undefined if invalid. */
export function durationRange(duration: string): [number, number] | undefined {
  const match = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(duration.trim());
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = Number(match[2] ?? match[1]);
  return from >= 1 && from <= to ? [from, to] : undefined;
}

const durationOf = (from: number, to: number) => (from === to ? String(to) : `${from}-${to}`);

/** A last segment above 21 turns the whole duration into '21'. */
export function capDuration(duration: string): string | undefined {
  const range = durationRange(duration);
  if (!range) return undefined;
  return range[1] > maxFlexibleDuration ? String(maxFlexibleDuration) : durationOf(...range);
}

/** A flexible duration that fits `span` days; an invalid one becomes the whole span (max 21). */
export function fitDuration(duration: string, span: number): string {
  const limit = Math.min(span, maxFlexibleDuration);
  const range = durationRange(capDuration(duration) ?? '');
  if (!range) return String(limit);
  return durationOf(Math.min(range[0], limit), Math.min(range[1], limit));
}

/** The duration belonging to a complete period of `span` days in the given mode. */
export function durationFor(
  value: TravelPeriodValue,
  span: number,
  wanted = value.duration,
): string {
  return value.exact ? String(span) : fitDuration(wanted, span);
}

export function defaultTravelPeriod(today: IsoDate): TravelPeriodValue {
  const day = dayOfToday(today);
  const span = returnOffsetDays - departureOffsetDays;
  return {
    departureDate: isoOfDay(day + departureOffsetDays),
    returnDate: isoOfDay(day + returnOffsetDays),
    duration: fitDuration('', span),
    exact: false,
  };
}

export function samePeriod(a: TravelPeriodValue, b: TravelPeriodValue): boolean {
  return (
    a.departureDate === b.departureDate &&
    a.returnDate === b.returnDate &&
    a.duration === b.duration &&
    a.exact === b.exact
  );
}

/**
 * The toggle between flexible and exact; exact derives the duration from the span.
 * Back in flexible mode the duration is the wanted one (see PickSession), fitted to the span.
 */
export function setExact(
  value: TravelPeriodValue,
  exact: boolean,
  wantedDuration = value.duration,
): TravelPeriodValue {
  if (value.exact === exact) return value;
  const departure = dayNumber(value.departureDate);
  const returnDay = dayNumber(value.returnDate);
  if (departure === undefined || returnDay === undefined) return { ...value, exact };
  const span = returnDay - departure;
  if (!exact) return { ...value, exact, duration: fitDuration(wantedDuration, span) };
  const nights = Math.min(span, maxExactDuration);
  return { ...value, exact, returnDate: isoOfDay(departure + nights), duration: String(nights) };
}

/** A complete, ordered period within [tomorrow, one year ahead] whose duration fits its mode. */
export function isValidPeriod(value: TravelPeriodValue, today: IsoDate): boolean {
  const { first, last } = periodBounds(today);
  const departure = dayNumber(value.departureDate);
  const returnDay = dayNumber(value.returnDate);
  if (departure === undefined || returnDay === undefined) return false;
  if (departure < first || returnDay > last || returnDay <= departure) return false;
  const span = returnDay - departure;
  if (value.exact === true) return span <= maxExactDuration && value.duration === String(span);
  const range = durationRange(value.duration);
  return (
    value.exact === false &&
    range !== undefined &&
    range[1] <= Math.min(span, maxFlexibleDuration) &&
    value.duration === durationOf(...range)
  );
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * Repairs a period from the URL into a valid one. A reversed pair is swapped; a missing date is
 * the day before or after the other one; a period outside the range moves into it keeping its
 * length where it can (an old shared link then starts tomorrow); the duration is refitted.
 */
export function clampPeriod(value: TravelPeriodValue, today: IsoDate): TravelPeriodValue {
  const exact = value.exact === true;
  const { first, last } = periodBounds(today);
  let from = dayNumber(value.departureDate);
  let to = dayNumber(value.returnDate);
  if (from === undefined && to === undefined) return setExact(defaultTravelPeriod(today), exact);
  from ??= (to as number) - 1;
  to ??= from + 1;
  if (to < from) [from, to] = [to, from];
  const departure = clamp(from, first, last - 1);
  const longest = exact ? maxExactDuration : Infinity;
  const returnDay = clamp(
    departure + Math.max(1, to - from),
    departure + 1,
    Math.min(last, departure + longest),
  );
  const span = returnDay - departure;
  return {
    departureDate: isoOfDay(departure),
    returnDate: isoOfDay(returnDay),
    duration: exact ? String(span) : fitDuration(String(value.duration), span),
    exact,
  };
}
