import type { LazyFeature } from '../../../store/useFeatureSaga';
import { hotelContentSaga } from './hotelContentSaga';

/** The hotel content's saga, started once by the first hotel page. */
export const hotelContentFeature = {
  name: 'hotelContent',
  saga: hotelContentSaga,
} satisfies LazyFeature;
