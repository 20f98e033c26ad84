import { callApi, isCancelledError } from '../../store/sagaHelpers';
import { all, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LayoutResponse, PageResponse } from '../../api/types';
import type { Locale } from '../../config/locales';
import { layoutCall, pageCall } from './shellCalls';
import { selectLayoutLocale, shellActions, type RouteEntered } from './shellSlice';

/** The newest navigation wins: takeLatest cancels (and aborts) the previous page load. */
export function* loadPage(action: PayloadAction<RouteEntered>) {
  const { name, locale, pathname } = action.payload;
  if (name === null || locale === null) return;
  yield put(shellActions.pageRequested());
  try {
    const response: PageResponse = yield* callApi<PageResponse>(pageCall(pathname, locale));
    yield put(shellActions.pageLoaded(response));
  } catch (error) {
    if (isCancelledError(error)) return;
    yield put(shellActions.pageFailed());
    yield put(shellActions.errorRaised());
  }
}

/** Navigation, footer and markets are per locale: loaded once per locale switch. */
export function* loadLayout(action: PayloadAction<RouteEntered>) {
  const { locale } = action.payload;
  const loadedFor: Locale | undefined = yield select(selectLayoutLocale);
  if (locale === null || locale === loadedFor) return;
  yield put(shellActions.layoutRequested(locale));
  try {
    const layout: LayoutResponse = yield* callApi<LayoutResponse>(layoutCall(locale));
    yield put(shellActions.layoutLoaded(layout));
  } catch (error) {
    if (!isCancelledError(error)) yield put(shellActions.layoutFailed());
  }
}

export function* shellSaga() {
  yield all([
    takeLatest(shellActions.routeEntered.type, loadPage),
    takeLatest(shellActions.routeEntered.type, loadLayout),
  ]);
}
