import type { RouteName } from '../config/routeTable';

export const checkoutRouteNames: RouteName[] = [
  'checkout_ancillaries',
  'checkout_info',
  'checkout_customer_payment',
  'checkout_payment',
  'checkout_processing',
  'checkout_success',
  'checkout_fail',
  'checkout_soft_booked',
];
