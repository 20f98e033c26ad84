import type { LazyFeature } from '../../store/useFeatureSaga';
import { destinationsSaga } from './destinationsSaga';

/** The destination galleries' saga, started once by the first gallery page. */
export const destinationsFeature = {
  name: 'destinations',
  saga: destinationsSaga,
} satisfies LazyFeature;
