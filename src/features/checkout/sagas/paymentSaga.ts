import { call, delay, put, select, take } from 'redux-saga/effects';
import type { ApiError } from '../../../api/apiError';
import type { BodyRouteName } from '../../../api/endpoints';
import type {
  ApiBody,
  ApiMessage,
  CheckoutResponse,
  PaymentType,
  SetPaymentData,
  ThreeDsAction,
} from '../../../api/types';
import { pageUrlContext } from '../../../config/urlContext';
import { allowedUrl } from '../../../lib/urlPolicy';
import { signedInAccessToken } from '../../auth';
import { checkoutActions, selectCheckout, type CheckoutState } from '../checkoutSlice';
import { browserRedirect } from '../model/browserRedirect';
import { errorsOf, isSuccessfulCheckout, redactCart } from '../model/checkoutResponse';
import { checkoutPayment } from '../model/checkoutRoutes';
import { paymentVault } from '../model/paymentVault';
import { threeDsErrorId } from '../payment/threeDs/threeDsResult';
import { checkoutRequest, stoppedByPriceChange } from './checkoutRequest';

/** A card the customer stored with the provider, paid as a recurring payment. */
export interface StoredCardPayment {
  storedPaymentMethodId: string;
  holderName: string;
}

/** What the payment form leaves in the vault under the attempt id (never in an action). */
export type PaymentSecrets = Omit<SetPaymentData['payment'], 'type' | 'milesAmount'> & {
  recurring?: StoredCardPayment;
};

/** The 3-D Secure challenge the modal shows, kept in the vault under this key. */
export const challengeKey = (attemptId: string) => `${attemptId}:challenge`;
/** Where the modal leaves the challenge result for the saga. */
export const challengeResultKey = (attemptId: string) => `${attemptId}:result`;

export const paymentRetries = 2;
export const paymentRetryDelayMs = 1000;

/**
 * No answer of the host: the network failed, the request timed out, or a gateway in front of the
 * host answered a server error with no message of the host. The host may have taken the payment,
 * so the same key goes again (docs/rules/payment-attempts.md).
 */
const retryable = (error: unknown) => {
  const apiError = error as ApiError | null;
  if (apiError?.kind === 'network' || apiError?.kind === 'timeout') return true;
  return (
    apiError?.kind === 'http' &&
    (apiError.status ?? 0) >= 500 &&
    !apiError.messages.some((message) => message.id)
  );
};

/**
 * An answer the shop cannot read (docs/rules/shell-and-routes.md, "Answers the shop checks"): the
 * host may have taken the payment, so it counts as no answer, but asking again would only get the
 * same answer; the key is kept for the next press instead.
 */
const unreadable = (error: unknown) => (error as ApiError | null)?.kind === 'malformed';

/**
 * One server call of a payment attempt. A network failure is retried with the same idempotency
 * key, so the host can recognise the retry and never charge twice.
 */
function* idempotentRequest<N extends BodyRouteName>(
  route: N,
  checkoutId: string,
  body: ApiBody<N>,
  idempotencyKey: string,
  headers: Record<string, string> = {},
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return yield* checkoutRequest(route, checkoutId, body, {
        ...headers,
        'Idempotency-Key': idempotencyKey,
      });
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

/**
 * After a successful set: on to processing, or to the URL the host gave. That URL passes the
 * URL policy first (docs/rules/url-policy.md); one it refuses is a failed payment, never followed.
 */
function* afterPaymentSet(
  checkoutId: string,
  response: CheckoutResponse & { cart: NonNullable<CheckoutResponse['cart']> },
) {
  const payment = response.cart.checkout.payment;
  yield put(checkoutActions.cartUpdated(redactCart(response.cart)));
  if (payment?.redirectUrl) {
    const target = allowedUrl(payment.redirectUrl, pageUrlContext(), 'payment redirect');
    if (!target) {
      yield put(
        checkoutActions.paymentFailed(errorsOf([{ id: 'technicalError', context: 'payment' }])),
      );
      return;
    }
    yield put(checkoutActions.paymentSucceeded());
    yield call([browserRedirect, browserRedirect.assign], target.url);
    return;
  }
  yield put(checkoutActions.paymentSucceeded());
  yield put(
    checkoutActions.navigationRequested({
      route: checkoutPayment.nextPage,
      params: { checkoutId },
    }),
  );
}

/** The host's answer when this checkout is paid or processing already (another tab, say). */
export const alreadyBookedId = 'checkoutAlreadyBooked';

function* recordFailure(messages: readonly { id?: string; context?: string }[] | undefined) {
  const failure = failureMessages(messages);
  const alreadyBooked = failure.some((message) => message.id === alreadyBookedId);
  yield put(
    checkoutActions.paymentFailed(errorsOf(failure), alreadyBooked ? { alreadyBooked } : {}),
  );
}

export function* submitPayment({ payload }: ReturnType<typeof checkoutActions.paymentSubmitted>) {
  const { attemptId, method, milesAmount } = payload;
  const { checkoutId, payment }: CheckoutState = yield select(selectCheckout);
  const { recurring, ...secrets } = paymentVault.take<PaymentSecrets>(attemptId) ?? {};
  if (!checkoutId || payment.paid) return;
  // An attempt the host never answered may have been charged: its key goes again until the host
  // answers, so the host can recognise it (docs/rules/payment-attempts.md).
  const key = payment.unansweredAttempt ?? attemptId;
  try {
    let response: CheckoutResponse | null;
    if (recurring) {
      response = yield* payWithStoredCard(checkoutId, attemptId, key, method, recurring);
    } else {
      const data: SetPaymentData = {
        payment: { type: method, ...secrets, ...(milesAmount ? { milesAmount } : {}) },
      };
      response = yield* idempotentRequest(checkoutPayment.dataRoute, checkoutId, { data }, key);
      const action: ThreeDsAction | undefined = response?.cart?.checkout.payment?.action;
      // The challenge opens whenever a payment action exists (docs/rules/checkout.md, "The 3-D
      // Secure challenge").
      if (response?.success && action)
        response = yield* challengeAndFinalize(checkoutId, attemptId, key, action);
    }
    if (!response || (yield* stoppedByPriceChange(response))) return;
    if (isSuccessfulCheckout(response)) {
      yield* afterPaymentSet(checkoutId, response);
      return;
    }
    yield* recordFailure(response.messages);
  } catch (error) {
    if (retryable(error) || unreadable(error)) {
      // Still no answer after the retries: say so, not "select a payment method".
      const errors = errorsOf([{ id: 'genericError', context: 'payment' }]);
      yield put(checkoutActions.paymentFailed(errors, { unansweredKey: key }));
      return;
    }
    yield* recordFailure((error as ApiError | null)?.messages);
  }
}

/**
 * The 3-D Secure challenge: the modal shows the action from the vault and leaves its result
 * there; the result goes to the 3-D Secure details submit. Null when the challenge failed
 * (the failure is recorded).
 */
function* challengeAndFinalize(
  checkoutId: string,
  attemptId: string,
  key: string,
  action: ThreeDsAction,
) {
  paymentVault.put(challengeKey(attemptId), action);
  yield put(checkoutActions.paymentChallengeOpened({ attemptId }));
  yield take(checkoutActions.paymentChallengeClosed.type);
  paymentVault.take(challengeKey(attemptId));
  const result = paymentVault.take<string>(challengeResultKey(attemptId));
  if (!result || /cancel/i.test(result)) {
    yield put(
      checkoutActions.paymentFailed(
        errorsOf([{ id: threeDsErrorId(result ?? ''), context: 'payment' }]),
      ),
    );
    return null;
  }
  return yield* idempotentRequest(
    'checkout_finalize_payment',
    checkoutId,
    { data: { details: { threeDSResult: result }, paymentData: action.paymentData } },
    `${key}:3ds`,
  );
}

/**
 * Recurring payment (docs/rules/checkout.md, "Paying with a stored card"): a stored card is posted
 * with its holder and the page's origin; success with threeDs and an action opens the challenge,
 * anything else is a technicalError.
 */
function* payWithStoredCard(
  checkoutId: string,
  attemptId: string,
  key: string,
  method: PaymentType,
  recurring: StoredCardPayment,
) {
  // The stored card is its owner's: the host checks the identity token before charging it
  // (docs/rules/payment-options.md). The token goes in this one request's header only.
  const token: string | null = yield call(signedInAccessToken);
  const answer = yield* idempotentRequest(
    'do_recurring_payment',
    checkoutId,
    {
      data: {
        paymentMethod: { type: method, storedPaymentMethodId: recurring.storedPaymentMethodId },
        holderName: recurring.holderName,
        origin: window.location.origin,
      },
    },
    key,
    token ? { Authorization: `Bearer ${token}` } : {},
  );
  if (answer?.messages?.some((message) => message.id === alreadyBookedId)) {
    yield* recordFailure(answer.messages);
    return null;
  }
  if (!(answer?.success && answer.threeDs && answer.action)) {
    yield put(
      checkoutActions.paymentFailed(errorsOf([{ id: 'technicalError', context: 'payment' }])),
    );
    return null;
  }
  return yield* challengeAndFinalize(checkoutId, attemptId, key, answer.action);
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
