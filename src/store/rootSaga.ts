import { spawn, type ForkEffect } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { shellSaga } from '../features/shell';
import { analyticsBootSaga } from '../features/analytics';

/** Sagas that run from boot; route chunks start theirs through `store.runFeatureSaga`. */
export const bootSagas: Saga[] = [shellSaga, analyticsBootSaga];

/** Each feature is spawned, so one failing saga cannot stop checkout or the others. */
export function* rootSaga(): Generator<ForkEffect> {
  for (const saga of bootSagas) yield spawn(saga);
}
