import type { LazyFeature } from '../../../store/useFeatureSaga';
import { newsletterSaga } from './newsletterSaga';

/** The newsletter modules' saga, started once by the first newsletter module. */
export const newsletterFeature = { name: 'newsletter', saga: newsletterSaga } satisfies LazyFeature;
