import type { Action } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { cartOf, create, setInfo, travellersData } from '../../../../demo/testing/checkoutFlow';
import type { OfferChange } from '../../../api/types';
import type { RouteName } from '../../../config/routeTable';
import { featureStore, until } from '../../../testing/featureStore';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { dataLayerEvents } from '../../analytics/testing';
import { checkoutFeature } from '../checkoutFeature';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { chargedAmount } from '../model/chargedAmount';
import { newAttemptId } from '../model/paymentVault';

setupDemoHost();

afterEach(() => {
  delete process.env.DEMO_FAULTS;
});

/** A store on a booking route, recording every price change the checkout reports. */
function checkoutStoreOn(route: RouteName) {
  const store = featureStore(checkoutFeature, { name: route, pathname: '/en-gb/booking/x/bk' });
  const reported: Action[] = [];
  store.runFeatureSaga('reportedPriceChanges', function* record() {
    yield takeEvery(checkoutActions.offerChangeReported.type, (action: Action) => {
      reported.push(action);
    });
  });
  const state = () => selectCheckout(store.getState());
  return { store, reported, state };
}

async function load(route: RouteName, checkoutId: string, offerChanges?: OfferChange[]) {
  const view = checkoutStoreOn(route);
  view.store.dispatch(checkoutActions.checkoutRequested({ checkoutId, route, offerChanges }));
  await until(view.store, () => view.state().status !== 'loading');
  return view;
}

async function cartAtPayment() {
  const checkoutId = cartOf(await create()).id;
  await setInfo(checkoutId, 'Muster');
  return checkoutId;
}

const increased = (action: Action | undefined) =>
  action ? dataLayerEvents(action).filter((event) => event.event === 'priceDifference') : [];

describe('price changes in every cart answer (docs/rules/checkout-prices.md)', () => {
  it('holds the extras step behind a price change the create answer reported; accepting moves on', async () => {
    const created = await create({ 'x-demo-fault': 'price-change' });
    const checkoutId = cartOf(created).id;
    expect(created.changes).toHaveLength(1);
    const { store, reported, state } = await load(
      'checkout_ancillaries',
      checkoutId,
      created.changes,
    );
    await until(store, () => state().ancillaries.status === 'resolved');

    expect(state().offerChange?.price?.amount).toBe(created.changes?.[0]?.price?.amount);
    expect(state().navigation).toBeNull();
    expect(chargedAmount(state().cart!).value).toBe(
      cartOf(created).checkout.amounts.totalAmount.value,
    );
    expect(reported).toHaveLength(1);
    expect(increased(reported[0])).toEqual([
      expect.objectContaining({ direction: 'increased', source: 'checkout' }),
    ]);

    store.dispatch(checkoutActions.offerChangeAccepted());
    expect(state().offerChange).toBeNull();
    expect(state().navigation).toMatchObject({ route: 'checkout_info', params: { checkoutId } });
  });

  it('shows a price change the checkout load reported, once, however often it is loaded', async () => {
    const created = cartOf(await create());
    const checkoutId = created.id;
    const before = created.checkout.amounts.totalAmount.value;
    process.env.DEMO_FAULTS = 'checkout_get:price-change';
    const { store, reported, state } = await load('checkout_info', checkoutId);

    expect(state().offerChange?.type).toBe('price');
    expect(state().cart?.checkout.amounts.totalAmount.value).toBeGreaterThan(before);
    store.dispatch(checkoutActions.checkoutRequested({ checkoutId, route: 'checkout_info' }));
    await until(store, () => state().status === 'resolved');
    expect(reported).toHaveLength(1);
  });

  it('keeps the travellers step from going on to payment until the new price is accepted', async () => {
    const checkoutId = cartOf(await create()).id;
    const { store, state } = await load('checkout_info', checkoutId);
    process.env.DEMO_FAULTS = 'checkout_set_info:price-change';
    store.dispatch(checkoutActions.infoSubmitted(travellersData()));
    await until(store, () => !state().info.submitting);

    expect(state().offerChange?.type).toBe('price');
    expect(state().navigation).toBeNull();
    store.dispatch(checkoutActions.offerChangeAccepted());
    expect(state().navigation).toMatchObject({ route: 'checkout_payment' });
  });

  it('stops a payment the host answered with a price change, and pays after accepting', async () => {
    const checkoutId = await cartAtPayment();
    const { store, state } = await load('checkout_payment', checkoutId);
    const before = chargedAmount(state().cart!).value;
    process.env.DEMO_FAULTS = 'do_payment_set:price-change';
    store.dispatch(
      checkoutActions.paymentSubmitted({ attemptId: newAttemptId(), method: 'BankAccount' }),
    );
    await until(store, () => !state().payment.submitting);

    expect(state().offerChange?.type).toBe('price');
    expect(state().payment.paid).toBe(false);
    expect(state().navigation).toBeNull();
    expect(chargedAmount(state().cart!).value).toBeGreaterThan(before);

    store.dispatch(checkoutActions.offerChangeAccepted());
    expect(state().navigation).toBeNull();
    store.dispatch(
      checkoutActions.paymentSubmitted({ attemptId: newAttemptId(), method: 'BankAccount' }),
    );
    await until(store, () => state().payment.paid);
    expect(state().navigation).toMatchObject({ route: 'checkout_processing' });
  });

  it('drops what the step was going on to when the shopper rejects the new price', async () => {
    const created = await create({ 'x-demo-fault': 'price-change' });
    const { store, state } = await load(
      'checkout_ancillaries',
      cartOf(created).id,
      created.changes,
    );
    await until(store, () => state().ancillaries.status === 'resolved');
    store.dispatch(checkoutActions.offerChangeRejected());
    expect(state().offerChange).toBeNull();
    expect(state().offerChangeHeld).toBeNull();
    expect(state().navigation).toBeNull();
  });
});
