import { waitFor } from '@testing-library/react';
import { until } from '../../testing/featureStore';
import { networkError, scriptedApi } from '../../testing/scriptedApi';
import { browserRedirect, paymentVault } from '../checkout';
import {
  challengeCart,
  paidCart,
  paymentConfig,
  voucherAnswer,
  voucherCart,
  voucherInfo,
  voucherState,
  voucherStore,
} from './testing/voucherFixtures';
import {
  purchaseRetryDelayMs,
  voucherChallengeKey,
  voucherChallengeResultKey,
  voucherPaymentConfigKey,
  type VoucherPurchaseSecrets,
} from './voucherSaga';
import { voucherActions } from './voucherSlice';

const secrets: VoucherPurchaseSecrets = {
  payment: {
    brand: 'visa',
    transactionId: 'TX-vc-1',
    browserInfo: {
      acceptHeader: 'text/html',
      language: 'en-GB',
      colorDepth: 24,
      screenHeight: 800,
      screenWidth: 1280,
      timeZoneOffset: 0,
      javaEnabled: false,
      userAgent: 'jest',
    },
    cardHolder: 'Erika Muster',
    returnUrl: 'http://localhost/en-gb/voucher/checkout/vc-1',
    origin: 'http://localhost',
  },
  recaptcha: 'captcha-token',
};

const buy = (attemptId: string) => {
  paymentVault.put(attemptId, secrets);
  return voucherActions.purchaseSubmitted({ attemptId, info: voucherInfo, cmsUser: false });
};

let redirect: jest.SpyInstance;
beforeEach(() => {
  redirect = jest.spyOn(browserRedirect, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  redirect.mockRestore();
  paymentVault.clear();
});

async function loadedStore(script: Parameters<typeof scriptedApi>[0]) {
  const scripted = scriptedApi({
    voucher_cart: [voucherAnswer(voucherCart(), [], { paymentConfig })],
    ...script,
  });
  const store = voucherStore(scripted.api);
  store.dispatch(
    voucherActions.voucherRequested({ checkoutId: 'vc-1', cmsUser: false, page: 'checkout' }),
  );
  await until(store, () => voucherState(store).status === 'resolved');
  return { store, ...scripted };
}

describe('loading the voucher cart', () => {
  it('creates a cart when the URL has no id and writes the id into the URL', async () => {
    const { api, calls } = scriptedApi({
      voucher_create: [voucherAnswer(voucherCart({ id: 'vc-7' }), [], { paymentConfig })],
    });
    const store = voucherStore(api);
    store.dispatch(
      voucherActions.voucherRequested({ checkoutId: null, cmsUser: false, page: 'checkout' }),
    );
    await until(store, () => voucherState(store).navigation !== null);
    expect(calls('voucher_create')).toHaveLength(1);
    expect(voucherState(store).navigation).toEqual({
      route: 'voucher_checkout',
      checkoutId: 'vc-7',
      replace: true,
    });
    expect(voucherState(store).paymentConfigReady).toBe(true);
    expect(paymentVault.peek(voucherPaymentConfigKey('vc-7'))).toEqual(paymentConfig);
    expect(JSON.stringify(store.getState())).not.toContain('TX-vc-1');
  });

  it('fetches the cart named in the URL and sends a bought voucher to its success page', async () => {
    const { api, calls } = scriptedApi({ voucher_cart: [voucherAnswer(paidCart)] });
    const store = voucherStore(api);
    store.dispatch(
      voucherActions.voucherRequested({ checkoutId: 'vc-1', cmsUser: false, page: 'checkout' }),
    );
    await until(store, () => voucherState(store).navigation !== null);
    expect(calls('voucher_cart')[0]?.params).toEqual({ checkoutId: 'vc-1' });
    expect(voucherState(store).navigation).toEqual({
      route: 'voucher',
      checkoutId: 'vc-1',
      replace: true,
    });
  });

  it('redirects visitors to the fallback URL when no vouchers are left', async () => {
    const { api } = scriptedApi({
      voucher_create: [
        voucherAnswer(null, ['NO_VOUCHERS_AVAILABLE'], { fallbackUrl: '/en-gb/gifts' }),
      ],
    });
    const store = voucherStore(api);
    store.dispatch(
      voucherActions.voucherRequested({ checkoutId: null, cmsUser: false, page: 'checkout' }),
    );
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/en-gb/gifts'));
    expect(voucherState(store).noVouchers).toBe(false);
  });

  it('sends visitors to the homepage without a fallback URL the URL policy allows', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const extra of [
      { fallbackUrl: 'javascript:alert(1)' },
      { fallbackUrl: 'https://evil.example/gifts' },
      { fallbackUrl: '//evil.example/gifts' },
      {},
    ]) {
      const { api } = scriptedApi({
        voucher_create: [voucherAnswer(null, ['NO_VOUCHERS_AVAILABLE'], extra)],
      });
      const store = voucherStore(api);
      store.dispatch(
        voucherActions.voucherRequested({ checkoutId: null, cmsUser: false, page: 'checkout' }),
      );
      await until(store, () => voucherState(store).navigation !== null);
      expect(voucherState(store).navigation).toEqual({ route: 'homepage', replace: true });
    }
    expect(redirect).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('keeps a CMS user on the page when no vouchers are left', async () => {
    const { api } = scriptedApi({
      voucher_create: [voucherAnswer(null, ['NO_VOUCHERS_AVAILABLE'], { fallbackUrl: '/x' })],
    });
    const store = voucherStore(api);
    store.dispatch(
      voucherActions.voucherRequested({ checkoutId: null, cmsUser: true, page: 'checkout' }),
    );
    await until(store, () => voucherState(store).noVouchers);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('marks the load rejected on a network failure or an answer without a cart', async () => {
    for (const answer of [networkError(), voucherAnswer(null, ['unknownIssue'])]) {
      const { api } = scriptedApi({ voucher_cart: [answer] });
      const store = voucherStore(api);
      store.dispatch(
        voucherActions.voucherRequested({ checkoutId: 'vc-1', cmsUser: false, page: 'checkout' }),
      );
      await until(store, () => voucherState(store).status === 'rejected');
    }
  });

  it('aborts the previous load when a new one starts', async () => {
    const { api, calls } = scriptedApi({
      voucher_cart: [() => new Promise(() => undefined), voucherAnswer()],
    });
    const store = voucherStore(api);
    const request = voucherActions.voucherRequested({
      checkoutId: 'vc-1',
      cmsUser: false,
      page: 'checkout',
    });
    store.dispatch(request);
    store.dispatch(request);
    await until(store, () => voucherState(store).status === 'resolved');
    expect(calls('voucher_cart').map((call) => call.signal.aborted)).toEqual([true, false]);
  });
});

describe('buying a voucher', () => {
  it('sends one purchase for presses while one runs and goes to the success page', async () => {
    const { store, calls } = await loadedStore({ voucher_set_info: [voucherAnswer(paidCart)] });
    store.dispatch(buy('attempt-1'));
    store.dispatch(buy('attempt-2'));
    await until(store, () => voucherState(store).navigation !== null);
    expect(calls('voucher_set_info')).toHaveLength(1);
    expect(calls('voucher_set_info')[0]?.headers).toEqual({ 'Idempotency-Key': 'attempt-1' });
    expect(calls('voucher_set_info')[0]?.data).toEqual({ ...voucherInfo, ...secrets });
    expect(voucherState(store).navigation).toEqual({
      route: 'voucher',
      checkoutId: 'vc-1',
      replace: false,
    });
    expect(voucherState(store).purchase.status).toBe('paid');
    expect(JSON.stringify(store.getState())).not.toMatch(/TX-vc-1|captcha-token/);
  });

  it('retries a network failure with the same idempotency key', async () => {
    jest.useFakeTimers();
    try {
      const { store, calls } = await loadedStore({
        voucher_set_info: [networkError(), voucherAnswer(paidCart)],
      });
      store.dispatch(buy('attempt-1'));
      await jest.advanceTimersByTimeAsync(purchaseRetryDelayMs);
      await until(store, () => voucherState(store).purchase.status === 'paid');
      expect(calls('voucher_set_info').map((c) => c.headers)).toEqual([
        { 'Idempotency-Key': 'attempt-1' },
        { 'Idempotency-Key': 'attempt-1' },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the challenge and submits its result to the book step', async () => {
    const { store, calls } = await loadedStore({
      voucher_set_info: [voucherAnswer(challengeCart)],
      voucher_book: [voucherAnswer(paidCart)],
    });
    store.dispatch(buy('attempt-1'));
    await until(store, () => voucherState(store).purchase.status === 'challenge');
    expect(paymentVault.peek(voucherChallengeKey('attempt-1'))).toEqual(
      challengeCart.checkout.payment.action,
    );
    expect(JSON.stringify(store.getState())).not.toContain('pd-1');
    paymentVault.put(voucherChallengeResultKey('attempt-1'), 'approved');
    store.dispatch(voucherActions.purchaseChallengeClosed());
    await until(store, () => voucherState(store).purchase.status === 'paid');
    expect(calls('voucher_book')[0]?.data).toEqual({
      details: { threeDSResult: 'approved' },
      paymentData: 'pd-1',
    });
    expect(calls('voucher_book')[0]?.headers).toEqual({ 'Idempotency-Key': 'attempt-1:3ds' });
  });

  it('raises technicalError when the challenge ends without a result', async () => {
    const { store, calls } = await loadedStore({
      voucher_set_info: [voucherAnswer(challengeCart)],
    });
    store.dispatch(buy('attempt-1'));
    await until(store, () => voucherState(store).purchase.status === 'challenge');
    store.dispatch(voucherActions.purchaseChallengeClosed());
    await until(store, () => voucherState(store).modalError !== null);
    expect(voucherState(store).modalError).toBe('technicalError');
    expect(calls('voucher_book')).toHaveLength(0);
  });

  it('says a cancelled challenge at the payment and lets the visitor try again', async () => {
    const { store } = await loadedStore({ voucher_set_info: [voucherAnswer(challengeCart)] });
    store.dispatch(buy('attempt-1'));
    await until(store, () => voucherState(store).purchase.status === 'challenge');
    paymentVault.put(voucherChallengeResultKey('attempt-1'), 'cancelled');
    store.dispatch(voucherActions.purchaseChallengeClosed());
    await until(store, () => voucherState(store).paymentError !== null);
    expect(voucherState(store)).toEqual(
      expect.objectContaining({
        paymentError: 'threeDsChallengeCancelled',
        modalError: null,
        purchase: { status: 'idle', attemptId: null },
      }),
    );
  });

  it.each([
    ['unknownIssue', 'unknownIssue'],
    ['threeDsChallengeRejectedError', 'threeDsChallengeRejectedError'],
    ['technicalError', 'technicalError'],
    ['somethingNew', 'technicalError'],
  ])('opens the error modal for %s with the %s text', async (id, modal) => {
    const { store } = await loadedStore({ voucher_set_info: [voucherAnswer(voucherCart(), [id])] });
    store.dispatch(buy('attempt-1'));
    await until(store, () => voucherState(store).modalError !== null);
    expect(voucherState(store).modalError).toBe(modal);
    expect(voucherState(store).purchase.status).toBe('idle');
  });

  it('opens technicalError when the server cannot be reached after the retries', async () => {
    jest.useFakeTimers();
    try {
      const { store, calls } = await loadedStore({ voucher_set_info: [networkError()] });
      store.dispatch(buy('attempt-1'));
      await jest.advanceTimersByTimeAsync(purchaseRetryDelayMs * 3);
      await until(store, () => voucherState(store).modalError !== null);
      expect(voucherState(store).modalError).toBe('technicalError');
      expect(calls('voucher_set_info')).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('clears the error and reloads the path without its query on voucherAlreadyBookedError', async () => {
    window.history.replaceState(null, '', '/en-gb/voucher/checkout/vc-1?x=1');
    const { store } = await loadedStore({
      voucher_set_info: [voucherAnswer(paidCart, ['voucherAlreadyBookedError'])],
    });
    store.dispatch(buy('attempt-1'));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/en-gb/voucher/checkout/vc-1'));
    expect(voucherState(store).modalError).toBeNull();
  });
});
