import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { todayApiDate } from '../../lib/calendarDates';
import { defaultTravelPeriod, clampPeriod } from './model/travelPeriod';
import { parseSearchQuery, type SearchQuery } from './model/searchQuery';
import { anyStops } from './model/searchTypes';

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

/** The search a URL query carries, repaired where it is out of range (also read at boot). */
export function appliedSearchOf(search: string): SearchQuery {
  const today = todayIso();
  const parsed = parseSearchQuery(new URLSearchParams(search), defaultSearch(today));
  return { ...parsed, period: clampPeriod(parsed.period, today) };
}

/** The search the current URL carries, repaired where the URL is out of range. */
export function useAppliedSearch(): SearchQuery {
  const { search } = useLocation();
  return useMemo(() => appliedSearchOf(search), [search]);
}
