import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toQueryString } from '../../config/routes';
import { toSearchParams, type SearchQuery } from '../search';
import { toListParams } from './model/listParams';
import type { ListParams } from './model/listTypes';

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
