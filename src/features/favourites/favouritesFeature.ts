import type { LazyFeature } from '../../store/useFeatureSaga';
import { favouritesSaga } from './favouritesSaga';

/** The favourites' saga, started once by the first view that shows favourites. */
export const favouritesFeature = { name: 'favourites', saga: favouritesSaga } satisfies LazyFeature;
