import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { todayApiDate } from '../../lib/calendarDates';
import { defaultTravelPeriod, clampPeriod } from './model/travelPeriod';
import { parseSearchQuery, type SearchQuery } from './model/searchQuery';
import { anyStops } from './model/searchTypes';
import { withInfantsPerAdult } from './model/travellers';

/** Today in the visitor's time zone, as the rules take it (they never read the clock). */
export function todayIso(): string {
  return todayApiDate();
}

export function defaultSearch(today: string): SearchQuery {
  return {
    destinationIds: [],
    airports: [],
    period: defaultTravelPeriod(today),
    travellers: { adultsCount: 2, childrenBirthDates: [] },
    maxStops: anyStops,
  };
}

/** What a URL's search was repaired for, beyond quiet range fixes: the page says so. */
export interface SearchRepairs {
  /** Children under 2 left out because they outnumbered the adults. */
  infantsRemoved: number;
}

type Repaired = { query: SearchQuery; repairs: SearchRepairs };
// The mask, the list and the notice all read the same address: it is repaired once.
let lastRepaired: { key: string; value: Repaired } | null = null;

/** The search a URL query carries, repaired where it is out of range, and what was repaired. */
export function repairedSearchOf(search: string): Repaired {
  const today = todayIso();
  const key = `${today}|${search}`;
  if (lastRepaired?.key === key) return lastRepaired.value;
  const value = repairSearch(search, today);
  lastRepaired = { key, value };
  return value;
}

function repairSearch(search: string, today: string): Repaired {
  const parsed = parseSearchQuery(new URLSearchParams(search), defaultSearch(today));
  const period = clampPeriod(parsed.period, today);
  const travellers = withInfantsPerAdult(parsed.travellers, period.departureDate);
  return {
    query: { ...parsed, period, travellers: travellers.value },
    repairs: { infantsRemoved: travellers.removed },
  };
}

/** The search a URL query carries, repaired where it is out of range (also read at boot). */
export function appliedSearchOf(search: string): SearchQuery {
  return repairedSearchOf(search).query;
}

/** What the current URL's search was repaired for. */
export function useSearchRepairs(): SearchRepairs {
  const { search } = useLocation();
  return useMemo(() => repairedSearchOf(search).repairs, [search]);
}

/** The search the current URL carries, repaired where the URL is out of range. */
export function useAppliedSearch(): SearchQuery {
  const { search } = useLocation();
  return useMemo(() => appliedSearchOf(search), [search]);
}
