import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localeOfPath, matchRoute } from '../config/routes';
import { useAppDispatch } from '../store/hooks';
import { shellActions } from '../features/shell';

/** Tells the store where the visitor is; sagas react to `shell/routeEntered`. */
export function RouteSync() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const matched = matchRoute(pathname);
    dispatch(
      shellActions.routeEntered({
        name: matched?.name ?? null,
        locale: localeOfPath(pathname),
        params: matched?.params ?? {},
        pathname,
      }),
    );
  }, [pathname, dispatch]);
  return null;
}
