import { call, delay, put, select, take } from 'redux-saga/effects';
import type { ApiError } from '../../../api/apiError';
import type {
  ApiMessage,
  CheckoutResponse,
  SetPaymentData,
  ThreeDsAction,
} from '../../../api/types';
import { checkoutActions, selectCheckout, type CheckoutState } from '../checkoutSlice';
import { browserRedirect } from '../model/browserRedirect';
import { errorsOf, isSuccessfulCheckout, redactCart } from '../model/checkoutResponse';
import { checkoutPayment } from '../model/checkoutRoutes';
import { paymentVault } from '../model/paymentVault';
import { checkoutRequest } from './checkoutRequest';

/** What the payment form leaves in the vault under the attempt id (never in an action). */
export type PaymentSecrets = Omit<SetPaymentData['payment'], 'type' | 'milesAmount'>;

/** The 3-D Secure challenge the modal shows, kept in the vault under this key. */
export const challengeKey = (attemptId: string) => `${attemptId}:challenge`;
/** Where the modal leaves the challenge result for the saga. */
export const challengeResultKey = (attemptId: string) => `${attemptId}:result`;

export const paymentRetries = 2;
export const paymentRetryDelayMs = 1000;

const retryable = (error: unknown) => {
  const kind = (error as ApiError | null)?.kind;
  return kind === 'network' || kind === 'timeout';
};

/**
 * One server call of a payment attempt. A network failure is retried with the same idempotency
 * key, so the host can recognise the retry and never charge twice (issue #7 item 9).
 */
function* idempotentRequest<T>(
  route: Parameters<typeof checkoutRequest>[0],
  checkoutId: string,
  data: unknown,
  idempotencyKey: string,
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (yield* checkoutRequest<T>(route, checkoutId, data, {
        'Idempotency-Key': idempotencyKey,
      })) as T;
    } catch (error) {
      if (!retryable(error) || attempt >= paymentRetries) throw error;
      yield delay(paymentRetryDelayMs);
    }
  }
}

const failureMessages = (
  messages: readonly { id?: string; context?: string }[] | undefined,
): ApiMessage[] =>
  messages?.some((message) => message.id)
    ? messages.flatMap((message) =>
        message.id ? [{ id: message.id, context: message.context ?? 'payment' }] : [],
      )
    : [{ id: 'noPaymentSelectedError', context: 'payment' }];

/** Spec 2 §4: a cancelled or refused challenge, else noPaymentSelectedError. */
export function challengeFailure(result: string | undefined): ApiMessage {
  if (result && /cancel/i.test(result))
    return { id: 'threeDsChallengeCancelled', context: 'payment' };
  if (result && /refus|reject/i.test(result))
    return { id: 'threeDsChallengeRefused', context: 'payment' };
  return { id: 'noPaymentSelectedError', context: 'payment' };
}

/** After a successful set: on to processing, or to the URL the host gave (spec 2 §4). */
function* afterPaymentSet(
  checkoutId: string,
  response: CheckoutResponse & { cart: NonNullable<CheckoutResponse['cart']> },
) {
  const payment = response.cart.checkout.payment;
  yield put(checkoutActions.cartUpdated(redactCart(response.cart)));
  yield put(checkoutActions.paymentSucceeded());
  if (payment?.redirectUrl) {
    yield call([browserRedirect, browserRedirect.assign], payment.redirectUrl);
    return;
  }
  yield put(
    checkoutActions.navigationRequested({
      route: checkoutPayment.nextPage,
      params: { checkoutId },
    }),
  );
}

export function* submitPayment({ payload }: ReturnType<typeof checkoutActions.paymentSubmitted>) {
  const { attemptId, method, milesAmount } = payload;
  const { checkoutId, payment }: CheckoutState = yield select(selectCheckout);
  const secrets = paymentVault.take<PaymentSecrets>(attemptId) ?? {};
  if (!checkoutId || payment.paid) return;
  try {
    const data: SetPaymentData = {
      payment: { type: method, ...secrets, ...(milesAmount ? { milesAmount } : {}) },
    };
    let response: CheckoutResponse = yield* idempotentRequest<CheckoutResponse>(
      checkoutPayment.dataRoute,
      checkoutId,
      data,
      attemptId,
    );
    const action: ThreeDsAction | undefined = response?.cart?.checkout.payment?.action;
    if (response?.success && action) {
      // Spec 2 §2: the challenge opens whenever a payment action exists.
      paymentVault.put(challengeKey(attemptId), action);
      yield put(checkoutActions.paymentChallengeOpened({ attemptId }));
      yield take(checkoutActions.paymentChallengeClosed.type);
      paymentVault.take(challengeKey(attemptId));
      const result = paymentVault.take<string>(challengeResultKey(attemptId));
      if (!result || /cancel/i.test(result)) {
        yield put(checkoutActions.paymentFailed(errorsOf([challengeFailure(result)])));
        return;
      }
      response = yield* idempotentRequest<CheckoutResponse>(
        'checkout_finalize_payment',
        checkoutId,
        { details: { threeDSResult: result }, paymentData: action.paymentData },
        `${attemptId}:3ds`,
      );
    }
    if (isSuccessfulCheckout(response)) {
      yield* afterPaymentSet(checkoutId, response);
      return;
    }
    yield put(checkoutActions.paymentFailed(errorsOf(failureMessages(response?.messages))));
  } catch (error) {
    const messages = (error as ApiError | null)?.messages;
    yield put(checkoutActions.paymentFailed(errorsOf(failureMessages(messages))));
  }
}

export function* paymentSaga() {
  for (;;) {
    const action: ReturnType<typeof checkoutActions.paymentSubmitted> = yield take(
      checkoutActions.paymentSubmitted.type,
    );
    // Blocking on purpose: one payment at a time; presses while it runs are dropped.
    yield call(submitPayment, action);
  }
}
