import { checkoutSaga } from './checkoutSaga';
import { checkoutSlice } from './checkoutSlice';

/** What every booking route's chunk injects: the checkout slice, and its sagas started once. */
export const checkoutFeature = { name: 'checkout', slice: checkoutSlice, saga: checkoutSaga };
