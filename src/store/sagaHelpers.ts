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
import type { ApiClient, RequestOptions } from '../api/client';

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

/** `yield* callApi<T>({ route: ..., data })`: the typed, cancellable API call for sagas. */
export function* callApi<T>(
  options: Omit<RequestOptions, 'signal'>,
): Generator<CallEffect | ReturnType<typeof getContext>, T, unknown> {
  const api = (yield getContext('api')) as ApiClient;
  return (yield call(abortable<T>, (signal: AbortSignal) =>
    api.request<T>({ ...options, signal }),
  )) as T;
}

/** After this long without an answer a page says it is still loading (result list, galleries). */
export const slowLoadMs = 1500;

/** How a watched call ended; a cancelled call ends as an error of kind 'cancelled'. */
export type CallOutcome<T> = { response: T } | { error: unknown };

function* callApiAsOutcome<T>(options: Omit<RequestOptions, 'signal'>) {
  try {
    const response: T = yield* callApi<T>(options);
    return { response } satisfies CallOutcome<T>;
  } catch (error) {
    return { error } satisfies CallOutcome<T>;
  }
}

/**
 * `yield* callApiNoticingSlowness(options, slowAction)`: the call, with `slowAction` put once when
 * it has not answered after `slowLoadMs`. Cancelling the caller (takeLatest) cancels the forked
 * request and aborts its HTTP call; losing the race against the timer only stops waiting.
 * Errors come back as a value, so the caller decides what a failure means.
 */
export function* callApiNoticingSlowness<T>(
  options: Omit<RequestOptions, 'signal'>,
  slowAction: Action,
  slowMs = slowLoadMs,
): Generator<unknown, CallOutcome<T>, unknown> {
  const request = (yield fork(callApiAsOutcome<T>, options)) as Task;
  const first = (yield race({ outcome: join(request), slow: delay(slowMs) })) as {
    outcome?: CallOutcome<T>;
  };
  if (first.outcome) return first.outcome;
  yield put(slowAction);
  return (yield join(request)) as CallOutcome<T>;
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
