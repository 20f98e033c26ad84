import { newsletterSaga } from './newsletterSaga';
import { newsletterSlice } from './newsletterSlice';

/** What the newsletter modules inject: their slice, and the saga started once. */
export const newsletterFeature = {
  name: 'newsletter',
  slice: newsletterSlice,
  saga: newsletterSaga,
};
