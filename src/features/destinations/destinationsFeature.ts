import { destinationsSlice } from './destinationsSlice';
import { destinationsSaga } from './destinationsSaga';

/** What the gallery route chunks inject: the slice, and its saga started once. */
export const destinationsFeature = {
  name: 'destinations',
  slice: destinationsSlice,
  saga: destinationsSaga,
};
