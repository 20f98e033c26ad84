import { mapSlice } from './mapSlice';
import { mapSaga } from './mapSaga';

/** What the map's chunk injects when the map first opens: its slice, and its saga started once. */
export const mapFeature = {
  name: 'map',
  slice: mapSlice,
  saga: mapSaga,
};
