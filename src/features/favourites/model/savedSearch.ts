import type { ProductSearch, SearchTraveller } from '../../../api/types';
import type { Query } from '../../../config/routes';
import { productSearchQuery } from '../../search';

/** What the favourites page says of the search a favourite keeps (docs/rules/favourites.md). */
export interface SavedSearchSummary {
  departureDate: string;
  returnDate: string;
  /** The stay the search asked for; null when it left the length open. */
  nights: number | null;
  adults: number;
  children: number;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const childrenOf = (search: ProductSearch): SearchTraveller[] => [
  ...(search.travellers?.children ?? []),
  ...(search.travellers?.babies ?? []),
];

/** The summary of a kept search; null for a favourite saved without one (or a broken one). */
export function savedSearchSummary(search: ProductSearch | undefined): SavedSearchSummary | null {
  const period = search?.travelPeriod;
  if (!search || !period?.departureDate || !period.returnDate) return null;
  if (!isoDate.test(period.departureDate) || !isoDate.test(period.returnDate)) return null;
  const nights = Number(period.duration);
  return {
    departureDate: period.departureDate,
    returnDate: period.returnDate,
    nights: Number.isInteger(nights) && nights > 0 ? nights : null,
    adults: Math.max(1, search.travellers?.adults?.length ?? 2),
    children: childrenOf(search).length,
  };
}

/**
 * The query of the favourite's hotel link: its kept search in the shop's own URL names, so the
 * hotel page opens on the same dates, travellers, airports and board, room and view filters.
 */
export function savedSearchQuery(search: ProductSearch | undefined): Query {
  return savedSearchSummary(search) && search ? productSearchQuery(search) : {};
}
