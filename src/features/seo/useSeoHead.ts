import { useMemo } from 'react';
import { useHref } from 'react-router-dom';
import type { DestinationContent } from '../../api/types';
import { localeInfo } from '../../config/locales';
import { href } from '../../config/routes';
import { useAlternateLink, useCanonicalLink, useMetaDescription } from '../../ui/headTags';
import { metaDescription } from './model/sections';
import { pageQueryValue } from './model/pageNumber';
import type { DestinationRoute } from './useDestinationRoute';

/** The absolute address of a router path, with the host's basePath. */
export function useAbsoluteUrl(): (routerPath: string) => string {
  const base = useHref('/').replace(/\/$/, '');
  return (routerPath) => window.location.origin + base + routerPath;
}

/**
 * For search engines: the canonical address is the page without filters and without page=1
 * (page 2 and on keep their page), named as the page in its locale (hreflang), and the meta
 * description is the page's own first text.
 */
export function useDestinationHead(content: DestinationContent | null, route: DestinationRoute) {
  const absolute = useAbsoluteUrl();
  const { locale, group, path, page } = route;
  const canonical = content
    ? absolute(
        href('seoDestinationContent', locale, { group, path }, { page: pageQueryValue(page) }),
      )
    : null;
  useCanonicalLink(canonical);
  useAlternateLink(localeInfo[locale].intl, canonical);
  const description = useMemo(() => (content ? metaDescription(content) : null), [content]);
  useMetaDescription(description);
}
