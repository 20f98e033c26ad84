/**
 * What the app and other features may use of the shell: route and page state, layout data, money,
 * CMS links, the header's parts, the chunk boundary and on-demand loading.
 */
export {
  shellSlice,
  shellActions,
  selectRoute,
  selectRouteLocale,
  selectRouteName,
  selectRoutePathname,
  selectPage,
  selectPageStatus,
  selectLayout,
  selectIsErrorModalOpen,
  selectNotFoundPath,
  selectRouterStatus,
  type RouteEntered,
  type ShellState,
} from './shellSlice';
export { shellSaga } from './shellSaga';
export { layoutCall, pageCall } from './shellCalls';
export { useMarketMoney, useMoney, type MarketMoney } from './useMoney';
export { useShopLocale } from './useShopLocale';
export { CmsLink } from './components/CmsLink';
export { FavouritesLink } from './components/FavouritesLink';
export { CookieNotice } from './components/CookieNotice';
export { Header } from './components/Header';
export { AccountButtons } from './components/AccountButtons';
export { ChunkBoundary } from './ChunkBoundary';
export { useOnDemand } from './onDemand';

/** The footer's code: its own chunk, which the shell loads below the fold. */
export const importFooter = () => import(/* webpackChunkName: "footer" */ './components/Footer');
