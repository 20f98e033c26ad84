import { resultListSlice } from './resultListSlice';
import { resultListSaga } from './resultListSaga';

/** What the result list's route chunk injects: the slice, and its saga started once. */
export const resultListFeature = {
  name: 'resultList',
  slice: resultListSlice,
  saga: resultListSaga,
};
