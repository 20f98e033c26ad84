import { cartOf, create, travellersData } from '../../../../demo/testing/checkoutFlow';
import { watchedClient } from '../../../testing/watchedClient';
import type { RouteName } from '../../../config/routeTable';
import { until } from '../../../testing/featureStore';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { checkoutActions } from '../checkoutSlice';
import { paymentVault } from '../model/paymentVault';
import { checkoutState, checkoutStore } from '../testing/checkoutStore';
import { card, cardToken, cartAtPayment, pressPayNow, sepa } from '../testing/paymentHost';
import { challengeResultKey } from './paymentSaga';

setupDemoHost();

afterEach(() => {
  delete process.env.DEMO_FAULTS;
  paymentVault.clear();
});

const generic = { generic: [{ id: 'genericError' }] };

/** A store on a booking step with its cart loaded, the fault set for what follows. */
async function loadedStep(route: RouteName, checkoutId: string, fault?: string) {
  const { api, failed } = watchedClient();
  const store = checkoutStore(api, route);
  if (fault) process.env.DEMO_FAULTS = fault;
  store.dispatch(checkoutActions.checkoutRequested({ checkoutId, route }));
  await until(store, () => checkoutState(store).status !== 'loading');
  return { store, failed, state: () => checkoutState(store) };
}

describe('a malformed answer of a booking route is a server error, never a crash', () => {
  it.each([
    ['checkout_get', 'checkout_info'],
    ['checkout_get_payment', 'checkout_payment'],
  ] as const)('%s: the step is rejected with the generic error', async (apiRoute, step) => {
    const checkoutId = await cartAtPayment();
    const { failed, state } = await loadedStep(step, checkoutId, `${apiRoute}:malformed`);
    expect(failed).toEqual([{ route: apiRoute, kind: 'malformed' }]);
    expect(state().status).toBe('rejected');
    expect(state().errors).toEqual(generic);
    expect(state().cart).toBeNull();
  });

  it('checkout_set_info: the travellers stay, the generic error is shown', async () => {
    const checkoutId = cartOf(await create()).id;
    const { store, failed, state } = await loadedStep('checkout_info', checkoutId);
    process.env.DEMO_FAULTS = 'checkout_set_info:malformed';
    store.dispatch(checkoutActions.infoSubmitted(travellersData()));
    await until(store, () => Object.keys(state().errors).length > 0);
    expect(failed).toEqual([{ route: 'checkout_set_info', kind: 'malformed' }]);
    expect(state().errors).toEqual(generic);
    expect(state().navigation).toBeNull();
  });

  it('checkout_set_ancillaries: the choice fails with the generic error', async () => {
    const checkoutId = cartOf(await create()).id;
    const { store, failed, state } = await loadedStep('checkout_ancillaries', checkoutId);
    await until(store, () => state().ancillaries.status !== 'loading');
    process.env.DEMO_FAULTS = 'checkout_set_ancillaries:malformed';
    store.dispatch(checkoutActions.ancillaryChosen({ type: 'insurance', refIds: [] }));
    await until(store, () => Object.keys(state().errors).length > 0);
    expect(failed).toEqual([{ route: 'checkout_set_ancillaries', kind: 'malformed' }]);
    expect(state().errors).toEqual(generic);
  });

  it('checkout_set_coupon: the code is refused with the generic error', async () => {
    const checkoutId = await cartAtPayment();
    const { store, failed, state } = await loadedStep('checkout_payment', checkoutId);
    process.env.DEMO_FAULTS = 'checkout_set_coupon:malformed';
    store.dispatch(checkoutActions.couponSubmitted({ code: 'SUMMER' }));
    await until(store, () => state().coupon.status === 'rejected');
    expect(failed).toEqual([{ route: 'checkout_set_coupon', kind: 'malformed' }]);
    expect(state().errors.coupon).toEqual([{ id: 'genericError', context: 'coupon' }]);
  });

  it('do_payment_set: the generic error, not "select a payment method"; the key is kept', async () => {
    const checkoutId = await cartAtPayment();
    const { store, failed, state } = await loadedStep('checkout_payment', checkoutId);
    process.env.DEMO_FAULTS = 'do_payment_set:malformed';
    pressPayNow(store, 'press-1', sepa, 'BankAccount');
    await until(store, () => !!state().errors.payment);
    // Asked once: asking again would only get the same answer.
    expect(failed).toEqual([{ route: 'do_payment_set', kind: 'malformed' }]);
    expect(state().errors.payment).toEqual([{ id: 'genericError', context: 'payment' }]);
    expect(state().payment.unansweredAttempt).toBe('press-1');
    expect(state().navigation).toBeNull();
  });

  it('checkout_finalize_payment: the generic error after the challenge', async () => {
    const checkoutId = await cartAtPayment();
    const { store, failed, state } = await loadedStep('checkout_payment', checkoutId);
    process.env.DEMO_FAULTS = 'checkout_finalize_payment:malformed';
    pressPayNow(store, 'press-1', card(cardToken('4000 0000 0000 3220', 'TX-3220')));
    await until(store, () => state().payment.challengeAttempt === 'press-1');
    paymentVault.put(challengeResultKey('press-1'), 'approved');
    store.dispatch(checkoutActions.paymentChallengeClosed());
    await until(store, () => !!state().errors.payment);
    expect(failed).toEqual([{ route: 'checkout_finalize_payment', kind: 'malformed' }]);
    expect(state().errors.payment).toEqual([{ id: 'genericError', context: 'payment' }]);
    expect(state().navigation).toBeNull();
  });

  it.each([
    [0, 'fail', 'checkout_fail'],
    [1, 'soft_booked', 'checkout_soft_booked'],
  ] as const)(
    'checkout_poll: with %i retries an unreadable poll ends as %s, as a failed one does',
    async (retries, outcome, page) => {
      const checkoutId = await cartAtPayment();
      const { api, failed } = watchedClient();
      const store = checkoutStore(api, 'checkout_processing');
      process.env.DEMO_FAULTS = 'checkout_poll:malformed';
      store.dispatch(
        checkoutActions.processingRequested({ checkoutId, retries, timeoutMs: 60_000 }),
      );
      await until(store, () => checkoutState(store).processing.status === 'finished');
      expect(failed).toEqual(
        Array.from({ length: retries + 1 }, () => ({ route: 'checkout_poll', kind: 'malformed' })),
      );
      expect(checkoutState(store).processing.outcome).toBe(outcome);
      expect(checkoutState(store).navigation?.route).toBe(page);
    },
    10_000,
  );
});
