/** The result list's public face: its page and slice, its data prefetch, and the vertical card. */
export { ResultListPage } from './ResultListPage';
export { resultListSlice } from './resultListSlice';
export { prefetchRouteData } from './routeData';
export {
  HotelCardVertical,
  hotelCardFromResultItem,
  type HotelCardModel,
  type HotelCardVerticalProps,
} from './components/HotelCardVertical';
