import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, take } from 'redux-saga/effects';
import { analyticsActions, listenedTypes, type AnalyticsSettings } from './analyticsActions';

const impressionType = analyticsActions.impressionSeen.type;
const trackedTypes = new Set<string>([
  analyticsActions.clicked.type,
  analyticsActions.formSubmitted.type,
  analyticsActions.searchMaskChanged.type,
  ...Object.values(listenedTypes),
]);

export interface TrackedChannels {
  impressions: Channel<Action>;
  tracked: Channel<Action>;
}

/** Resolves when the browser is idle (or soon, where it cannot say), so analytics never competes with the first paint. */
export const whenIdle = () =>
  new Promise<void>((resolve) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
      : setTimeout(resolve, 1),
  );

const loadAnalytics = () => import(/* webpackChunkName: "analytics" */ './analyticsSaga');

/**
 * Boot saga (tiny, in the shell): tracked actions wait in channels from the first action on, so
 * the first page's loads are not missed while the analytics chunk loads after first paint.
 */
export function* analyticsBootSaga() {
  const channels: TrackedChannels = {
    impressions: yield actionChannel(
      (a: Action) => a.type === impressionType,
      buffers.sliding(200),
    ),
    tracked: yield actionChannel((a: Action) => trackedTypes.has(a.type), buffers.sliding(200)),
  };
  const { payload: settings } = (yield take(analyticsActions.started)) as {
    payload: AnalyticsSettings;
  };
  if (!settings.dataLayer && !settings.eventLog) {
    channels.impressions.close();
    channels.tracked.close();
    return;
  }
  yield call(whenIdle);
  let chunk: Awaited<ReturnType<typeof loadAnalytics>>;
  try {
    chunk = (yield call(loadAnalytics)) as typeof chunk;
  } catch {
    // Spec 1 §4: analytics errors are swallowed silently; the shop works on without them.
    channels.impressions.close();
    channels.tracked.close();
    return;
  }
  yield call(chunk.analyticsSaga, channels, settings);
}
