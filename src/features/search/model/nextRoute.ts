import type { RouteName } from '../../../config/routeTable';

/**
 * Spec 1 §2.5: the search button goes to the result list when something specific is chosen,
 * else to the gallery of all destinations.
 */
export function nextSearchRoute(
  destinationIds: readonly string[],
): Extract<RouteName, 'resultlist' | 'all_destinations'> {
  return destinationIds.length > 0 ? 'resultlist' : 'all_destinations';
}

/**
 * Spec 1 §4 Destination flyout: a changed selection navigates to the next route, except on the
 * homepage and when that route is the one already shown (the page reloads its results itself).
 */
export function shouldNavigateOnDestinationChange(
  current: RouteName | null,
  destinationIds: readonly string[],
): boolean {
  if (current === 'homepage' || current === null) return false;
  return nextSearchRoute(destinationIds) !== current;
}
