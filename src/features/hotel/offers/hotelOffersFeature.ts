import { hotelOffersSlice } from './hotelOffersSlice';
import { hotelOffersSaga } from './hotelOffersSaga';

/** What the hotel route's chunk injects: the offer area's slice, and its sagas started once. */
export const hotelOffersFeature = {
  name: 'hotelOffers',
  slice: hotelOffersSlice,
  saga: hotelOffersSaga,
};
