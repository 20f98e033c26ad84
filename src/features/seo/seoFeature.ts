import { seoSaga } from './seoSaga';
import { seoSlice } from './seoSlice';

/** What the SEO route chunks inject: the destination page and glossary state, and their saga. */
export const seoFeature = { name: 'seo', slice: seoSlice, saga: seoSaga };
