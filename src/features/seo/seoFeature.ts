import type { LazyFeature } from '../../store/useFeatureSaga';
import { seoSaga } from './seoSaga';

/** The destination pages' and glossary's saga, started once by the first of them. */
export const seoFeature = { name: 'seo', saga: seoSaga } satisfies LazyFeature;
