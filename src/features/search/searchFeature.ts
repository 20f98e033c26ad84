import type { LazyFeature } from '../../store/useFeatureSaga';
import { searchSaga } from './searchSaga';

/** The search mask's saga, started once by the first view that shows the mask. */
export const searchFeature = { name: 'search', saga: searchSaga } satisfies LazyFeature;
