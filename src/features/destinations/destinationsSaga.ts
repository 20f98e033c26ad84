import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { delay, fork, join, put, race, select, takeLatest } from 'redux-saga/effects';
import type { ApiError } from '../../api/apiError';
import type { AllDestinationsRequest, AllDestinationsResponse } from '../../api/types';
import type { Locale } from '../../config/locales';
import { callApi } from '../../store/sagaHelpers';
import { selectRoute } from '../shell/shellSlice';
import { destinationsActions, galleryRequestKey } from './destinationsSlice';

/** After this long without an answer the page says it is still loading (as the result list). */
export const slowGalleryMs = 1500;

type Outcome = { response: AllDestinationsResponse } | { error: unknown };

/** The request itself; errors become a value so the parent can race and join it safely. */
function* fetchGallery(request: AllDestinationsRequest, locale: Locale | null) {
  try {
    const response: AllDestinationsResponse = yield* callApi<AllDestinationsResponse>({
      route: 'all_destinations',
      query: locale ? { locale } : undefined,
      data: request,
    });
    return { response } satisfies Outcome;
  } catch (error) {
    return { error } satisfies Outcome;
  }
}

/**
 * takeLatest: a new search cancels this load, and with it the forked request, whose HTTP call is
 * aborted. Losing the race against the slow timer only stops waiting, not the request.
 */
export function* loadGallery(action: PayloadAction<AllDestinationsRequest>) {
  const requestKey = galleryRequestKey(action.payload);
  const { locale }: { locale: Locale | null } = yield select(selectRoute);
  const request: Task = yield fork(fetchGallery, action.payload, locale);
  const first: { outcome?: Outcome } = yield race({
    outcome: join(request),
    slow: delay(slowGalleryMs),
  });
  let outcome = first.outcome;
  if (!outcome) {
    yield put(destinationsActions.gallerySlow({ requestKey }));
    outcome = (yield join(request)) as Outcome;
  }
  // An answer without a card list is as useless as none: the visitor gets 'Try again'.
  if ('response' in outcome && Array.isArray(outcome.response?.destinations)) {
    yield put(destinationsActions.galleryLoaded({ requestKey, response: outcome.response }));
  } else if (!('error' in outcome) || (outcome.error as ApiError).kind !== 'cancelled') {
    yield put(destinationsActions.galleryFailed({ requestKey }));
  }
}

export function* destinationsSaga() {
  yield takeLatest(destinationsActions.galleryRequested.type, loadGallery);
}
