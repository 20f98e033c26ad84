import type { LazyFeature } from '../../store/useFeatureSaga';
import { mapSaga } from './mapSaga';

/** The map's saga, started once when the map first opens. */
export const mapFeature = { name: 'map', saga: mapSaga } satisfies LazyFeature;
