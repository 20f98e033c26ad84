import { setPageUrlPolicy } from '../../../config/urlContext';
import { checkoutActions } from '../checkoutSlice';
import { browserRedirect } from '../model/browserRedirect';
import { paymentVault } from '../model/paymentVault';
import { okCheckout } from '../testing/cartFixture';
import { checkoutState, checkoutStore } from '../testing/checkoutStore';
import { networkError, scriptedApi } from '../../../testing/scriptedApi';
import { until } from '../../../testing/featureStore';
import { challengeKey, challengeResultKey, paymentRetryDelayMs } from './paymentSaga';

const processed = okCheckout({
  payment: { securityCreditcards: [{ cardType: 'visa', securityToken: 'tok-secret' }] },
});
const challenge = okCheckout({
  payment: {
    threeDs: true,
    action: { type: 'threeDS2', paymentMethodType: 'scheme', token: 't', paymentData: 'pd-1' },
  },
});

async function storeWithCart(script: Parameters<typeof scriptedApi>[0]) {
  const scripted = scriptedApi({ checkout_get_payment: [okCheckout()], ...script });
  const store = checkoutStore(scripted.api, 'checkout_payment');
  store.dispatch(
    checkoutActions.checkoutRequested({ checkoutId: 'bk-1', route: 'checkout_payment' }),
  );
  await until(store, () => checkoutState(store).status === 'resolved');
  return { store, ...scripted };
}

const pay = (
  attemptId: string,
  secrets: object = { card: { cardHolder: 'Erika Mustermann', transactionId: 'tx-9' } },
) => {
  paymentVault.put(attemptId, secrets);
  return checkoutActions.paymentSubmitted({ attemptId, method: 'CreditCard' });
};

afterEach(() => paymentVault.clear());

describe('payment submit', () => {
  it('sends one payment for presses while one is running, and moves on to processing', async () => {
    const { store, calls } = await storeWithCart({ do_payment_set: [processed] });
    store.dispatch(pay('attempt-1'));
    store.dispatch(pay('attempt-2'));
    store.dispatch(pay('attempt-3'));
    await until(store, () => checkoutState(store).navigation !== null);
    expect(calls('do_payment_set')).toHaveLength(1);
    expect(calls('do_payment_set')[0]?.headers).toEqual({ 'Idempotency-Key': 'attempt-1' });
    expect(calls('do_payment_set')[0]?.data).toEqual({
      data: {
        payment: {
          type: 'CreditCard',
          card: { cardHolder: 'Erika Mustermann', transactionId: 'tx-9' },
        },
      },
    });
    expect(checkoutState(store).navigation).toEqual({
      route: 'checkout_processing',
      params: { checkoutId: 'bk-1' },
    });
    expect(JSON.stringify(store.getState())).not.toContain('tok-secret');
    expect(JSON.stringify(store.getState())).not.toContain('tx-9');
  });

  it('retries a network failure with the same idempotency key', async () => {
    jest.useFakeTimers();
    try {
      const { store, calls } = await storeWithCart({
        do_payment_set: [networkError(), networkError(), processed],
      });
      store.dispatch(pay('attempt-1'));
      await jest.advanceTimersByTimeAsync(paymentRetryDelayMs * 3);
      expect(calls('do_payment_set').map((call) => call.headers?.['Idempotency-Key'])).toEqual([
        'attempt-1',
        'attempt-1',
        'attempt-1',
      ]);
      expect(checkoutState(store).navigation?.route).toBe('checkout_processing');
    } finally {
      jest.useRealTimers();
    }
  });

  it('records noPaymentSelectedError when a failure names no reason', async () => {
    const { store } = await storeWithCart({ do_payment_set: [{ success: false, messages: [] }] });
    store.dispatch(pay('attempt-1'));
    await until(store, () => !checkoutState(store).payment.submitting);
    expect(checkoutState(store).errors.payment).toEqual([
      { id: 'noPaymentSelectedError', context: 'payment' },
    ]);
    expect(checkoutState(store).navigation).toBeNull();
  });

  it('opens the 3-D Secure challenge and books with its result', async () => {
    const { store, calls } = await storeWithCart({
      do_payment_set: [challenge],
      checkout_finalize_payment: [processed],
    });
    store.dispatch(pay('attempt-1'));
    await until(store, () => checkoutState(store).payment.challengeOpen);
    expect(checkoutState(store).payment.challengeAttempt).toBe('attempt-1');
    expect(paymentVault.peek(challengeKey('attempt-1'))).toMatchObject({ paymentData: 'pd-1' });
    paymentVault.put(challengeResultKey('attempt-1'), 'AUTHORISED-abc');
    store.dispatch(checkoutActions.paymentChallengeClosed());
    await until(store, () => checkoutState(store).navigation !== null);
    expect(calls('checkout_finalize_payment')[0]?.data).toEqual({
      data: { details: { threeDSResult: 'AUTHORISED-abc' }, paymentData: 'pd-1' },
    });
    expect(checkoutState(store).navigation?.route).toBe('checkout_processing');
    expect(JSON.stringify(store.getState())).not.toContain('pd-1');
  });

  it.each([
    [
      'a cancelled challenge as threeDsChallengeCancelled',
      'cancelled',
      'threeDsChallengeCancelled',
    ],
    ['a challenge without a result as noPaymentSelectedError', undefined, 'noPaymentSelectedError'],
  ])('records %s', async (_name, result, id) => {
    const { store, calls } = await storeWithCart({ do_payment_set: [challenge] });
    store.dispatch(pay('attempt-1'));
    await until(store, () => checkoutState(store).payment.challengeOpen);
    if (result) paymentVault.put(challengeResultKey('attempt-1'), result);
    store.dispatch(checkoutActions.paymentChallengeClosed());
    await until(store, () => !checkoutState(store).payment.submitting);
    expect(checkoutState(store).errors.payment).toEqual([{ id, context: 'payment' }]);
    expect(calls('checkout_finalize_payment')).toHaveLength(0);
  });

  it('maps a refused challenge answer to threeDsChallengeRefused', async () => {
    const { store } = await storeWithCart({
      do_payment_set: [challenge],
      checkout_finalize_payment: [
        { success: false, messages: [{ id: 'threeDsChallengeRefused', context: 'payment' }] },
      ],
    });
    store.dispatch(pay('attempt-1'));
    await until(store, () => checkoutState(store).payment.challengeOpen);
    paymentVault.put(challengeResultKey('attempt-1'), 'refused');
    store.dispatch(checkoutActions.paymentChallengeClosed());
    await until(store, () => !checkoutState(store).payment.submitting);
    expect(checkoutState(store).errors.payment).toEqual([
      { id: 'threeDsChallengeRefused', context: 'payment' },
    ]);
  });

  it('sends the browser to the URL the host gives (PayPal approval)', async () => {
    const assign = jest.spyOn(browserRedirect, 'assign').mockImplementation(() => undefined);
    const { store } = await storeWithCart({
      do_payment_set: [
        okCheckout({ payment: { type: 'PayPal', redirectUrl: '/demo-paypal/approve?c=bk-1' } }),
      ],
    });
    paymentVault.put('attempt-1', {});
    store.dispatch(checkoutActions.paymentSubmitted({ attemptId: 'attempt-1', method: 'PayPal' }));
    await until(store, () => !checkoutState(store).payment.submitting);
    expect(assign).toHaveBeenCalledWith('/demo-paypal/approve?c=bk-1');
    expect(checkoutState(store).navigation).toBeNull();
    assign.mockRestore();
  });

  describe('the redirect passes the URL policy', () => {
    afterEach(() => setPageUrlPolicy(null));

    async function payAndRedirectTo(redirectUrl: string) {
      const assign = jest.spyOn(browserRedirect, 'assign').mockImplementation(() => undefined);
      const { store } = await storeWithCart({
        do_payment_set: [okCheckout({ payment: { type: 'PayPal', redirectUrl } })],
      });
      paymentVault.put('attempt-1', {});
      store.dispatch(
        checkoutActions.paymentSubmitted({ attemptId: 'attempt-1', method: 'PayPal' }),
      );
      await until(store, () => !checkoutState(store).payment.submitting);
      return { store, assign };
    }

    it.each([
      'javascript:alert(document.domain)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/approve',
      '/\\evil.example/approve',
      'https://evil.example/approve',
      `${window.location.origin}@evil.example/approve`,
    ])('never follows %j: the payment fails with the technical error', async (url) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { store, assign } = await payAndRedirectTo(url);
      expect(assign).not.toHaveBeenCalled();
      expect(checkoutState(store).errors.payment).toEqual([
        { id: 'technicalError', context: 'payment' },
      ]);
      expect(checkoutState(store).payment.paid).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('(payment redirect)'));
    });

    it('follows the payment provider the host allowed', async () => {
      setPageUrlPolicy({ basePath: '', allowedOrigins: ['https://pay.example'], keys: {} });
      const { store, assign } = await payAndRedirectTo('https://pay.example/approve?c=bk-1');
      expect(assign).toHaveBeenCalledWith('https://pay.example/approve?c=bk-1');
      expect(checkoutState(store).payment.paid).toBe(true);
      expect(checkoutState(store).errors.payment).toBeUndefined();
    });
  });

  describe('recurring payment with a stored card', () => {
    const stored = { recurring: { storedPaymentMethodId: 'stored-1', holderName: 'Erika Muster' } };
    const action = {
      type: 'threeDS2',
      paymentMethodType: 'scheme',
      token: 't',
      paymentData: 'pd-2',
    };

    it('posts the stored card with holder and origin, then books through the challenge', async () => {
      const { store, calls } = await storeWithCart({
        do_recurring_payment: [{ success: true, threeDs: true, action }],
        checkout_finalize_payment: [processed],
      });
      store.dispatch(pay('attempt-1', stored));
      await until(store, () => checkoutState(store).payment.challengeOpen);
      expect(calls('do_recurring_payment')[0]?.data).toEqual({
        data: {
          paymentMethod: { type: 'CreditCard', storedPaymentMethodId: 'stored-1' },
          holderName: 'Erika Muster',
          origin: window.location.origin,
        },
      });
      expect(calls('do_payment_set')).toHaveLength(0);
      paymentVault.put(challengeResultKey('attempt-1'), 'approved');
      store.dispatch(checkoutActions.paymentChallengeClosed());
      await until(store, () => checkoutState(store).navigation !== null);
      expect(checkoutState(store).navigation?.route).toBe('checkout_processing');
      expect(JSON.stringify(store.getState())).not.toContain('stored-1');
    });

    it.each([
      ['no action', { success: true, threeDs: true }],
      ['no 3-D Secure', { success: true, threeDs: false, action }],
      ['a refusal', { success: false, threeDs: false }],
    ])('records technicalError for an answer with %s', async (_name, answer) => {
      const { store } = await storeWithCart({ do_recurring_payment: [answer] });
      store.dispatch(pay('attempt-1', stored));
      await until(store, () => !checkoutState(store).payment.submitting);
      expect(checkoutState(store).errors.payment).toEqual([
        { id: 'technicalError', context: 'payment' },
      ]);
      expect(checkoutState(store).payment.challengeOpen).toBe(false);
    });
  });
});
