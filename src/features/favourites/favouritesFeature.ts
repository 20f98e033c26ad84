import { favouritesSaga } from './favouritesSaga';
import { favouritesSlice } from './favouritesSlice';

/** What every view showing favourites injects: the favourites slice, and its saga started once. */
export const favouritesFeature = {
  name: 'favourites',
  slice: favouritesSlice,
  saga: favouritesSaga,
};
