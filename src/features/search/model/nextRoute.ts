import type { RouteName } from '../../../config/routeTable';

/**
 * The search button goes to the result list when something specific is chosen, else to the
 * gallery of all destinations (docs/rules/search.md, "Where a search leads").
 */
export function nextSearchRoute(
  destinationIds: readonly string[],
): Extract<RouteName, 'resultlist' | 'all_destinations'> {
  return destinationIds.length > 0 ? 'resultlist' : 'all_destinations';
}

/**
 * A changed destination selection navigates to the next route, except on the homepage and when
 * that route is the one already shown: there the change waits in the mask for 'Search'.
 */
export function shouldNavigateOnDestinationChange(
  current: RouteName | null,
  destinationIds: readonly string[],
): boolean {
  if (current === 'homepage' || current === null) return false;
  return nextSearchRoute(destinationIds) !== current;
}
