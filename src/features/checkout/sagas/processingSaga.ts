import { isCancelledError } from '../../../store/sagaHelpers';
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import type { PollResponse } from '../../../api/types';
import { checkoutActions } from '../checkoutSlice';
import { outcomeRoutes, type CheckoutOutcome } from '../model/checkoutRoutes';
import { checkoutRequest } from './checkoutRequest';

/** Poll interval 2000 ms (docs/rules/checkout.md, "The processing poll"). */
export const pollIntervalMs = 2000;

export interface PollOptions {
  checkoutId: string;
  /** Failed attempts (network errors) tolerated in a row; 0 = none. */
  retries: number;
  /** Design decision: after this long the booking counts as soft-booked, never as lost. */
  timeoutMs: number;
}

interface PollResult {
  outcome: CheckoutOutcome;
  trackingParams: Record<string, string | number>;
}

/** The processing poll, until finished (docs/rules/checkout.md, "The processing poll"). */
export function* pollUntilFinished({ checkoutId, retries }: PollOptions) {
  let failedInARow = 0;
  for (;;) {
    let response: PollResponse | null = null;
    try {
      response = yield* checkoutRequest('checkout_poll', checkoutId, {});
      failedInARow = 0;
    } catch (error) {
      if (isCancelledError(error)) throw error;
      failedInARow += 1;
      if (failedInARow > retries) {
        // After the configured count of failures a soft result, without one a failure.
        return { outcome: retries > 0 ? 'soft_booked' : 'fail', trackingParams: {} } as PollResult;
      }
      yield delay(pollIntervalMs);
      continue;
    }
    const trackingParams = response?.trackingParams ?? {};
    if (!response) return { outcome: 'fail', trackingParams } as PollResult;
    if (response.finished) {
      const outcome: CheckoutOutcome = response.success
        ? 'success'
        : response.soft
          ? 'soft_booked'
          : 'fail';
      return { outcome, trackingParams } as PollResult;
    }
    // Unfinished and unsuccessful: result null, counted as failure.
    if (!response.success) return { outcome: 'fail', trackingParams } as PollResult;
    yield delay(pollIntervalMs);
  }
}

export function* processBooking({
  payload,
}: ReturnType<typeof checkoutActions.processingRequested>) {
  yield put(checkoutActions.processingStarted());
  const { result, left } = (yield race({
    result: call(pollUntilFinished, payload),
    timeout: delay(payload.timeoutMs),
    left: take(checkoutActions.processingLeft.type),
  })) as { result?: PollResult; timeout?: true; left?: unknown };
  if (left) return;
  const { outcome, trackingParams } = result ?? { outcome: 'soft_booked', trackingParams: {} };
  yield put(checkoutActions.processingFinished(outcome));
  yield put(
    checkoutActions.navigationRequested({
      route: outcomeRoutes[outcome],
      params: { checkoutId: payload.checkoutId },
      query: Object.fromEntries(
        Object.entries(trackingParams)
          .filter(([key]) => key !== 'checkoutId')
          .map(([key, value]) => [key, String(value)]),
      ),
      replace: true,
    }),
  );
}

export function* processingSaga() {
  yield takeLatest(checkoutActions.processingRequested.type, processBooking);
}
