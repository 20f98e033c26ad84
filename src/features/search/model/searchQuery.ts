import type { IsoDate, TravellersValue, TravelPeriodValue } from './searchTypes';
import { anyStops, directFlightStops } from './searchTypes';
import { withAgeOnly } from './ageOnly';

/**
 * The applied search as the URL of the result list and hotel pages carries it: reload,
 * back/forward and a shared link restore exactly the same search (docs/rules/search.md, "The
 * applied search is in the address").
 * Destinations travel as tree ids; their names come from the destination tree.
 */
export interface SearchQuery {
  destinationIds: string[];
  airports: string[];
  period: TravelPeriodValue;
  travellers: TravellersValue;
  maxStops: number;
}

export const searchParamNames = {
  destinations: 'dest',
  airports: 'dep',
  departure: 'from',
  return: 'to',
  duration: 'dur',
  exact: 'exact',
  adults: 'adults',
  children: 'children',
  stops: 'stops',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/**
 * Marks a child's date in `children=` that only stands in for an age chosen in the search
 * ('~2016-12-01'); an unmarked date is one the visitor gave (docs/rules/travellers.md "Ages
 * without birth dates").
 */
export const ageOnlyMarker = '~';
const unmarked = (entry: string) =>
  entry.startsWith(ageOnlyMarker) ? entry.slice(ageOnlyMarker.length) : entry;
const listOf = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Query → search, each part falling back to the given defaults when missing or malformed. */
export function parseSearchQuery(params: URLSearchParams, defaults: SearchQuery): SearchQuery {
  const n = searchParamNames;
  const from = params.get(n.departure);
  const to = params.get(n.return);
  const adults = Number(params.get(n.adults));
  const children = listOf(params.get(n.children));
  const childrenValid = children.every((entry) => isoDate.test(unmarked(entry)));
  return {
    destinationIds: [...new Set(listOf(params.get(n.destinations)))],
    airports: [...new Set(listOf(params.get(n.airports)))],
    period:
      from && to && isoDate.test(from) && isoDate.test(to)
        ? {
            departureDate: from,
            returnDate: to,
            duration: params.get(n.duration) ?? defaults.period.duration,
            exact: params.get(n.exact) === '1',
          }
        : defaults.period,
    travellers: withAgeOnly(
      {
        adultsCount:
          Number.isInteger(adults) && adults > 0 ? adults : defaults.travellers.adultsCount,
        childrenBirthDates: childrenValid
          ? children.map(unmarked)
          : defaults.travellers.childrenBirthDates,
      },
      childrenValid
        ? children.map((entry) => entry.startsWith(ageOnlyMarker))
        : (defaults.travellers.childrenAgeOnly ?? []),
    ),
    maxStops: params.get(n.stops) === String(directFlightStops) ? directFlightStops : anyStops,
  };
}

/** Search → query parameters; defaults stay out of the URL only where the value is empty. */
export function toSearchParams(query: SearchQuery): Record<string, string | undefined> {
  const n = searchParamNames;
  const join = (list: readonly string[]) => (list.length ? list.join(',') : undefined);
  return {
    [n.destinations]: join(query.destinationIds),
    [n.airports]: join(query.airports),
    [n.departure]: query.period.departureDate,
    [n.return]: query.period.returnDate,
    [n.duration]: query.period.duration || undefined,
    [n.exact]: query.period.exact ? '1' : undefined,
    [n.adults]: String(query.travellers.adultsCount),
    [n.children]: join(
      query.travellers.childrenBirthDates.map((date, i) =>
        query.travellers.childrenAgeOnly?.[i] ? `${ageOnlyMarker}${date}` : date,
      ),
    ),
    [n.stops]: query.maxStops === directFlightStops ? String(directFlightStops) : undefined,
  };
}

export type { IsoDate };
