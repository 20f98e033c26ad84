import { dayNumber, isoOfDay } from '../../../lib/calendarDates';
import type { IsoDate, TravelPeriodValue } from './searchTypes';
import {
  capDuration,
  durationFor,
  durationRange,
  earliestDate,
  fitDuration,
  maxExactDuration,
  periodBounds,
  type PeriodTab,
} from './travelPeriod';

/**
 * Picking a travel period in the calendar (docs/rules/search.md, "Picking dates"): the days each
 * tab offers, a departure or return pick, and the duration select. The details of these rules are
 * written at the head of ./travelPeriod.ts. Loaded with the search panels, not with the shell.
 */

/** The days a tab lets the visitor pick: min..max inclusive (day numbers), except one day. */
export interface SelectableRange {
  min: number;
  max: number;
  except: number | null;
}

export function isPickable(day: number, range: SelectableRange): boolean {
  return day >= range.min && day <= range.max && day !== range.except;
}

/**
 * Departure tab: tomorrow up to the day before the latest date (a return must fit after it).
 * Return tab: from the minimum return up to the latest date, in exact mode within 22 days of the
 * departure (either side, as an earlier day swaps the pair), never the departure day itself.
 */
export function selectableRange(
  value: TravelPeriodValue,
  tab: PeriodTab,
  today: IsoDate,
  minReturn: IsoDate = earliestDate(today),
): SelectableRange {
  const { first, last } = periodBounds(today);
  if (tab === 'departure') return { min: first, max: last - 1, except: null };
  const departure = dayNumber(value.departureDate) ?? first;
  const min = Math.max(first, dayNumber(minReturn) ?? first);
  if (!value.exact) return { min, max: last, except: departure };
  return {
    min: Math.max(min, departure - maxExactDuration),
    max: Math.min(last, departure + maxExactDuration),
    except: departure,
  };
}

export type PickResult =
  | { accepted: false }
  | {
      accepted: true;
      value: TravelPeriodValue;
      /** A departure pick moves on to the return tab, a return pick back. */
      nextTab: PeriodTab;
      /** The earliest day the return tab offers from now on. */
      minReturn: IsoDate;
    };

const refused: PickResult = { accepted: false };

/** What the panel remembers between the picks of one opening. */
export interface PickSession {
  /** The earliest return the return tab offers; tomorrow until a departure is picked. */
  minReturn?: IsoDate;
  /**
   * The flexible duration the visitor asked for (default: the current one). A span too short
   * for it shrinks the duration only while the span stays short: moving the departure closer
   * to the return and then picking a later return does not lose the visitor's 7 nights.
   */
  wantedDuration?: string;
}

/** Picks a departure; a return on or before it (or too far for exact) is cleared. */
export function pickDeparture(
  value: TravelPeriodValue,
  date: IsoDate,
  today: IsoDate,
  session: PickSession = {},
): PickResult {
  const departure = dayNumber(date);
  if (departure === undefined || !isPickable(departure, selectableRange(value, 'departure', today)))
    return refused;
  const { last } = periodBounds(today);
  const oldReturn = dayNumber(value.returnDate);
  const keepsReturn =
    oldReturn !== undefined &&
    oldReturn > departure &&
    oldReturn <= last &&
    (!value.exact || oldReturn - departure <= maxExactDuration);
  const next: TravelPeriodValue = keepsReturn
    ? {
        ...value,
        departureDate: date,
        duration: durationFor(value, oldReturn - departure, session.wantedDuration),
      }
    : { ...value, departureDate: date, returnDate: '' };
  return { accepted: true, value: next, nextTab: 'return', minReturn: isoOfDay(departure + 1) };
}

/** Picks a return; one before the departure swaps the pair. */
export function pickReturn(
  value: TravelPeriodValue,
  date: IsoDate,
  today: IsoDate,
  session: PickSession = {},
): PickResult {
  const minReturn = session.minReturn ?? earliestDate(today);
  const day = dayNumber(date);
  const departure = dayNumber(value.departureDate);
  const range = selectableRange(value, 'return', today, minReturn);
  const departureRange = selectableRange(value, 'departure', today);
  if (day === undefined || departure === undefined || !isPickable(day, range)) return refused;
  if (!isPickable(departure, departureRange)) return refused;
  const [from, to] = day < departure ? [day, departure] : [departure, day];
  const next: TravelPeriodValue = {
    ...value,
    departureDate: isoOfDay(from),
    returnDate: isoOfDay(to),
    duration: durationFor(value, to - from, session.wantedDuration),
  };
  return { accepted: true, value: next, nextTab: 'departure', minReturn };
}

/** Flexible mode only: a duration longer than the span pushes the return date out. */
export function setDuration(
  value: TravelPeriodValue,
  duration: string,
  today: IsoDate,
): TravelPeriodValue {
  const capped = capDuration(duration);
  if (value.exact || capped === undefined) return value;
  const departure = dayNumber(value.departureDate);
  const oldReturn = dayNumber(value.returnDate);
  // Awaiting a return: the duration is fitted once the return is picked.
  if (departure === undefined || oldReturn === undefined) return { ...value, duration: capped };
  const longest = (durationRange(capped) as [number, number])[1];
  const pushed = Math.min(departure + longest, periodBounds(today).last);
  const returnDay = Math.max(oldReturn, pushed);
  return {
    ...value,
    returnDate: isoOfDay(returnDay),
    duration: fitDuration(capped, returnDay - departure),
  };
}
