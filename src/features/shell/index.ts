/**
 * What other features may use of the shell: route and page state, layout data, money, CMS links,
 * the header's favourites link.
 */
export {
  shellSlice,
  shellActions,
  selectRoute,
  selectPage,
  selectLayout,
  selectIsErrorModalOpen,
  type RouteEntered,
  type ShellState,
} from './shellSlice';
export { useMarketMoney, useMoney, type MarketMoney } from './useMoney';
export { CmsLink } from './components/CmsLink';
export { FavouritesLink } from './components/FavouritesLink';
