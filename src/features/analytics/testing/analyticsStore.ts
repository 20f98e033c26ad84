import { scriptedApi, type Answer } from '../../../testing/scriptedApi';
import { makeStore } from '../../../store/makeStore';
import { quietPeriod } from '../../../lib/pageQuiet';
import { consentActions } from '../../consent';
import { analyticsActions, type AnalyticsSettings } from '../analyticsActions';

export type Pushed = Record<string, unknown>;

/**
 * A real store whose boot analytics saga has been started with `settings`, the host's data layer
 * recording pushes (or `push` standing in for it) and the event logger answering `eventLog`.
 * Call under fake timers; `ready()` lets the wait for a quiet page and the chunk import pass.
 */
export function analyticsStore({
  settings = {},
  consent = 'granted',
  push,
  eventLog = [{ success: true }],
}: {
  settings?: Partial<AnalyticsSettings>;
  consent?: 'granted' | 'denied' | 'unknown';
  push?: (event: Pushed) => unknown;
  eventLog?: Answer[];
} = {}) {
  const pushed: Pushed[] = [];
  const layer = {
    push: (event: Pushed) => {
      const result = push?.(event);
      pushed.push(event);
      return result;
    },
  };
  (window as unknown as { testLayer?: unknown }).testLayer = layer;
  const scripted = scriptedApi({ fcse_event_logger: eventLog });
  const store = makeStore({ api: scripted.api });
  if (consent === 'granted') store.dispatch(consentActions.consentGiven('analytics'));
  if (consent === 'denied') store.dispatch(consentActions.consentRefused('analytics'));
  const start = () =>
    store.dispatch(
      analyticsActions.started({
        dataLayer: 'testLayer',
        requireConsent: true,
        eventLog: true,
        variant: 'sunwave',
        ...settings,
      }),
    );
  const ready = () => jest.advanceTimersByTimeAsync(quietPeriod + 5);
  const logged = () =>
    scripted.calls('fcse_event_logger').map((call) => call.data as Record<string, unknown>);
  return { store, pushed, start, ready, logged, ...scripted };
}
