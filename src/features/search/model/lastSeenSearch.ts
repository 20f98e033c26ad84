import type { LastSeenSearch, ProductSearch, SearchTraveller } from '../../../api/types';
import type { SearchQuery } from './searchQuery';
import { withAgeOnly } from './ageOnly';
import { localStore } from '../../../lib/browserStorage';
import { toProductSearch } from './productSearch';

/**
 * The last-seen search is stored locally and expires after 30 days (docs/rules/search-mask.md,
 * "The last-seen search").
 */
export const lastSeenKey = 'hs_last_seen_search';
export const lastSeenMaxAgeMs = 2592000000;

/** Announces a search stored in this tab ('storage' events only reach the other tabs). */
const changedEvent = 'hs:last-seen-search';

export function storeLastSeenSearch(search: LastSeenSearch, now: number): void {
  localStore()?.setItem(lastSeenKey, JSON.stringify({ ...search, storedAt: now }));
  window.dispatchEvent(new Event(changedEvent));
}

/**
 * Remembers a search the visitor starts (from the mask or the header's autocomplete) as the
 * last-seen search; its price is noted later, when the list it opens has answered.
 */
export function rememberSearch(
  search: SearchQuery,
  pageType: string,
  destinationName: string | undefined,
  now: number,
): void {
  storeLastSeenSearch(
    {
      pageType,
      productSearch: toProductSearch(search),
      price: { perPersonAmount: 0 },
      ...(destinationName ? { destination: { name: destinationName } } : {}),
      ...(search.airports[0] ? { airport: { name: search.airports[0] } } : {}),
    },
    now,
  );
}

/**
 * Calls `listener` whenever a last-seen search is stored, in this tab or another; returns the
 * unsubscribe. A view that outlives a search (a page kept during a route transition) stays current.
 */
export function onLastSeenSearchStored(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === lastSeenKey) listener();
  };
  window.addEventListener(changedEvent, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changedEvent, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readLastSeenSearch(now: number): LastSeenSearch | null {
  const store = localStore();
  const raw = store?.getItem(lastSeenKey);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as LastSeenSearch;
    if (typeof parsed.storedAt !== 'number' || now - parsed.storedAt > lastSeenMaxAgeMs) {
      store?.removeItem(lastSeenKey);
      return null;
    }
    return parsed;
  } catch {
    store?.removeItem(lastSeenKey);
    return null;
  }
}

/**
 * The search a stored product search stands for, so a link can lead back to it; what the product
 * search leaves out comes from `fallback` (the default search). Inverse of toProductSearch.
 */
export function searchQueryOf(productSearch: ProductSearch, fallback: SearchQuery): SearchQuery {
  // Stored data may be from an older shop or edited by hand: only lists count as lists.
  const list = <T>(value: T[] | undefined): T[] | undefined =>
    Array.isArray(value) ? value : undefined;
  const period = productSearch.travelPeriod;
  const travellers = productSearch.travellers;
  const adults = list(travellers?.adults);
  const young = [...(list(travellers?.children) ?? []), ...(list(travellers?.babies) ?? [])]
    .map((child) => child as SearchTraveller | null)
    .filter((child) => typeof child?.dateOfBirth === 'string');
  const birthDates = young.map((child) => child?.dateOfBirth ?? '');
  return {
    destinationIds: list(productSearch.destinations) ?? fallback.destinationIds,
    airports: list(productSearch.flight?.departureAirports) ?? fallback.airports,
    period:
      period?.departureDate && period.returnDate
        ? {
            departureDate: period.departureDate,
            returnDate: period.returnDate,
            duration: period.duration ?? fallback.period.duration,
            exact: false,
          }
        : fallback.period,
    travellers: adults?.length
      ? withAgeOnly(
          { adultsCount: adults.length, childrenBirthDates: birthDates },
          young.map((child) => child?.ageOnly === true),
        )
      : fallback.travellers,
    maxStops:
      typeof productSearch.flight?.maxStops === 'number'
        ? productSearch.flight.maxStops
        : fallback.maxStops,
  };
}

/** The parts of a search that make it the same search: where, when, from where and who. */
function searchIdentity(search: ProductSearch): string {
  return JSON.stringify([
    search.destinations ?? [],
    search.travelPeriod?.departureDate ?? null,
    search.travelPeriod?.returnDate ?? null,
    search.travelPeriod?.duration ?? null,
    search.flight?.departureAirports ?? [],
    search.travellers?.adults?.length ?? 0,
    (search.travellers?.children ?? []).map((child) => child.dateOfBirth),
    (search.travellers?.babies ?? []).map((baby) => baby.dateOfBirth),
  ]);
}

/**
 * The stored last-seen search with the "from" price a result list found for it: the lowest
 * per-person price, kept if lower than one noted before; null when the list is of another search
 * or has no price (docs/rules/search-mask.md, "The last-seen search's price").
 */
export function withListPrice(
  stored: LastSeenSearch,
  listSearch: ProductSearch,
  perPersonPrices: readonly number[],
): LastSeenSearch | null {
  if (searchIdentity(stored.productSearch) !== searchIdentity(listSearch)) return null;
  const prices = perPersonPrices.filter((price) => Number.isFinite(price) && price > 0);
  if (prices.length === 0) return null;
  const lowest = Math.min(...prices);
  const noted = stored.price?.perPersonAmount ?? 0;
  if (noted > 0 && noted <= lowest) return null;
  return { ...stored, price: { perPersonAmount: lowest } };
}

/** Notes a result list's lowest per-person price on the stored last-seen search of that search. */
export function noteLastSeenPrice(
  listSearch: ProductSearch,
  perPersonPrices: readonly number[],
  now: number,
): void {
  const stored = readLastSeenSearch(now);
  const updated = stored && withListPrice(stored, listSearch, perPersonPrices);
  // The stored time stays: the 30 days count from the search, not from its lists.
  if (updated) storeLastSeenSearch(updated, stored.storedAt ?? now);
}
