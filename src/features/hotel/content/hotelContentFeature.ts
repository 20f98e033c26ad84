import { hotelContentSlice } from './hotelContentSlice';
import { hotelContentSaga } from './hotelContentSaga';

/** What the hotel route's chunk injects: the slice, and its saga started once. */
export const hotelContentFeature = {
  name: 'hotelContent',
  slice: hotelContentSlice,
  saga: hotelContentSaga,
};
