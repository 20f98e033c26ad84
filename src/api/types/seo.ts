import type { IsoDate } from './common';
import type { Facet } from './entities';
import type { FilterGroupKey, MixedResultItem, ProductSearch, SortKey } from './search';

export interface Quicklink {
  name: string;
  url: string;
}

export interface Sibling {
  name: string;
  url: string;
  image: string;
}

export interface Breadcrumb {
  name: string;
  url?: string;
}

/** Destination content; snake_case as the content service sends it. */
export interface DestinationContent {
  id: string;
  /** Design decision: group/path of the page, e.g. 'urlaub/spanien/mallorca'. */
  path: string;
  location: { city: string | null; region: string | null; country: string };
  /** CMS HTML. */
  booking_information: string;
  site_information: { weather_headline: string };
  departure_airports: string[];
  teaser: { teaser_title: string; teaser_description: string; teaser_image: string };
  /** Block texts are CMS HTML; the first block renders as the h1. */
  seo_content: { seo_info_collection: { headline: string; text: string }[] };
  quick_links: { links: Quicklink[] };
  hotel: { headline: string };
  static_group_id: number;
  sorting_order: SortKey;
  breadcrumbs: Breadcrumb[];
  /** MM-DD. */
  travel_period_from: string;
  travel_period_to: string;
  /** Design decision: default search filter of the page. */
  filter: { category?: number; recommendation?: number; maxp?: number; board_codes?: string };
  /** Design decision: the large teaser above the offers, if any. */
  main_teaser_element: { title: string; text: string; image: string; link: string } | null;
}

/**
 * Search parameters of loadDestinationProduct; code lists are comma separated.
 * maxp, recommendation and category are always sent (the pages' defaults are -1, 70 and 3).
 */
export interface DestinationProductConfig {
  /** Maximum price per person; -1: no limit. */
  maxp: number;
  /** Minimum recommendation percentage. */
  recommendation: number;
  /** Minimum star category. */
  category: number;
  sort?: SortKey;
  board_codes?: string;
  room_codes?: string;
  view_codes?: string;
  /** Giata codes. */
  gts?: string;
  travelPeriod?: { departureDate: IsoDate; returnDate: IsoDate };
}

export interface DestinationProductResult {
  products: MixedResultItem[];
  facets: Record<FilterGroupKey, Facet[]>;
  paging: { total: number; perPage: number; page: number };
  productSearch: ProductSearch;
}

export interface FaqSection {
  title: string;
  /** answer is CMS HTML. */
  items: { question: string; answer: string }[];
}

/** A tab of the destination page; text is CMS HTML. */
export interface DestinationTab {
  title: string;
  text: string;
}

export interface PrefixEntry {
  prefix: string;
  exists: boolean;
  /** Design decision: destinations under this letter, for the glossary page; absent: none. */
  destinations?: Quicklink[];
}

/** Every GraphQL operation: its variables and the `data` field of the same name. */
export interface DestinationOperations {
  /** path is 'group/path' of the page address. */
  loadDestinationContent: { variables: { path: string }; result: DestinationContent | null };
  loadDestinationProduct: {
    variables: {
      destinationContent: { path?: string; static_group_id?: number };
      page: number;
      perPage: number;
      config: DestinationProductConfig;
      useGiataCode?: boolean;
    };
    result: DestinationProductResult;
  };
  loadDestinationQuicklinks: { variables: { path: string; group: string }; result: Quicklink[] };
  loadDestinationSiblings: { variables: { path: string; category?: string }; result: Sibling[] };
  loadDestinationFAQ: {
    variables: { path: string; group?: string };
    result: { sections: FaqSection[] };
  };
  loadDestinationTabs: {
    variables: { path: string; group?: string };
    result: { items: DestinationTab[] };
  };
  /** Takes no arguments. */
  loadDestinationPrefixes: { variables: Record<string, never>; result: PrefixEntry[] };
}

export type DestinationOperationName = keyof DestinationOperations;

export interface GraphqlRequest<N extends DestinationOperationName = DestinationOperationName> {
  operationName: N;
  /** Ignored by the demo host; the operation name selects the resolver. */
  query?: string;
  variables: DestinationOperations[N]['variables'];
}

export interface GraphqlResponse<N extends DestinationOperationName = DestinationOperationName> {
  data?: { [K in N]: DestinationOperations[K]['result'] };
  errors?: { message: string }[];
}
