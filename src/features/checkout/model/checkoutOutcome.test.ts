import fc from 'fast-check';
import type { CheckoutStatus } from '../../../api/types';
import type { RouteName } from '../../../config/routeTable';
import { pageFor, pageOfStatus, unknownCheckout } from './checkoutOutcome';

const statuses = Object.keys(pageOfStatus) as CheckoutStatus[];
const editable: CheckoutStatus[] = ['ancillaries', 'info', 'payment'];
const steps: RouteName[] = [
  'checkout_ancillaries',
  'checkout_info',
  'checkout_customer_payment',
  'checkout_payment',
];
const endPages: RouteName[] = [
  'checkout_processing',
  'checkout_success',
  'checkout_fail',
  'checkout_soft_booked',
];
const bookingRoutes = [...steps, ...endPages];

describe('the page a checkout may be shown on', () => {
  it('keeps a step while the checkout is still edited, whichever step it is at', () => {
    fc.assert(
      fc.property(fc.constantFrom(...steps), fc.constantFrom(...editable), (route, status) => {
        expect(pageFor(route, status)).toBe(route);
      }),
    );
  });

  it('never leaves a paid or finished checkout on a step: it goes to its processing or outcome page', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...steps),
        fc.constantFrom<CheckoutStatus>('processing', 'success', 'fail', 'soft_booked'),
        (route, status) => {
          expect(pageFor(route, status)).toBe(pageOfStatus[status]);
        },
      ),
    );
  });

  it('shows processing and each outcome only for its own status; every other status has its page', () => {
    fc.assert(
      fc.property(fc.constantFrom(...endPages), fc.constantFrom(...statuses), (route, status) => {
        const page = pageFor(route, status);
        expect(page).toBe(pageOfStatus[status]);
        expect(page === route).toBe(pageOfStatus[status] === route);
      }),
    );
  });

  it('sends an outcome address of an unpaid cart back to the step it is at', () => {
    expect(pageFor('checkout_success', 'ancillaries')).toBe('checkout_ancillaries');
    expect(pageFor('checkout_success', 'info')).toBe('checkout_info');
    expect(pageFor('checkout_success', 'payment')).toBe('checkout_payment');
    expect(pageFor('checkout_fail', 'success')).toBe('checkout_success');
    expect(pageFor('checkout_success', 'fail')).toBe('checkout_fail');
  });

  it('shows nothing of a checkout whose status the shop does not know', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bookingRoutes),
        fc.string().filter((status) => !Object.prototype.hasOwnProperty.call(pageOfStatus, status)),
        (route, status) => {
          expect(pageFor(route, status)).toBe(unknownCheckout);
        },
      ),
    );
  });
});
