import type {
  ProductSearch,
  DestinationContent,
  DestinationOperations,
  DestinationProductConfig,
  IsoDate,
  SortKey,
} from '../../../api/types';
import { destinationTravelPeriod } from './travelPeriod';
import { productSearchQuery } from '../../search';
import { listParamNames } from '../../search';

type ProductVariables = DestinationOperations['loadDestinationProduct']['variables'];

/** Destination page constants (docs/rules/content-pages.md, "The hotel list's search"). */
export const seoDefaults = {
  /** No price limit. */
  maxp: -1,
  recommendation: 70,
  category: 3,
  /** Results per page of the teaser's search (the result list it leads to). */
  teaserResultsPerPage: 10,
} as const;

/** The visitor's choices on the page, as its query holds them (the result list's names). */
export interface DestinationFilters {
  sort?: SortKey;
  /** Maximum price per person. */
  maxp?: number;
  /** Minimum stars. */
  category?: number;
  boards: string[];
}

export const filterParamNames = {
  sort: 'sort',
  maxp: 'maxp',
  category: 'stars',
  boards: 'board',
} as const;

const sortKeys: readonly string[] = ['price', 'price_desc', 'rating', 'category', 'recommendation'];
const isSortKey = (value: unknown): value is SortKey =>
  typeof value === 'string' && sortKeys.includes(value);
const codePattern = /^[A-Za-z0-9_-]{1,40}$/;

function positiveInteger(value: string | null, max: number): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= max ? n : undefined;
}

/** Query → filters; anything malformed is dropped. */
export function filtersFromQuery(params: URLSearchParams): DestinationFilters {
  const n = filterParamNames;
  const sort = params.get(n.sort);
  return {
    ...(isSortKey(sort) ? { sort } : {}),
    ...optional('maxp', positiveInteger(params.get(n.maxp), 100_000)),
    ...optional('category', positiveInteger(params.get(n.category), 5)),
    boards: [
      ...new Set((params.get(n.boards) ?? '').split(',').filter((c) => codePattern.test(c))),
    ],
  };
}

function optional<K extends string>(key: K, value: number | undefined) {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}

/** Filters → query values; empty ones stay out of the URL. */
export function filtersToQuery(filters: DestinationFilters): Record<string, string | undefined> {
  const n = filterParamNames;
  return {
    [n.sort]: filters.sort,
    [n.maxp]: filters.maxp === undefined ? undefined : String(filters.maxp),
    [n.category]: filters.category === undefined ? undefined : String(filters.category),
    [n.boards]: filters.boards.length ? filters.boards.join(',') : undefined,
  };
}

/**
 * The search parameters of loadDestinationProduct: the visitor's filters first, then the page's
 * own filter, then the defaults (maxp -1, recommendation 70, category 3); the travel period from
 * the content's month-days (docs/rules/content-pages.md, "The travel period").
 */
export function productConfig(
  content: DestinationContent,
  filters: DestinationFilters,
  today: IsoDate,
): DestinationProductConfig {
  const own = content.filter;
  const boards = filters.boards.length ? filters.boards.join(',') : own.board_codes;
  const period = destinationTravelPeriod(
    content.travel_period_from,
    content.travel_period_to,
    today,
  );
  return {
    maxp: filters.maxp ?? own.maxp ?? seoDefaults.maxp,
    recommendation: own.recommendation ?? seoDefaults.recommendation,
    category: filters.category ?? own.category ?? seoDefaults.category,
    sort: filters.sort ?? (isSortKey(content.sorting_order) ? content.sorting_order : undefined),
    ...(boards ? { board_codes: boards } : {}),
    ...(period ? { travelPeriod: period } : {}),
  };
}

const destinationOf = (content: DestinationContent) => ({
  path: content.path,
  static_group_id: content.static_group_id,
});

/** The hotel list: one page of `perPage` (the host's resultsPerPage). */
export function productVariables(
  content: DestinationContent,
  {
    page,
    perPage,
    filters,
    today,
  }: { page: number; perPage: number; filters: DestinationFilters; today: IsoDate },
): ProductVariables {
  return {
    destinationContent: destinationOf(content),
    page,
    perPage,
    config: productConfig(content, filters, today),
  };
}

/** Teaser variant: page 1, perPage 1, sorted by price (the cheapest offer). */
export function teaserVariables(content: DestinationContent, today: IsoDate): ProductVariables {
  const config = productConfig(content, { boards: [] }, today);
  return {
    destinationContent: destinationOf(content),
    page: 1,
    perPage: 1,
    config: { ...config, sort: 'price' },
  };
}

/** Weather variant: the first product, whose location carries the temperatures. */
export function weatherVariables(content: DestinationContent, today: IsoDate): ProductVariables {
  return {
    destinationContent: destinationOf(content),
    page: 1,
    perPage: 1,
    config: productConfig(content, { boards: [] }, today),
  };
}

/**
 * The result list's query for this destination (its names: dest, from, to, per, map): the
 * teaser's search shows `seoDefaults.teaserResultsPerPage` results per page.
 */
export function resultListQuery(
  content: DestinationContent,
  today: IsoDate,
  extra: { per?: number; map?: boolean; pricedBy?: ProductSearch | null } = {},
): Record<string, string | undefined> {
  const period = destinationTravelPeriod(
    content.travel_period_from,
    content.travel_period_to,
    today,
  );
  const search = extra.pricedBy;
  return {
    from: period?.departureDate,
    to: period?.returnDate,
    // A link from a price keeps the search that priced it: its dates, stay, stars, board and
    // price limit, so the list opens on that price (docs/rules/prices.md).
    ...(search ? productSearchQuery(search) : {}),
    ...(search?.hotel?.category
      ? { [listParamNames.category]: String(search.hotel.category) }
      : {}),
    ...(search?.price?.max ? { [listParamNames.maxPrice]: String(search.price.max) } : {}),
    dest: content.id,
    per: extra.per === undefined ? undefined : String(extra.per),
    map: extra.map ? '1' : undefined,
  };
}
