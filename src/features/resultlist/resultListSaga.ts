import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { delay, fork, join, put, race, select, takeLatest } from 'redux-saga/effects';
import type { ApiError } from '../../api/apiError';
import type { ResultListRequest, ResultListResponse } from '../../api/types';
import type { Locale } from '../../config/locales';
import { callApi } from '../../store/sagaHelpers';
import { selectRoute } from '../shell/shellSlice';
import { resultListActions, resultListRequestKey } from './resultListSlice';

/** After this long without an answer the page says it is still searching. */
export const slowLoadMs = 1500;

type Outcome = { response: ResultListResponse } | { error: unknown };

/** The request itself; errors become a value so the parent can race and join it safely. */
function* fetchResultList(request: ResultListRequest, locale: Locale | null) {
  try {
    const response: ResultListResponse = yield* callApi<ResultListResponse>({
      route: 'get_mixed_resultlist',
      query: locale ? { locale } : undefined,
      data: request,
    });
    return { response } satisfies Outcome;
  } catch (error) {
    return { error } satisfies Outcome;
  }
}

/**
 * takeLatest: a new search, sort, filter or page cancels this load; the forked request is
 * cancelled with it and its HTTP call aborted. Losing the race only stops waiting, not the request.
 */
export function* loadResultList(action: PayloadAction<ResultListRequest>) {
  const requestKey = resultListRequestKey(action.payload);
  const { locale }: { locale: Locale | null } = yield select(selectRoute);
  const request: Task = yield fork(fetchResultList, action.payload, locale);
  const first: { outcome?: Outcome } = yield race({
    outcome: join(request),
    slow: delay(slowLoadMs),
  });
  let outcome = first.outcome;
  if (!outcome) {
    yield put(resultListActions.listSlow({ requestKey }));
    outcome = (yield join(request)) as Outcome;
  }
  if ('response' in outcome) {
    yield put(resultListActions.listLoaded({ requestKey, response: outcome.response }));
  } else if ((outcome.error as ApiError).kind !== 'cancelled') {
    yield put(resultListActions.listFailed({ requestKey }));
  }
}

export function* resultListSaga() {
  yield takeLatest(resultListActions.listRequested.type, loadResultList);
}
