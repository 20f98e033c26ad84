import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, take } from 'redux-saga/effects';
import type { AnalyticsSettings } from './analyticsActions';
import { loadChunk } from '../../lib/chunks';
import { afterPageQuiet } from '../../lib/pageQuiet';

/** Dispatched once by AnalyticsStarter with the host's settings (a plain type: keeps the shell small). */
export const analyticsStartedType = 'analytics/started';

/** Actions that may happen between boot and the analytics chunk's start; older ones slide out. */
const bootBufferSize = 1000;

// Analytics never competes with the page's first content: its chunk waits until that is shown.
const loadAnalytics = loadChunk(
  () => import(/* webpackChunkName: "analytics" */ './analyticsSaga'),
  { after: afterPageQuiet },
);

/**
 * Boot saga, kept tiny because it is in the shell: every action waits in a channel from boot on,
 * so the first page's loads are not missed while the analytics chunk loads after first paint;
 * the chunk picks what it tracks.
 */
export function* analyticsBootSaga() {
  const actions = (yield actionChannel('*', buffers.sliding(bootBufferSize))) as Channel<Action>;
  const { payload } = (yield take(analyticsStartedType)) as { payload: AnalyticsSettings };
  try {
    const chunk = (yield call(loadAnalytics)) as Awaited<ReturnType<typeof loadAnalytics>>;
    yield call(chunk.analyticsSaga, actions, payload);
  } catch {
    // Analytics errors are swallowed silently: the shop works on without them.
    actions.close();
  }
}
