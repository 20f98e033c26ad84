import { call, delay, put, select, spawn, take, takeLatest } from 'redux-saga/effects';
import type { ApiError } from '../../api/apiError';
import type { ApiRouteName } from '../../api/endpoints';
import type {
  ApiBody,
  ThreeDsAction,
  VoucherCart,
  VoucherResponse,
  VoucherSetInfoRequest,
} from '../../api/types';
import type { Locale } from '../../config/locales';
import { pageUrlContext } from '../../config/urlContext';
import { allowedUrl } from '../../lib/urlPolicy';
import { addResponseChecks } from '../../api/responseChecks';
import { callApi } from '../../store/sagaHelpers';
import { voucherAnswerChecks } from './voucherAnswerChecks';
import { browserRedirect, paymentVault } from '../checkout';
import { selectRoute } from '../shell';
import { clearVoucherDraft } from './model/voucherDraft';
import {
  voucherActions,
  selectVoucher,
  type VoucherModalError,
  type VoucherState,
} from './voucherSlice';

// The voucher's answer is checked from the moment the saga that asks for it is here.
addResponseChecks(voucherAnswerChecks);

/** Where the card provider's configuration waits for the card fields (never in state). */
export const voucherPaymentConfigKey = (checkoutId: string) =>
  `voucher:${checkoutId}:paymentConfig`;
/** The 3-D Secure action the modal shows, and the result it leaves, per attempt. */
export const voucherChallengeKey = (attemptId: string) => `${attemptId}:challenge`;
export const voucherChallengeResultKey = (attemptId: string) => `${attemptId}:result`;

/** The card token and reCAPTCHA token of one Book now press, left in the vault by the form. */
export type VoucherPurchaseSecrets = Pick<VoucherSetInfoRequest, 'payment' | 'recaptcha'>;

export const purchaseRetries = 2;
export const purchaseRetryDelayMs = 1000;

/**
 * Finished, or successful with resultCode Authorised, is a bought voucher (docs/rules/voucher.md,
 * "When the voucher counts as paid").
 */
export const isPaidVoucher = (cart: VoucherCart) =>
  cart.finished || (cart.success && cart.payment.resultCode === 'Authorised');

const errorIdsOf = (response: VoucherResponse | null | undefined) =>
  (response?.errors ?? []).map((error) => error.id as string);

/** The voucher checkout's routes: each answers with the voucher cart. */
type VoucherRoute = Extract<ApiRouteName, `voucher_${string}`>;

function* voucherCall<N extends VoucherRoute>(
  route: N,
  checkoutId: string | null,
  data?: ApiBody<N>,
  headers?: Record<string, string>,
) {
  const { locale }: { locale: Locale | null } = yield select(selectRoute);
  return yield* callApi({
    route,
    ...(checkoutId ? { params: { checkoutId } } : {}),
    query: locale ? { locale } : undefined,
    ...(data === undefined ? {} : { data }),
    headers,
  });
}

/**
 * NO_VOUCHERS_AVAILABLE: visitors go to the fallback URL, when the URL policy allows it
 * (docs/rules/url-policy.md), or else to the homepage; a CMS user stays and is told.
 */
function* noVouchersLeft(response: VoucherResponse, cmsUser: boolean) {
  if (cmsUser) {
    yield put(voucherActions.noVouchersAvailable());
    return;
  }
  const fallback = allowedUrl(response.fallbackUrl, pageUrlContext(), 'voucher fallback');
  if (fallback) yield call([browserRedirect, browserRedirect.assign], fallback.url);
  else yield put(voucherActions.navigationRequested({ route: 'homepage', replace: true }));
}

export function* loadVoucher({ payload }: ReturnType<typeof voucherActions.voucherRequested>) {
  const { checkoutId, cmsUser, page } = payload;
  try {
    const response: VoucherResponse = checkoutId
      ? yield* voucherCall('voucher_cart', checkoutId)
      : yield* voucherCall('voucher_create', null, {});
    if (errorIdsOf(response).includes('NO_VOUCHERS_AVAILABLE')) {
      yield* noVouchersLeft(response, cmsUser);
      return;
    }
    const cart = response.cart;
    if (!response.success || !cart) {
      yield put(voucherActions.voucherLoadFailed());
      return;
    }
    if (response.paymentConfig)
      paymentVault.put(voucherPaymentConfigKey(cart.id), response.paymentConfig);
    yield put(voucherActions.voucherLoaded({ cart, paymentConfigReady: !!response.paymentConfig }));
    if (page === 'checkout' && isPaidVoucher(cart)) {
      yield put(
        voucherActions.navigationRequested({
          route: 'voucher',
          checkoutId: cart.id,
          replace: true,
        }),
      );
    } else if (!checkoutId) {
      // Once known, the id is written into the URL, so a reload finds the same cart.
      yield put(
        voucherActions.navigationRequested({
          route: 'voucher_checkout',
          checkoutId: cart.id,
          replace: true,
        }),
      );
    }
  } catch (error) {
    if ((error as ApiError | null)?.kind === 'cancelled') return;
    yield put(voucherActions.voucherLoadFailed());
  }
}

const retryable = (error: unknown) => {
  const kind = (error as ApiError | null)?.kind;
  return kind === 'network' || kind === 'timeout';
};

/**
 * One call of a purchase attempt. Network failures are retried with the same idempotency key,
 * so the host recognises the retry and never charges twice.
 */
function* idempotentVoucherCall<N extends VoucherRoute>(
  route: N,
  checkoutId: string,
  data: ApiBody<N>,
  key: string,
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return yield* voucherCall(route, checkoutId, data, { 'Idempotency-Key': key });
    } catch (error) {
      if (!retryable(error) || attempt >= purchaseRetries) throw error;
      yield delay(purchaseRetryDelayMs);
    }
  }
}

/**
 * The challenge (docs/rules/voucher.md, "3-D Secure"): the modal shows the action from the vault
 * and leaves its result there; the result goes to the book call. Null when the challenge did not
 * end in a result.
 */
function* challengeAndBook(checkoutId: string, attemptId: string, action: ThreeDsAction) {
  paymentVault.put(voucherChallengeKey(attemptId), action);
  yield put(voucherActions.purchaseChallengeOpened());
  yield take(voucherActions.purchaseChallengeClosed.type);
  paymentVault.take(voucherChallengeKey(attemptId));
  const result = paymentVault.take<string>(voucherChallengeResultKey(attemptId));
  if (result && /cancel/i.test(result)) {
    yield put(voucherActions.purchaseFailed({ payment: 'threeDsChallengeCancelled' }));
    return null;
  }
  if (!result) {
    // Nothing to send as details.threeDSResult: a technicalError.
    yield put(voucherActions.purchaseFailed({ modal: 'technicalError' }));
    return null;
  }
  return yield* idempotentVoucherCall(
    'voucher_book',
    checkoutId,
    { details: { threeDSResult: result }, paymentData: action.paymentData },
    `${attemptId}:3ds`,
  );
}

const modalErrors: Record<string, VoucherModalError> = {
  unknownIssue: 'unknownIssue',
  threeDsChallengeRejectedError: 'threeDsChallengeRejectedError',
  threeDsChallengeRefused: 'threeDsChallengeRefused',
};

/** What an answer of set-info or book means (docs/rules/voucher.md, "Errors of the purchase"). */
function* settle(checkoutId: string, response: VoucherResponse, cmsUser: boolean) {
  const ids = errorIdsOf(response);
  if (ids.includes('NO_VOUCHERS_AVAILABLE')) {
    yield put(voucherActions.purchaseFailed({}));
    yield* noVouchersLeft(response, cmsUser);
    return;
  }
  if (ids.includes('voucherAlreadyBookedError')) {
    // Paid already (another tab, say): clear the error and reload the path without its query.
    yield put(voucherActions.errorCleared());
    yield call([browserRedirect, browserRedirect.assign], window.location.pathname);
    return;
  }
  const cart = response.cart;
  if (!ids.length && cart && isPaidVoucher(cart)) {
    clearVoucherDraft(checkoutId);
    yield put(voucherActions.purchaseSucceeded(cart));
    yield put(voucherActions.navigationRequested({ route: 'voucher', checkoutId, replace: false }));
    return;
  }
  if (cart) yield put(voucherActions.voucherLoaded({ cart, paymentConfigReady: true }));
  const known = ids.map((id) => modalErrors[id]).find(Boolean);
  yield put(voucherActions.purchaseFailed({ modal: known ?? 'technicalError' }));
}

export function* purchaseVoucher({ payload }: ReturnType<typeof voucherActions.purchaseSubmitted>) {
  const { attemptId, info, cmsUser } = payload;
  const secrets = paymentVault.take<VoucherPurchaseSecrets>(attemptId);
  const { checkoutId, purchase }: VoucherState = yield select(selectVoucher);
  if (!checkoutId || !secrets || purchase.attemptId !== attemptId) return;
  try {
    let response: VoucherResponse | null = yield* idempotentVoucherCall(
      'voucher_set_info',
      checkoutId,
      { ...info, ...secrets },
      attemptId,
    );
    const payment = response.cart?.checkout.payment;
    // threeDS2 with an action shows the challenge; its result goes to book.
    if (!errorIdsOf(response).length && payment?.threeDs && payment.action?.type === 'threeDS2') {
      response = yield* challengeAndBook(checkoutId, attemptId, payment.action);
      if (!response) return;
    }
    yield* settle(checkoutId, response, cmsUser);
  } catch {
    // Network failures after the retries, and server errors: technicalError.
    yield put(voucherActions.purchaseFailed({ modal: 'technicalError' }));
  }
}

function* purchaseLoop() {
  for (;;) {
    const action: ReturnType<typeof voucherActions.purchaseSubmitted> = yield take(
      voucherActions.purchaseSubmitted.type,
    );
    // Blocking on purpose: one purchase at a time; presses while it runs are dropped.
    yield call(purchaseVoucher, action);
  }
}

export function* voucherSaga() {
  yield spawn(function* loads() {
    yield takeLatest(voucherActions.voucherRequested.type, loadVoucher);
  });
  yield spawn(purchaseLoop);
}
