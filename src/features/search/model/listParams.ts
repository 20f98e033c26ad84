import type { ProductSearch, ResultListRequest, SortKey } from '../../../api/types';
import type { SearchQuery } from './searchQuery';
import { toProductSearch } from './productSearch';
import {
  defaultResultsPerPage,
  defaultSort,
  resultsPerPageOptions,
  type ListFilters,
  type ListParams,
} from './listTypes';

/** Short, readable names of the result list's own query parameters (beside the search's). */
export const listParamNames = {
  sort: 'sort',
  page: 'page',
  resultsPerPage: 'per',
  perPerson: 'pp',
  maxPrice: 'maxp',
  minRating: 'rating',
  category: 'stars',
  amenities: 'am',
  boards: 'board',
  rooms: 'room',
  views: 'view',
  map: 'map',
} as const;

/**
 * The list state as the URL holds it: the list's own parameters plus whether the map is open
 * (docs/rules/map.md, "Opening the map"), so reload and back keep the map as the visitor left it.
 * Optional and absent when closed, so every list state without it stays as it was.
 */
export interface ListView extends ListParams {
  mapOpen?: boolean;
}

export const sortKeys: readonly SortKey[] = [
  'price',
  'price_desc',
  'rating',
  'category',
  'recommendation',
];

export const isSortKey = (value: unknown): value is SortKey =>
  typeof value === 'string' && (sortKeys as readonly string[]).includes(value);

export const emptyFilters: ListFilters = { amenities: [], boards: [], rooms: [], views: [] };

export const defaultListParams: ListParams = {
  sort: defaultSort,
  page: 1,
  resultsPerPage: defaultResultsPerPage,
  perPerson: true,
  filters: emptyFilters,
};

/** Codes of amenities, boards, rooms and views; anything else in the URL is dropped. */
const codePattern = /^[A-Za-z0-9_-]{1,40}$/;
/** Rating filters are thresholds on the 6 scale. */
const maxRating = 6;
const maxStars = 5;

const codesOf = (value: string | null): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => codePattern.test(part)),
  ),
];

/** A number from the URL when it passes the check; undefined for missing or malformed values. */
function numberOf(value: string | null, valid: (n: number) => boolean): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && valid(n) ? n : undefined;
}

/** Query → list state; every missing or malformed part falls back to its default. */
export function parseListParams(params: URLSearchParams): ListView {
  const n = listParamNames;
  const sort = params.get(n.sort);
  const perPage = numberOf(params.get(n.resultsPerPage), (v) =>
    (resultsPerPageOptions as readonly number[]).includes(v),
  );
  const maxPrice = numberOf(params.get(n.maxPrice), (v) => v > 0);
  const minRating = numberOf(params.get(n.minRating), (v) => v > 0 && v <= maxRating);
  const category = numberOf(
    params.get(n.category),
    (v) => Number.isInteger(v) && v >= 1 && v <= maxStars,
  );
  return {
    sort: isSortKey(sort) ? sort : defaultSort,
    page: numberOf(params.get(n.page), (v) => Number.isInteger(v) && v >= 1) ?? 1,
    resultsPerPage: perPage ?? defaultResultsPerPage,
    perPerson: params.get(n.perPerson) !== '0',
    filters: {
      ...(maxPrice !== undefined ? { maxPrice } : {}),
      ...(minRating !== undefined ? { minRating } : {}),
      ...(category !== undefined ? { category } : {}),
      amenities: codesOf(params.get(n.amenities)),
      boards: codesOf(params.get(n.boards)),
      rooms: codesOf(params.get(n.rooms)),
      views: codesOf(params.get(n.views)),
    },
    ...(params.get(n.map) === '1' ? { mapOpen: true } : {}),
  };
}

/** List state → query parameters; defaults are left out so plain searches keep short URLs. */
export function toListParams(list: ListView): Record<string, string | undefined> {
  const n = listParamNames;
  const f = list.filters;
  const join = (codes: readonly string[]) => (codes.length ? codes.join(',') : undefined);
  const numberText = (value: number | undefined) =>
    value === undefined ? undefined : String(value);
  return {
    [n.sort]: list.sort === defaultSort ? undefined : list.sort,
    [n.page]: list.page === 1 ? undefined : String(list.page),
    [n.resultsPerPage]:
      list.resultsPerPage === defaultResultsPerPage ? undefined : String(list.resultsPerPage),
    [n.perPerson]: list.perPerson ? undefined : '0',
    [n.maxPrice]: numberText(f.maxPrice),
    [n.minRating]: numberText(f.minRating),
    [n.category]: numberText(f.category),
    [n.amenities]: join(f.amenities),
    [n.boards]: join(f.boards),
    [n.rooms]: join(f.rooms),
    [n.views]: join(f.views),
    [n.map]: list.mapOpen ? '1' : undefined,
  };
}

/** New filters show a different result set, so paging starts again at page 1. */
export function withFilters(list: ListParams, filters: ListFilters): ListParams {
  return { ...list, filters, page: 1 };
}

/**
 * The body of get_mixed_resultlist: the applied search plus the list's sort, paging and filters.
 * Filters are written where the demo host (and the brand backend contract) reads them:
 * - maxPrice  → productSearch.price.max (per person)
 * - minRating → productSearch.hotel.minRating (average rating, 6 scale)
 * - category  → productSearch.hotel.category (minimum stars)
 * - amenities → productSearch.hotel.attributes (all must be present)
 * - boards / rooms / views → productSearch.hotel.rooms[0].boardCodeList / roomCodeList / viewCodeList
 * Empty filters are left out, so the same list state always serialises to the same request.
 * The price mode (per person or total) is display only and is not sent.
 */
export function toResultListRequest(search: SearchQuery, list: ListParams): ResultListRequest {
  const base = toProductSearch(search, list.page);
  const f = list.filters;
  const room = {
    ...(f.boards.length ? { boardCodeList: [...f.boards] } : {}),
    ...(f.rooms.length ? { roomCodeList: [...f.rooms] } : {}),
    ...(f.views.length ? { viewCodeList: [...f.views] } : {}),
  };
  const hotel: NonNullable<ProductSearch['hotel']> = {
    ...(f.amenities.length ? { attributes: [...f.amenities] } : {}),
    ...(f.category !== undefined ? { category: f.category } : {}),
    ...(f.minRating !== undefined ? { minRating: f.minRating } : {}),
    ...(Object.keys(room).length ? { rooms: [room] } : {}),
  };
  const productSearch: ProductSearch = {
    ...base,
    globalAttributes: { page: list.page, resultsPerPage: list.resultsPerPage },
    ...(Object.keys(hotel).length ? { hotel } : {}),
    ...(f.maxPrice !== undefined ? { price: { max: f.maxPrice } } : {}),
  };
  return {
    productSearch,
    sort: list.sort,
    page: list.page,
    resultsPerPage: list.resultsPerPage,
  };
}
