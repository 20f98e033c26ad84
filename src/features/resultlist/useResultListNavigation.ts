import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toQueryString } from '../../config/routes';
import { toSearchParams, type SearchQuery } from '../search';
import { toListParams } from '../search';
import type { ListParams } from '../search';

/** The URL of this page with the same search and another list state (filters, sort, page). */
export function useListUrl(search: SearchQuery) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const urlFor = useCallback(
    (list: ListParams) =>
      pathname + toQueryString({ ...toSearchParams(search), ...toListParams(list) }),
    [pathname, search],
  );
  const go = useCallback((list: ListParams) => navigate(urlFor(list)), [navigate, urlFor]);
  return { urlFor, go };
}

/**
 * After a page link, the list's heading is scrolled to the top of the view and takes the focus
 * (docs/rules/result-list.md): the link pressed was at the foot of the old page, and the new page
 * must be read from its start. Only a page link does this: a filter or sort change keeps the focus
 * on its control, and back and forward leave the position to the scroll memory.
 */
export function usePageLinkFocus(page: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const requested = useRef<number | null>(null);
  const onPageLink = useCallback((target: number) => {
    requested.current = target;
  }, []);
  useEffect(() => {
    const target = requested.current;
    requested.current = null;
    const heading = headingRef.current;
    if (target !== page || !heading) return;
    // jsdom and a few embedded browsers have no scrollIntoView.
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [page]);
  return { headingRef, onPageLink };
}
