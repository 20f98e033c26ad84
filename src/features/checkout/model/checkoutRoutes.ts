import type { RouteName, Scope } from '../../../config/routeTable';

/**
 * Route configs of the booking steps: each step's data route (the call that loads or submits
 * it), its scopes and the page after it. The flow is create → info → payment → process → outcome
 * (docs/rules/checkout.md, "The steps and their order").
 */
export interface CheckoutRouteConfig {
  route: RouteName;
  /** Loads the cart when the step is entered. */
  loadRoute: 'checkout_get' | 'checkout_get_payment';
  /** Submits the step ({data: form values}); answers with the cart. */
  dataRoute: 'checkout_set_ancillaries' | 'checkout_set_info' | 'do_payment_set';
  scopes: Scope[];
  nextPage: RouteName;
}

export const checkoutAncillaries: CheckoutRouteConfig = {
  route: 'checkout_ancillaries',
  loadRoute: 'checkout_get',
  dataRoute: 'checkout_set_ancillaries',
  scopes: ['booking'],
  nextPage: 'checkout_info',
};

export const checkoutCustomer: CheckoutRouteConfig = {
  route: 'checkout_info',
  loadRoute: 'checkout_get',
  dataRoute: 'checkout_set_info',
  scopes: ['booking'],
  nextPage: 'checkout_payment',
};

export const checkoutPayment: CheckoutRouteConfig = {
  route: 'checkout_payment',
  loadRoute: 'checkout_get_payment',
  dataRoute: 'do_payment_set',
  scopes: ['booking'],
  nextPage: 'checkout_processing',
};

/** The call that lists the extras on offer, made once the extras step has its cart. */
export const loadOptionsRoute = 'checkout_get_ancillaries';

export type CheckoutOutcome = 'success' | 'fail' | 'soft_booked';

export const outcomeRoutes: Record<CheckoutOutcome, RouteName> = {
  success: 'checkout_success',
  fail: 'checkout_fail',
  soft_booked: 'checkout_soft_booked',
};

/** The steps a visitor sees as a progress bar, in order. */
export const checkoutSteps = [
  { route: 'checkout_ancillaries', key: 'extras' },
  { route: 'checkout_info', key: 'travellers' },
  { route: 'checkout_payment', key: 'payment' },
  { route: 'checkout_processing', key: 'booking' },
] as const satisfies readonly { route: RouteName; key: string }[];
