import type { Action } from '@reduxjs/toolkit';
import { CANCEL, type Task } from 'redux-saga';
import {
  call,
  cancel,
  delay,
  fork,
  getContext,
  join,
  put,
  race,
  take,
  type ActionPattern,
  type CallEffect,
} from 'redux-saga/effects';
import type { ApiError } from '../api/apiError';
import type { ApiClient } from '../api/client';
import type { ApiRouteName } from '../api/endpoints';
import type { ApiCall } from '../api/prefetch';
import type { ApiResponse } from '../api/types';

/**
 * Runs a request with its own AbortController; when the calling saga is cancelled
 * (takeLatest, race, leaving a page) redux-saga calls [CANCEL] and the HTTP request is aborted.
 */
export function abortable<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const promise = run(controller.signal);
  Object.assign(promise, { [CANCEL]: () => controller.abort() });
  return promise;
}

/**
 * `yield* callApi({ route: ..., data })`: the cancellable API call for sagas. Its answer is typed
 * by the route (ApiContract); the only type argument it takes is the route name itself.
 */
export function* callApi<N extends ApiRouteName>(
  options: ApiCall<N>,
): Generator<CallEffect | ReturnType<typeof getContext>, ApiResponse<N>, unknown> {
  const api = (yield getContext('api')) as ApiClient;
  return (yield call(abortable<ApiResponse<N>>, (signal: AbortSignal) =>
    api.request({ ...options, signal }),
  )) as ApiResponse<N>;
}

/** After this long without an answer a page says it is still loading (result list, galleries). */
export const slowLoadMs = 1500;

/** How a watched call ended; a cancelled call ends as an error of kind 'cancelled'. */
export type CallOutcome<T> = { response: T } | { error: unknown };

function* callApiAsOutcome<N extends ApiRouteName>(options: ApiCall<N>) {
  try {
    const response = yield* callApi(options);
    return { response } satisfies CallOutcome<ApiResponse<N>>;
  } catch (error) {
    return { error } satisfies CallOutcome<ApiResponse<N>>;
  }
}

/**
 * `yield* callApiNoticingSlowness(options, slowAction)`: the call, with `slowAction` put once when
 * it has not answered after `slowLoadMs`. Cancelling the caller (takeLatest) cancels the forked
 * request and aborts its HTTP call; losing the race against the timer only stops waiting.
 * Errors come back as a value, so the caller decides what a failure means.
 */
export function* callApiNoticingSlowness<N extends ApiRouteName>(
  options: ApiCall<N>,
  slowAction: Action,
  slowMs = slowLoadMs,
): Generator<unknown, CallOutcome<ApiResponse<N>>, unknown> {
  const request = (yield fork(callApiAsOutcome<N>, options)) as Task;
  const first = (yield race({ outcome: join(request), slow: delay(slowMs) })) as {
    outcome?: CallOutcome<ApiResponse<N>>;
  };
  if (first.outcome) return first.outcome;
  yield put(slowAction);
  return (yield join(request)) as CallOutcome<ApiResponse<N>>;
}

/** Whether a call failed only because its caller cancelled it (takeLatest, leaving a page). */
export const isCancelledError = (error: unknown): boolean =>
  (error as ApiError | null)?.kind === 'cancelled';

/** Whether an outcome is the caller's own cancellation, which is no failure to show. */
export const isCancelledOutcome = (outcome: CallOutcome<unknown>): boolean =>
  'error' in outcome && isCancelledError(outcome.error);

/**
 * takeLatest per key: a new action of a key cancels (and aborts) the running task of the same
 * key only, so e.g. each ancillary type has its own newest request.
 */
export function* takeLatestPerKey<A extends Action>(
  pattern: ActionPattern<A>,
  keyOf: (action: A) => string,
  worker: (action: A) => Generator,
) {
  const tasks = new Map<string, Task>();
  for (;;) {
    const action = (yield take(pattern)) as A;
    const key = keyOf(action);
    const running = tasks.get(key);
    if (running?.isRunning()) yield cancel(running);
    tasks.set(key, (yield fork(worker, action)) as Task);
  }
}
