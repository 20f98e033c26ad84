import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../config/routes';
import type { RouteName } from '../../config/routeTable';

/**
 * The last address of this page's own route. While a route transition fades the page out it
 * still renders under the next address; it keeps showing (and asking for) its own meanwhile.
 */
export function useOwnLocation(name: RouteName): {
  pathname: string;
  search: string;
  /** False while the page is leaving: it keeps its look but gives up the document head. */
  current: boolean;
} {
  const { pathname, search } = useLocation();
  const [own, setOwn] = useState({ pathname, search });
  const mine = matchRoute(pathname)?.name === name;
  if (mine && (own.pathname !== pathname || own.search !== search)) {
    // Derived state, set while rendering as React allows: no render with the stale address.
    setOwn({ pathname, search });
    return { pathname, search, current: true };
  }
  return { ...own, current: mine };
}
