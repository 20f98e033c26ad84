import type { CmsModule } from './cms';
import type { CurrencyInfo, Market, NavigationBlock, NavigationLink } from './entities';

/**
 * Query of GET /ajax/page: the full pathname (with locale prefix) and the locale. A type alias, as
 * every GET query is: an interface has no index signature, so it would not pass as the plain
 * record the client writes into the query string.
 */
export type PageQuery = {
  path: string;
  locale: string;
  /** Demo brand id; the header x-demo-brand works too. */
  brand?: string;
};

export type PageType =
  | 'homepage'
  | 'hoteldetail'
  | 'seoDestinationContent'
  | 'seoDestinationGlossary'
  | 'voucher'
  | 'resultlist'
  | 'allDestinations'
  | 'favorites'
  | 'checkout'
  | 'content';

export interface CmsPage {
  id: string;
  slug: string;
  pageType: PageType | string;
  modules: CmsModule[];
}

/**
 * Page load: code 200 gives the page; any other code is the not-found state
 * (docs/rules/shell-and-routes.md, "Answer shapes").
 */
export interface PageResponse {
  code: number;
  pageMetaContent: { title: string; description?: string };
  page?: CmsPage;
}

export interface FooterColumn {
  title: string;
  links: NavigationLink[];
}

/** Query of GET /ajax/layout (a type alias: see PageQuery). */
export type LayoutQuery = {
  locale: string;
  brand?: string;
};

/** Header navigation, footer, markets and currency rates for the shell (design decision). */
export interface LayoutResponse {
  navigation: NavigationBlock;
  footer: { columns: FooterColumn[]; html?: string };
  markets: Market[];
  currencyInfo: CurrencyInfo;
}
