import { checkoutActions } from '../checkoutSlice';
import { checkoutState, checkoutStore } from '../testing/checkoutStore';
import { okCheckout } from '../testing/cartFixture';
import { networkError, scriptedApi } from '../../../testing/scriptedApi';
import { until } from '../../../testing/featureStore';
import { ApiError } from '../../../api/apiError';
import { saveTravellerDraft } from '../travellers/travellerDraft';
import { validValues } from '../travellers/testing/travellerFixtures';

const request = (
  route: 'checkout_info' | 'checkout_ancillaries' | 'checkout_payment' = 'checkout_info',
  checkoutId = 'bk-1',
) => checkoutActions.checkoutRequested({ checkoutId, route });

describe('checkout data', () => {
  it('is loading, then resolved with the cart of a successful answer', async () => {
    const { api } = scriptedApi({ checkout_get: [okCheckout()] });
    const store = checkoutStore(api, 'checkout_info');
    store.dispatch(request());
    expect(checkoutState(store).status).toBe('loading');
    await until(store, () => checkoutState(store).status !== 'loading');
    expect(checkoutState(store).status).toBe('resolved');
    expect(checkoutState(store).cart?.checkout.id).toBe('bk-1');
  });

  it.each([
    ['success false', { ...okCheckout(), success: false }],
    ['no cart', { success: true, messages: [] }],
    ['a cart without checkout', { success: true, cart: { id: 'bk-1' } }],
  ])('is rejected for an answer with %s', async (_name, answer) => {
    const { api } = scriptedApi({ checkout_get: [answer] });
    const store = checkoutStore(api, 'checkout_info');
    store.dispatch(request());
    await until(store, () => checkoutState(store).status !== 'loading');
    expect(checkoutState(store).status).toBe('rejected');
    expect(checkoutState(store).pendingModal).toEqual({ isOpen: true, isFailed: true });
  });

  it('stores messages per named context, and a generic entry for messages without one', async () => {
    const { api } = scriptedApi({
      checkout_get: [
        {
          success: false,
          messages: [{ id: 'noBookingError', context: 'checkout' }, { id: 'odd' }],
        },
      ],
    });
    const store = checkoutStore(api, 'checkout_info');
    store.dispatch(request());
    await until(store, () => checkoutState(store).status === 'rejected');
    expect(checkoutState(store).errors).toEqual({
      checkout: [{ id: 'noBookingError', context: 'checkout' }],
      generic: [{ id: 'odd', context: 'generic' }],
    });
  });

  it('stores a generic error for a network failure', async () => {
    const { api } = scriptedApi({ checkout_get: [networkError()] });
    const store = checkoutStore(api, 'checkout_info');
    store.dispatch(request());
    await until(store, () => checkoutState(store).status === 'rejected');
    expect(checkoutState(store).errors).toEqual({ generic: [{ id: 'genericError' }] });
  });

  it('aborts the previous checkout request when a new one starts', async () => {
    let first = true;
    const { api, calls } = scriptedApi({
      checkout_get: [
        () => new Promise(() => undefined),
        () => {
          first = false;
          return okCheckout();
        },
      ],
    });
    const store = checkoutStore(api, 'checkout_info');
    store.dispatch(request('checkout_info', 'bk-1'));
    store.dispatch(request('checkout_info', 'bk-1'));
    await until(store, () => checkoutState(store).status === 'resolved');
    expect(first).toBe(false);
    expect(calls('checkout_get').map((call) => call.signal.aborted)).toEqual([true, false]);
  });

  it('loads the payment step through its own data route', async () => {
    const { api, calls } = scriptedApi({ checkout_get_payment: [okCheckout()] });
    const store = checkoutStore(api, 'checkout_payment');
    store.dispatch(request('checkout_payment'));
    await until(store, () => checkoutState(store).status === 'resolved');
    expect(calls('checkout_get_payment')).toHaveLength(1);
  });

  it('keeps payment tokens and 3-D Secure data out of the state', async () => {
    const answer = okCheckout({
      payment: {
        type: 'PayPal',
        token: 'paypal-secret-token',
        securityCreditcards: [{ cardType: 'visa', securityToken: 'sec-token-123' }],
        action: {
          type: 'threeDS2',
          paymentMethodType: 'scheme',
          token: '3ds-token',
          paymentData: 'pd-data',
        },
      },
    });
    const { api } = scriptedApi({ checkout_get: [answer] });
    const store = checkoutStore(api, 'checkout_info');
    store.dispatch(request());
    await until(store, () => checkoutState(store).status === 'resolved');
    const json = JSON.stringify(store.getState());
    for (const secret of ['paypal-secret-token', 'sec-token-123', '3ds-token', 'pd-data'])
      expect(json).not.toContain(secret);
    expect(checkoutState(store).payment.method).toBe('PayPal');
  });
});

describe('extras step skip rule', () => {
  const group = (type: string) => ({ type, options: [{ refId: `${type}-1` }] });

  it.each([
    ['skips an empty list', [], [], true],
    ['skips an insurance-only list', [group('insurance')], [], true],
    ['stays with extras to choose', [group('insurance'), group('luggage')], [], false],
    [
      'stays after an offer change',
      [],
      [{ type: 'price', price: { amount: 1, perPersonAmount: 1, difference: 1, currency: 'EUR' } }],
      false,
    ],
  ])('%s', async (_name, ancillaries, changes, skipped) => {
    const { api } = scriptedApi({
      checkout_get: [okCheckout()],
      checkout_get_ancillaries: [{ success: true, messages: [], changes, ancillaries }],
    });
    const store = checkoutStore(api, 'checkout_ancillaries');
    store.dispatch(request('checkout_ancillaries'));
    await until(store, () => checkoutState(store).ancillaries.status === 'resolved');
    expect(checkoutState(store).navigation).toEqual(
      skipped ? { route: 'checkout_info', params: { checkoutId: 'bk-1' }, replace: true } : null,
    );
  });
});

describe("the travellers' draft after the load (docs/rules/travellers.md)", () => {
  const draftKey = 'hs_checkout_travellers:bk-1';
  beforeEach(() => saveTravellerDraft('bk-1', validValues()));
  afterEach(() => window.sessionStorage.clear());

  it.each(['ancillaries', 'info', 'payment'] as const)(
    'is kept while the checkout is at %s and can still be finished',
    async (status) => {
      const { api } = scriptedApi({ checkout_get: [okCheckout({ status })] });
      const store = checkoutStore(api, 'checkout_info');
      store.dispatch(request());
      await until(store, () => checkoutState(store).status === 'resolved');
      expect(window.sessionStorage.getItem(draftKey)).toContain('Muster');
    },
  );

  it.each(['processing', 'success', 'fail', 'soft_booked'] as const)(
    'is removed once the server reports the booking %s',
    async (status) => {
      const { api } = scriptedApi({ checkout_get: [okCheckout({ status })] });
      const store = checkoutStore(api, 'checkout_info');
      store.dispatch(request());
      await until(store, () => checkoutState(store).status === 'resolved');
      expect(window.sessionStorage.getItem(draftKey)).toBeNull();
    },
  );

  it.each([
    ['answers', { success: false, messages: [{ id: 'noBookingError', context: 'checkout' }] }],
    [
      'fails',
      () =>
        Promise.reject(
          new ApiError('http', 'not found', 404, [{ id: 'noBookingError', context: 'checkout' }]),
        ),
    ],
  ])('is removed when the server %s that it no longer knows the checkout', async (_how, answer) => {
    const { api } = scriptedApi({ checkout_get: [answer] });
    const store = checkoutStore(api, 'checkout_info');
    store.dispatch(request());
    await until(store, () => checkoutState(store).status === 'rejected');
    expect(window.sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('is kept when the load only failed (network)', async () => {
    const { api } = scriptedApi({ checkout_get: [networkError()] });
    const store = checkoutStore(api, 'checkout_info');
    store.dispatch(request());
    await until(store, () => checkoutState(store).status === 'rejected');
    expect(window.sessionStorage.getItem(draftKey)).toContain('Muster');
  });
});
