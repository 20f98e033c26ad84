/** The hotel page's public face: its page parts, data prefetch, offers slice and link rules. */
export { HotelPage } from './HotelPage';
export { HotelOffers } from './offers';
export { selectHotelInfo } from './content';
export { offersSlice } from './offers/state/offersSlice';
export { hotelLinkQuery } from './offers/model/offerFilters';
export { prefetchRouteData } from './routeData';
