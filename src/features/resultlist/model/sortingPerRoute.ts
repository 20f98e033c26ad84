import type { SortKey } from '../../../api/types';
import type { RouteName } from '../../../config/routeTable';
import { defaultSort } from '../../search';

/**
 * A sort order change sets the order for the current route only, so the result list
 * and, say, an SEO destination list keep their own. Plain data, so it can live in the store.
 */
export type SortingPerRoute = Partial<Record<RouteName, SortKey>>;

/** The order chosen on this route, or the fallback default 'price'. */
export function sortForRoute(sorting: SortingPerRoute, route: RouteName | null): SortKey {
  return (route && sorting[route]) || defaultSort;
}

/** A new record with the route's order set; without a known route there is nothing to keep. */
export function withSortForRoute(
  sorting: SortingPerRoute,
  route: RouteName | null,
  sort: SortKey,
): SortingPerRoute {
  return route ? { ...sorting, [route]: sort } : sorting;
}
