import { CANCEL } from 'redux-saga';
import { call, getContext, type CallEffect } from 'redux-saga/effects';
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
