import { Suspense, useEffect } from 'react';
import { useChunkLoaded, type LazyChunk } from '../lib/chunks';
import { Navigate, useLocation, useNavigationType } from 'react-router-dom';
import { href, localeOfPath, matchRoute } from '../config/routes';
import { Loader } from '../ui/Loader';
import { ChunkBoundary } from '../features/shell';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  selectPage,
  selectRoutePathname,
  selectRouterStatus,
  shellActions,
} from '../features/shell';
import { routeMessageAreas, routeModules } from './routeModules';
import { MessageArea, useMessageAreaLoaded } from '../i18n/MessageArea';
import type { MessageAreaName } from '../i18n/loadCatalogue';
import { RouteTransition } from './RouteTransition';
import { NotFound } from './NotFound';
import { useHostConfig } from '../config/HostConfigContext';

function ChunkLoader() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(shellActions.routeChunkLoading());
  }, [dispatch]);
  return <Loader />;
}

function ChunkReady() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectRouterStatus);
  useEffect(() => {
    // A transition ends on its own timer; a plain chunk load ends when the chunk has rendered.
    if (status === 'loading') dispatch(shellActions.routeShown());
  }, [dispatch, status]);
  return null;
}

/**
 * The route's page once its chunk and its texts are in, the loader until then: the page is drawn
 * in a render of its own, not as a Suspense retry, so its first paint is not held back (useSettled
 * in lib/chunks.ts).
 */
function RouteModule({ Module, area }: { Module: LazyChunk<object>; area?: MessageAreaName }) {
  const chunkIn = useChunkLoaded(Module);
  const textsIn = useMessageAreaLoaded(area);
  if (!chunkIn || !textsIn) return <ChunkLoader />;
  const page = (
    <Suspense fallback={<ChunkLoader />}>
      <Module />
      <ChunkReady />
    </Suspense>
  );
  return area ? <MessageArea area={area}>{page}</MessageArea> : page;
}

/** The page between header and footer: the named route's lazy chunk, or the not-found view. */
export function RouteView() {
  const config = useHostConfig();
  const { pathname } = useLocation();
  // Only what it draws: the route's status and the page's answer change as a page loads, and
  // each change of a wider selection would render the page again.
  const answeredNotFound = useAppSelector(
    (state) => selectPage(state).status === 'notFound' && selectRoutePathname(state) === pathname,
  );
  const matched = matchRoute(pathname);

  const navigationType = useNavigationType();
  useEffect(() => {
    // Scroll to the top when the route name changes (not on query changes);
    // back and forward leave the position to the page (useScrollMemory).
    if (navigationType !== 'POP') window.scrollTo({ top: 0 });
    // Only a change of route name scrolls, not a change of navigation type.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [matched?.name]);

  if (pathname === '/' || pathname === '') {
    return <Navigate replace to={href('homepage', config.locale)} />;
  }
  const locale = localeOfPath(pathname) ?? config.locale;
  const Module = matched ? routeModules[matched.name] : null;
  const notFound = !Module || answeredNotFound;

  return (
    <main id="hs-main" className="hs-main" tabIndex={-1}>
      <RouteTransition routeKey={notFound ? 'not-found' : (matched?.name ?? 'none')}>
        {notFound || !Module ? (
          <NotFound locale={locale} />
        ) : (
          <ChunkBoundary size="page">
            <RouteModule
              key={matched?.name}
              Module={Module}
              area={matched ? routeMessageAreas[matched.name] : undefined}
            />
          </ChunkBoundary>
        )}
      </RouteTransition>
    </main>
  );
}
