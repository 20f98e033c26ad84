import type { LazyFeature } from '../../store/useFeatureSaga';
import { resultListSaga } from './resultListSaga';

/** The result list's saga, started once by the first result list. */
export const resultListFeature = { name: 'resultList', saga: resultListSaga } satisfies LazyFeature;
