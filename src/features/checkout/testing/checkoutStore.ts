import type { ApiClient } from '../../../api/client';
import type { RouteName } from '../../../config/routeTable';
import { featureStore } from '../../../testing/featureStore';
import { checkoutFeature } from '../checkoutFeature';
import { selectCheckout } from '../checkoutSlice';

/** A real store on a booking route with the checkout's slice and sagas running. */
export function checkoutStore(api: ApiClient, route: RouteName = 'checkout_processing') {
  return featureStore(checkoutFeature, { name: route, pathname: `/en-gb/booking/x/bk-1` }, api);
}

export const checkoutState = (store: ReturnType<typeof checkoutStore>) =>
  selectCheckout(store.getState());
