import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localeOfPath, matchRoute } from '../config/routes';
import { useAppDispatch, useAppStore } from '../store/hooks';
import { selectRoutePathname, shellActions, type RouteEntered } from '../features/shell';

/** What the store is told when the visitor arrives at an address (the router's pathname). */
export function enteredRoute(pathname: string): RouteEntered {
  const matched = matchRoute(pathname);
  return {
    name: matched?.name ?? null,
    locale: localeOfPath(pathname),
    params: matched?.params ?? {},
    pathname,
  };
}

/**
 * Tells the store where the visitor is; sagas react to `shell/routeEntered`. Boot tells it the
 * first address before the first render (boot.tsx), so that render already draws the route and
 * no store update re-renders the whole page right after it; the address the store already has
 * is not entered twice (its loads would start again).
 */
export function RouteSync() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    if (selectRoutePathname(store.getState()) === pathname) return;
    dispatch(shellActions.routeEntered(enteredRoute(pathname)));
  }, [pathname, dispatch, store]);
  return null;
}
