import type { ApiCall } from '../../api/prefetch';
import type { ResultListRequest } from '../../api/types';
import type { Locale } from '../../config/locales';
import type { RouteDataContext } from '../../api/prefetch';
import { preloadLeadImage } from '../../ui/leadImage';
import { appliedSearchOf } from '../search';
import { parseListParams, toResultListRequest } from '../search';
import { leadImageOf } from './model/leadImage';

/** The list's search, as the saga sends it and boot's prefetch sends it ahead. */
export const resultListCall = (
  request: ResultListRequest,
  locale: Locale | null,
): ApiCall<'get_mixed_resultlist'> => ({
  route: 'get_mixed_resultlist',
  query: locale ? { locale } : undefined,
  data: request,
});

/**
 * At boot: the search the address asks for, built as the page builds it, and the first result's
 * picture preloaded as soon as the answer names it.
 */
export async function prefetchRouteData({ api, locale, search }: RouteDataContext): Promise<void> {
  const request = toResultListRequest(
    appliedSearchOf(search),
    parseListParams(new URLSearchParams(search)),
  );
  const response = await api.prefetch(resultListCall(request, locale));
  const image = response && leadImageOf(response.results ?? []);
  if (image) preloadLeadImage(image);
}
