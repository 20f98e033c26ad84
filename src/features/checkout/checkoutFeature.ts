import type { LazyFeature } from '../../store/useFeatureSaga';
import { checkoutSaga } from './checkoutSaga';

/** The booking routes' sagas, started once by the first booking page (the checkout slice injects itself). */
export const checkoutFeature = { name: 'checkout', saga: checkoutSaga } satisfies LazyFeature;
