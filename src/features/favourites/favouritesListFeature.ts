import type { LazyFeature } from '../../store/useFeatureSaga';
import { favouritesListSaga } from './favouritesListSaga';

/** The favourites page's list saga, started once by the favourites page. */
export const favouritesListFeature = {
  name: 'favouritesList',
  saga: favouritesListSaga,
} satisfies LazyFeature;
