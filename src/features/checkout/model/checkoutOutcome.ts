import type { CheckoutStatus } from '../../../api/types';
import type { RouteName } from '../../../config/routeTable';

/**
 * The one place that turns the server's word on a checkout (`checkout.status`) into the page that
 * may show it. Every booking page asks `pageFor` after its load (docs/rules/checkout-outcomes.md).
 */
export const pageOfStatus: Readonly<Record<CheckoutStatus, RouteName>> = {
  ancillaries: 'checkout_ancillaries',
  info: 'checkout_info',
  payment: 'checkout_payment',
  processing: 'checkout_processing',
  success: 'checkout_success',
  fail: 'checkout_fail',
  soft_booked: 'checkout_soft_booked',
};

/** Steps where the visitor still edits the booking; they may move freely between them. */
const editableStatuses: readonly string[] = ['ancillaries', 'info', 'payment'];
/** Whether the visitor can still finish a checkout of `status` (change it and pay). */
export const isEditableStatus = (status: string): boolean => editableStatuses.includes(status);
const stepRoutes: readonly RouteName[] = [
  'checkout_ancillaries',
  'checkout_info',
  'checkout_customer_payment',
  'checkout_payment',
];

/** A status the shop does not know: neither a form nor an outcome may be shown for it. */
export const unknownCheckout = 'unknown';

const knownPage = (status: string): RouteName | undefined =>
  Object.prototype.hasOwnProperty.call(pageOfStatus, status)
    ? pageOfStatus[status as CheckoutStatus]
    : undefined;

/**
 * The route that may show a checkout of `status` when the visitor is on `route`: `route` itself
 * when it fits, another booking route to go to instead, or `unknownCheckout`.
 * - A step stays while the checkout is still being edited; a paid checkout leaves every step.
 * - Processing and the outcome pages show only their own status; any other status has its page.
 */
export function pageFor(route: RouteName, status: string): RouteName | typeof unknownCheckout {
  if (stepRoutes.includes(route) && editableStatuses.includes(status)) return route;
  return knownPage(status) ?? unknownCheckout;
}
