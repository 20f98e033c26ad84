import type { RouteName } from '../../../config/routeTable';
import { featureStore, until } from '../../../testing/featureStore';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { checkoutFeature } from '../checkoutFeature';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { paymentConfigKey, paymentVault } from '../model/paymentVault';
import { cartAtExtras, cartAtPayment, finishedCart, processingCart } from '../testing/outcomeCarts';

const server = setupDemoHost();
afterEach(() => {
  server.events.removeAllListeners();
  paymentVault.clear();
});

/** Loads `checkoutId` for `route` as the page would, through the demo host, and waits for it. */
async function load(route: RouteName, checkoutId: string) {
  const store = featureStore(checkoutFeature, {
    name: route,
    pathname: `/en-gb/booking/x/${checkoutId}`,
  });
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url).pathname);
  });
  store.dispatch(checkoutActions.checkoutRequested({ checkoutId, route }));
  await until(store, () => selectCheckout(store.getState()).status !== 'loading');
  // The ancillary options load after the cart on the extras step; let it settle.
  await until(store, () => selectCheckout(store.getState()).ancillaries.status !== 'loading');
  return { checkout: selectCheckout(store.getState()), requested };
}

const steps: RouteName[] = ['checkout_ancillaries', 'checkout_info', 'checkout_payment'];

describe('the checkout load sends the visitor to the page the server status allows', () => {
  it.each(steps)(
    'replaces the %s step of a processing checkout with the processing page, without card fields',
    async (route) => {
      const checkoutId = await processingCart();
      const { checkout, requested } = await load(route, checkoutId);
      expect(checkout.navigation).toEqual({
        route: 'checkout_processing',
        params: { checkoutId },
        replace: true,
      });
      expect(checkout.payment.configReady).toBe(false);
      expect(paymentVault.peek(paymentConfigKey(checkoutId))).toBeUndefined();
      expect(requested.some((path) => path.endsWith('/get-ancillaries'))).toBe(false);
    },
  );

  it.each([
    ['Muster', 'checkout_success'],
    ['Fail', 'checkout_fail'],
    ['Soft', 'checkout_soft_booked'],
  ] as const)(
    'replaces every step of a booking finished for %s with its outcome page %s',
    async (lastName, outcome) => {
      const checkoutId = await finishedCart(lastName);
      for (const route of [...steps, 'checkout_processing'] as RouteName[]) {
        const { checkout } = await load(route, checkoutId);
        expect(checkout.navigation).toEqual({
          route: outcome,
          params: { checkoutId },
          replace: true,
        });
      }
    },
  );

  it('sends the success address of a failed booking to its fail page', async () => {
    const checkoutId = await finishedCart('Fail');
    const { checkout } = await load('checkout_success', checkoutId);
    expect(checkout.navigation).toEqual({
      route: 'checkout_fail',
      params: { checkoutId },
      replace: true,
    });
  });

  it('sends the outcome and processing addresses of an unpaid cart back to the step it is at', async () => {
    const fresh = await cartAtExtras();
    const filledIn = await cartAtPayment();
    for (const route of [
      'checkout_success',
      'checkout_fail',
      'checkout_soft_booked',
      'checkout_processing',
    ] as RouteName[]) {
      expect((await load(route, fresh)).checkout.navigation?.route).toBe('checkout_ancillaries');
      expect((await load(route, filledIn)).checkout.navigation?.route).toBe('checkout_payment');
    }
  });

  it('leaves a step alone while the checkout is still being edited', async () => {
    const checkoutId = await cartAtPayment();
    const { checkout } = await load('checkout_payment', checkoutId);
    expect(checkout.navigation).toBeNull();
    expect(checkout.payment.configReady).toBe(true);
    expect(checkout.loadedFor).toBe('checkout_payment');
  });

  it('goes nowhere for an unknown checkout and keeps the expired-checkout error', async () => {
    const { checkout } = await load('checkout_success', 'bk-999999');
    expect(checkout.status).toBe('rejected');
    expect(checkout.navigation).toBeNull();
    expect(checkout.errors).toEqual({
      checkout: [{ id: 'noBookingError', context: 'checkout' }],
    });
  });
});
