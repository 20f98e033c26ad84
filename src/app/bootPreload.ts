import type { PrefetchingApiClient, RouteDataContext } from '../api/prefetch';
import type { Locale } from '../config/locales';
import type { RouteName } from '../config/routeTable';
import { localeOfPath, matchRoute } from '../config/routes';
import { layoutCall, pageCall } from '../features/shell';
import { routeLoaders } from './routeModules';
import { prefetchRouteData as prefetchResultList } from '../features/resultlist';
import { prefetchRouteData as prefetchHotel } from '../features/hotel';
import { prefetchRouteData as prefetchCart } from '../features/checkout';

type RouteDataPrefetch = (context: RouteDataContext) => Promise<void>;

/**
 * Routes whose first paint waits for their first request: the shell builds the request itself
 * (about 3 KiB for the result list's and hotel's, built from the whole address), so it leaves
 * with the route's chunk instead of after it: on a phone's connection a round trip less before
 * the result list's first picture, the hotel's header picture or the checkout step's form.
 */
const routeData: Partial<Record<RouteName, RouteDataPrefetch>> = {
  resultlist: prefetchResultList,
  hoteldetail: prefetchHotel,
  checkout_ancillaries: prefetchCart,
  checkout_info: prefetchCart,
};

export interface PreloadOptions {
  api: PrefetchingApiClient;
  /** The address without the host's base path. */
  pathname: string;
  search: string;
  hostLocale: Locale;
}

/**
 * Starts, side by side and before the first render, what the address's first render waits for:
 * the route's chunk, the page and layout answers and the route's own first request. Sagas and
 * lazy components ask for the same things later and get what is already on its way; a failure
 * here is theirs to show, so it is dropped.
 */
export function preloadRoute({ api, pathname, search, hostLocale }: PreloadOptions): void {
  const matched = matchRoute(pathname);
  const locale = localeOfPath(pathname);
  if (locale) void api.prefetch(layoutCall(locale));
  if (!matched) return;
  if (locale) void api.prefetch(pageCall(pathname, locale));
  routeLoaders[matched.name]().catch(() => undefined);
  routeData[matched.name]?.({ api, locale, hostLocale, search, params: matched.params }).catch(
    () => undefined,
  );
}
