import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ResultListRequest, ResultListResponse } from '../../api/types';
import type { Locale } from '../../config/locales';
import {
  callApiNoticingSlowness,
  isCancelledOutcome,
  type CallOutcome,
} from '../../store/sagaHelpers';
import { selectRoute } from '../shell';
import { noteLastSeenPrice } from '../search';
import { resultListActions, resultListRequestKey } from './resultListSlice';
import { resultListCall } from './routeData';

/**
 * takeLatest: a new search, sort, filter or page cancels this load and aborts its HTTP call.
 */
export function* loadResultList(action: PayloadAction<ResultListRequest>) {
  const requestKey = resultListRequestKey(action.payload);
  const { locale }: { locale: Locale | null } = yield select(selectRoute);
  const outcome: CallOutcome<ResultListResponse> = yield* callApiNoticingSlowness(
    resultListCall(action.payload, locale),
    resultListActions.listSlow({ requestKey }),
  );
  if ('response' in outcome) {
    yield put(resultListActions.listLoaded({ requestKey, response: outcome.response }));
    // The last-seen search keeps the "from" price its list found (the hero shows it):
    // docs/rules/search-mask.md, "The last-seen search's price".
    const prices = outcome.response.results.flatMap((item) =>
      item.offers.map((offer) => offer.price.perPersonAmount),
    );
    yield call(noteLastSeenPrice, action.payload.productSearch, prices, Date.now());
  } else if (!isCancelledOutcome(outcome)) {
    yield put(resultListActions.listFailed({ requestKey }));
  }
}

export function* resultListSaga() {
  yield takeLatest(resultListActions.listRequested.type, loadResultList);
}
