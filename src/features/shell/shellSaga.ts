import { callApi, isCancelledError } from '../../store/sagaHelpers';
import { all, cancel, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../config/locales';
import { layoutCall, pageCall } from './shellCalls';
import type { RouteName } from '../../config/routeTable';
import { selectLayoutLocale, selectRoute, shellActions, type RouteEntered } from './shellSlice';

/**
 * Routes that say in place that their page answer failed, with 'Try again'
 * (docs/rules/failures.md); elsewhere the generic error modal says it.
 */
const failureShownInPlace: ReadonlySet<RouteName> = new Set<RouteName>(['homepage']);

/**
 * The newest navigation wins: takeLatest cancels (and aborts) the previous page load. A retry
 * loads the page of the route the visitor is on.
 */
export function* loadPage(action: PayloadAction<RouteEntered> | { type: string; payload?: never }) {
  const route: RouteEntered = action.payload ?? (yield select(selectRoute));
  const { name, locale, pathname } = route;
  if (name === null || locale === null) return;
  yield put(shellActions.pageRequested());
  try {
    const response = yield* callApi(pageCall(pathname, locale));
    yield put(shellActions.pageLoaded(response));
  } catch (error) {
    if (isCancelledError(error)) return;
    yield put(shellActions.pageFailed());
    if (!failureShownInPlace.has(name)) yield put(shellActions.errorRaised());
  }
}

/** Navigation, footer and markets are per locale: loaded once per locale. */
export function* loadLayout(locale: Locale) {
  yield put(shellActions.layoutRequested(locale));
  try {
    const layout = yield* callApi(layoutCall(locale));
    yield put(shellActions.layoutLoaded(layout));
  } catch (error) {
    if (!isCancelledError(error)) yield put(shellActions.layoutFailed());
  }
}

/**
 * A route change within the locale leaves the layout's load alone (a second page entered before
 * the layout has arrived must not cancel it); a change of locale cancels it for the new one's.
 */
export function* watchLayout() {
  let running: Task | undefined;
  while (true) {
    const action: PayloadAction<RouteEntered> = yield take(shellActions.routeEntered.type);
    const { locale } = action.payload;
    const loadedFor: Locale | undefined = yield select(selectLayoutLocale);
    if (locale === null || locale === loadedFor) continue;
    if (running?.isRunning()) yield cancel(running);
    running = yield fork(loadLayout, locale);
  }
}

export function* shellSaga() {
  yield all([
    takeLatest([shellActions.routeEntered.type, shellActions.pageRetried.type], loadPage),
    watchLayout(),
  ]);
}
