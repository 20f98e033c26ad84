import type { LazyFeature } from '../../../store/useFeatureSaga';
import { hotelOffersSaga } from './hotelOffersSaga';

/** The offer area's sagas, started once by the first hotel page's offers. */
export const hotelOffersFeature = {
  name: 'hotelOffers',
  saga: hotelOffersSaga,
} satisfies LazyFeature;
