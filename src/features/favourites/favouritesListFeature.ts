import { favouritesListSaga } from './favouritesListSaga';
import { favouritesListSlice } from './favouritesListSlice';

/** What the favorites route chunk injects besides the favourites: the list, and its saga. */
export const favouritesListFeature = {
  name: 'favouritesList',
  slice: favouritesListSlice,
  saga: favouritesListSaga,
};
