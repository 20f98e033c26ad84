import { callApi, isCancelledError } from '../../../store/sagaHelpers';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { ApiError } from '../../../api/apiError';
import type { RootState } from '../../../store/rootReducer';
import {
  hotelContentActions as actions,
  infoRequestKey,
  reviewsRequestKey,
  selectInfoResource,
  selectReviewsResource,
  type ContentResource,
  type HotelContentRequest,
} from './hotelContentSlice';
import { hotelInfoCall } from '../routeData';

/** At most 6 reviews are ever shown, so no more are asked for (docs/rules/hotel.md, "Reviews"). */
export const maxReviews = 6;

const isNotFound = (error: unknown) => {
  const { kind, status } = error as ApiError;
  return kind === 'http' && status === 404;
};

export function* loadInfo(request: HotelContentRequest, key: string) {
  yield put(actions.infoRequested({ key, hotelId: request.hotelId }));
  try {
    const response = yield* callApi(hotelInfoCall(request));
    if (!response.success || !response.hotel) throw new Error('hotel info without a hotel');
    yield put(actions.infoLoaded({ key, info: response.hotel }));
  } catch (error) {
    if (!isCancelledError(error))
      yield put(actions.infoFailed({ key, notFound: isNotFound(error) }));
  }
}

export function* loadReviews(request: HotelContentRequest, key: string) {
  yield put(actions.reviewsRequested({ key, hotelId: request.hotelId }));
  try {
    const response = yield* callApi({
      route: 'get_hoteldetail_reviews',
      params: { hotelId: request.hotelId },
      query: { locale: request.locale },
      data: { productSearch: request.productSearch, limit: maxReviews },
    });
    if (!response.success || !Array.isArray(response.reviews)) throw new Error('no reviews list');
    const { reviews, reviewsUrl, total } = response;
    yield put(actions.reviewsLoaded({ key, reviews: { reviews, reviewsUrl, total } }));
  } catch (error) {
    if (!isCancelledError(error)) yield put(actions.reviewsFailed({ key }));
  }
}

/** The request a resource already has (or is getting): asking again for it changes nothing. */
const holds = (resource: ContentResource<unknown>, key: string) =>
  resource.key === key && resource.status !== 'rejected' && resource.status !== 'idle';

/**
 * takeLatest per request: a different hotel, language or (for the info) search cancels the
 * running load, which aborts its HTTP request; the same request again while it loads or after it
 * arrived is ignored, so re-renders and returning to the hotel cost nothing. A failed load is
 * tried again by viewing the hotel again ('Try again').
 */
function* latestPerRequest(
  keyOf: (request: HotelContentRequest) => string,
  selectResource: (state: RootState) => ContentResource<unknown>,
  load: (request: HotelContentRequest, key: string) => Generator,
) {
  let task: Task | undefined;
  while (true) {
    const { payload }: PayloadAction<HotelContentRequest> = yield take(actions.hotelViewed.type);
    const key = keyOf(payload);
    const resource: ContentResource<unknown> = yield select(selectResource);
    if (holds(resource, key)) continue;
    if (task) yield cancel(task);
    task = yield fork(load, payload, key);
  }
}

export function* hotelContentSaga() {
  yield all([
    fork(latestPerRequest, infoRequestKey, selectInfoResource, loadInfo),
    fork(latestPerRequest, reviewsRequestKey, selectReviewsResource, loadReviews),
  ]);
}
