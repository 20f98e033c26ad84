import { useMemo } from 'react';
import { useHostConfig } from '../../config/HostConfigContext';
import type { Locale } from '../../config/locales';
import { href, localeOfPath, matchRoute, type Query } from '../../config/routes';
import {
  filtersFromQuery,
  filtersToQuery,
  type DestinationFilters,
} from './model/destinationSearch';
import { pageFromQuery, pageQueryValue } from './model/pageNumber';
import { useOwnLocation } from './useOwnLocation';

export interface DestinationRoute {
  locale: Locale;
  group: string;
  path: string;
  page: number;
  filters: DestinationFilters;
  /** False while the page is leaving for another address. */
  current: boolean;
  /** This page's address with other filters and page (page 1 and empty filters stay out). */
  hrefFor: (change: { page?: number; filters?: DestinationFilters }) => string;
}

/** The destination page's place: group/path from the address, page and filters from its query. */
export function useDestinationRoute(): DestinationRoute {
  const config = useHostConfig();
  const { pathname, search, current } = useOwnLocation('seoDestinationContent');
  return useMemo(() => {
    const matched = matchRoute(pathname);
    const locale = localeOfPath(pathname) ?? config.locale;
    const params = new URLSearchParams(search);
    const group = matched?.params.group ?? '';
    const path = matched?.params.path ?? '';
    const filters = filtersFromQuery(params);
    const hrefFor = (change: { page?: number; filters?: DestinationFilters }) => {
      const query: Query = {
        ...filtersToQuery(change.filters ?? filters),
        page: pageQueryValue(change.page ?? 1),
      };
      return href('seoDestinationContent', locale, { group, path }, query);
    };
    return {
      locale,
      group,
      path,
      page: pageFromQuery(params.get('page')),
      filters,
      current,
      hrefFor,
    };
  }, [pathname, search, current, config.locale]);
}
