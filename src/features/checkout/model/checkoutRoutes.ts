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

// Each config keeps its own routes' names (satisfies, not a type annotation), so a step's call is
// checked against the request of its own route rather than any step's.
export const checkoutAncillaries = {
  route: 'checkout_ancillaries',
  loadRoute: 'checkout_get',
  dataRoute: 'checkout_set_ancillaries',
  scopes: ['booking'],
  nextPage: 'checkout_info',
} satisfies CheckoutRouteConfig;

export const checkoutCustomer = {
  route: 'checkout_info',
  loadRoute: 'checkout_get',
  dataRoute: 'checkout_set_info',
  scopes: ['booking'],
  nextPage: 'checkout_payment',
} satisfies CheckoutRouteConfig;

export const checkoutPayment = {
  route: 'checkout_payment',
  loadRoute: 'checkout_get_payment',
  dataRoute: 'do_payment_set',
  scopes: ['booking'],
  nextPage: 'checkout_processing',
} satisfies CheckoutRouteConfig;

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
