import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeLatest } from 'redux-saga/effects';
import type { AllDestinationsRequest, AllDestinationsResponse } from '../../api/types';
import type { Locale } from '../../config/locales';
import {
  callApiNoticingSlowness,
  isCancelledOutcome,
  type CallOutcome,
} from '../../store/sagaHelpers';
import { selectRoute } from '../shell';
import { destinationsActions, galleryRequestKey } from './destinationsSlice';

/**
 * takeLatest: a new search cancels this load and aborts its HTTP call.
 */
export function* loadGallery(action: PayloadAction<AllDestinationsRequest>) {
  const requestKey = galleryRequestKey(action.payload);
  const { locale }: { locale: Locale | null } = yield select(selectRoute);
  const outcome: CallOutcome<AllDestinationsResponse> = yield* callApiNoticingSlowness(
    {
      route: 'all_destinations',
      query: locale ? { locale } : undefined,
      data: action.payload,
    },
    destinationsActions.gallerySlow({ requestKey }),
  );
  // An answer without a card list is as useless as none: the visitor gets 'Try again'.
  if ('response' in outcome && Array.isArray(outcome.response?.destinations)) {
    yield put(destinationsActions.galleryLoaded({ requestKey, response: outcome.response }));
  } else if (!isCancelledOutcome(outcome)) {
    yield put(destinationsActions.galleryFailed({ requestKey }));
  }
}

export function* destinationsSaga() {
  yield takeLatest(destinationsActions.galleryRequested.type, loadGallery);
}
