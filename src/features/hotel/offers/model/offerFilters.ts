import type { ProductSearch } from '../../../../api/types';
import type { Query } from '../../../../config/routes';
import { listParamNames, parseListParams } from '../../../search';
import type { ListFilters } from '../../../search';
import { offerParamNames } from './offerUrl';

/**
 * The result list's filters that choose an offer (board, room, view, maximum price per person):
 * they travel to the hotel page in its URL under the list's own names, so the hotel page
 * searches its offers within them and back on the list finds them unchanged
 * (docs/rules/hotel-offers.md). Flight filters (airports, direct flights) are part of the
 * search and travel with it.
 */
export type OfferFilters = Pick<ListFilters, 'boards' | 'rooms' | 'views' | 'maxPrice'>;

export const noOfferFilters: OfferFilters = { boards: [], rooms: [], views: [] };

/** The offer filters of a hotel page URL; malformed values are dropped as the list drops them. */
export function offerFiltersOf(params: URLSearchParams): OfferFilters {
  const { boards, rooms, views, maxPrice } = parseListParams(params).filters;
  return { boards, rooms, views, ...(maxPrice !== undefined ? { maxPrice } : {}) };
}

export function hasOfferFilters(filters: OfferFilters): boolean {
  return (
    filters.boards.length > 0 ||
    filters.rooms.length > 0 ||
    filters.views.length > 0 ||
    filters.maxPrice !== undefined
  );
}

/** Whether a product search carries offer filters (the hotel page's offers were chosen by them). */
export function isFilteredSearch(search: ProductSearch | undefined): boolean {
  const room = search?.hotel?.rooms?.[0];
  return (
    !!room?.boardCodeList?.length ||
    !!room?.roomCodeList?.length ||
    !!room?.viewCodeList?.length ||
    search?.price?.max !== undefined
  );
}

/**
 * The hotel page's product search with the carried filters, written where the result list writes
 * them, so the server picks the hotel's offers by the same rules as the list did.
 */
export function withOfferFilters(search: ProductSearch, filters: OfferFilters): ProductSearch {
  if (!hasOfferFilters(filters)) return search;
  const room = {
    ...(filters.boards.length ? { boardCodeList: [...filters.boards] } : {}),
    ...(filters.rooms.length ? { roomCodeList: [...filters.rooms] } : {}),
    ...(filters.views.length ? { viewCodeList: [...filters.views] } : {}),
  };
  return {
    ...search,
    ...(Object.keys(room).length ? { hotel: { ...search.hotel, rooms: [room] } } : {}),
    ...(filters.maxPrice !== undefined ? { price: { max: filters.maxPrice } } : {}),
  };
}

/**
 * The query of a link from the result list to a hotel: the search, the offer filters, and the
 * offer the visitor clicked, so the hotel page opens on exactly that offer.
 */
export function hotelLinkQuery(
  searchQuery: Query,
  filters: OfferFilters,
  offerId?: string | null,
): Query {
  const n = listParamNames;
  const join = (codes: readonly string[]) => (codes.length ? codes.join(',') : undefined);
  return {
    ...searchQuery,
    [n.boards]: join(filters.boards),
    [n.rooms]: join(filters.rooms),
    [n.views]: join(filters.views),
    [n.maxPrice]: filters.maxPrice === undefined ? undefined : String(filters.maxPrice),
    [offerParamNames.offer]: offerId ?? undefined,
  };
}
