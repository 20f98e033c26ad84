import type { Action } from '@reduxjs/toolkit';
import { buffers, channel, type Channel } from 'redux-saga';
import { call, delay, flush, fork, put, select, take } from 'redux-saga/effects';
import type { EventLogRequest } from '../../api/types';
import { callApi } from '../../store/sagaHelpers';
import { consentActions, selectConsent } from '../consent';
import type { RootState } from '../../store/hooks';
import { analyticsActions, type AnalyticsSettings, type TrackedItem } from './analyticsActions';
import { listenedTypes } from './listenedTypes';
import { dataLayerEvents, impressionEvents, type DataLayerEvent } from './analyticsEvents';
import { eventLogBodies, type EventLogState } from './eventLog';

/**
 * Impressions are batched every 2000 ms
 * (docs/rules/consent-and-analytics.md, "Impression batching").
 */
export const batchWindowMs = 2000;
/** A failed send is tried again after 1 s, at most 5 attempts in all, then given up silently. */
export const retryDelayMs = 1000;
export const maxAttempts = 5;

/** Sends a data-layer event or an event log body; a send fails by throwing. */
type Send<T extends object> = (item: T) => unknown;

/**
 * Pushes onto the host's data layer (`window[name]`), made as tag managers expect when the host
 * has not made it yet; a data layer that cannot take the push (or throws) counts as a failed send.
 */
export function pushToDataLayer(name: string, event: DataLayerEvent): void {
  const host = window as unknown as Record<string, unknown>;
  host[name] ??= [];
  const layer = host[name] as { push?: unknown };
  if (typeof layer.push !== 'function') throw new Error(`window.${name} is not a data layer`);
  (layer.push as (event: DataLayerEvent) => unknown).call(layer, event);
}

function* postEventLog(body: EventLogRequest) {
  yield* callApi({ route: 'fcse_event_logger', data: body });
}

/**
 * Tries a send up to `maxAttempts` times, 1 s apart; gives up silently
 * (docs/rules/consent-and-analytics.md, "Sending: in order, retried, silent").
 */
export function* sendWithRetry<T extends object>(send: Send<T>, item: T) {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    try {
      yield call(send, item);
      return true;
    } catch {
      if (attempt < maxAttempts) yield delay(retryDelayMs);
    }
  }
  return false;
}

const consentTypes = [
  consentActions.consentGiven.type,
  consentActions.consentRefused.type,
  consentActions.consentSynced.type,
];

/** Waits until the visitor has decided on analytics; true when they consented. */
function* analyticsConsented() {
  for (;;) {
    const decision = (yield select(selectConsent, 'analytics')) as string;
    if (decision !== 'unknown') return decision === 'granted';
    yield take(consentTypes);
  }
}

/**
 * One send at a time, in order. Blocking on purpose: while a send is in flight (or waiting to
 * retry) new events queue in the channel, so none is lost and none is sent twice.
 */
function* deliver<T extends object>(queue: Channel<T>, send: Send<T>, needsConsent: boolean) {
  for (;;) {
    const item = (yield take(queue)) as T;
    if (needsConsent && !((yield call(analyticsConsented)) as boolean)) continue;
    yield call(sendWithRetry<T>, send, item);
  }
}

/** The first impression opens a 2000 ms window; everything seen in it goes out as one batch. */
function* batchImpressions(impressions: Channel<TrackedItem>, out: Channel<DataLayerEvent>) {
  for (;;) {
    const first = (yield take(impressions)) as TrackedItem;
    yield delay(batchWindowMs);
    const rest = (yield flush(impressions)) as TrackedItem[];
    for (const event of impressionEvents([first, ...rest])) yield put(out, event);
  }
}

const loadTypes: readonly string[] = [listenedTypes.resultListLoaded, listenedTypes.galleryLoaded];
const trackedTypes = new Set<string>([
  analyticsActions.clicked.type,
  analyticsActions.formSubmitted.type,
  analyticsActions.searchMaskChanged.type,
  ...Object.values(listenedTypes),
]);

/**
 * A result-list or all-destinations load triggers analytics once; the search mask (or entering
 * another page) re-arms the trigger for the next load, so paging does not count again
 * (docs/rules/consent-and-analytics.md, "List loads").
 */
function* routeTracked(
  actions: Channel<Action>,
  out: {
    impressions: Channel<TrackedItem> | null;
    dataLayer: Channel<DataLayerEvent> | null;
    eventLog: Channel<EventLogRequest> | null;
  },
  variant: string,
) {
  let armed = true;
  let routeName: string | null = null;
  for (;;) {
    const action = (yield take(actions)) as Action;
    if (analyticsActions.impressionSeen.match(action)) {
      if (out.impressions) yield put(out.impressions, action.payload);
      continue;
    }
    if (!trackedTypes.has(action.type)) continue;
    if (action.type === analyticsActions.searchMaskChanged.type) {
      armed = true;
      continue;
    }
    if (action.type === listenedTypes.routeEntered) {
      const name = (action as Action & { payload: { name: string | null } }).payload.name;
      if (name !== routeName) armed = true;
      routeName = name;
      continue;
    }
    if (loadTypes.includes(action.type)) {
      if (!armed) continue;
      armed = false;
    }
    if (out.dataLayer) for (const event of dataLayerEvents(action)) yield put(out.dataLayer, event);
    if (out.eventLog) {
      const state = (yield select()) as RootState & EventLogState;
      for (const body of eventLogBodies(action, state, Date.now(), variant)) {
        yield put(out.eventLog, body);
      }
    }
  }
}

/**
 * The lazy analytics chunk, started by the boot saga with the channel of every action since boot.
 * Impressions move to a channel of their own, which the batch window flushes.
 */
export function* analyticsSaga(actions: Channel<Action>, settings: AnalyticsSettings) {
  const dataLayer = settings.dataLayer ? channel<DataLayerEvent>(buffers.sliding(500)) : null;
  const impressions = dataLayer ? channel<TrackedItem>(buffers.sliding(500)) : null;
  const eventLog = settings.eventLog ? channel<EventLogRequest>(buffers.sliding(100)) : null;
  if (dataLayer && impressions) {
    const push = (event: DataLayerEvent) => pushToDataLayer(settings.dataLayer, event);
    yield fork(deliver<DataLayerEvent>, dataLayer, push, settings.requireConsent);
    yield fork(batchImpressions, impressions, dataLayer);
  }
  if (eventLog) yield fork(deliver<EventLogRequest>, eventLog, postEventLog, false);
  yield fork(routeTracked, actions, { impressions, dataLayer, eventLog }, settings.variant);
}
