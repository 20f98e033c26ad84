import type { ApiClient } from '../api/client';
import type { RouteName } from '../config/routeTable';
import { shellActions } from '../features/shell';
import { makeStore, type AppStore } from '../store/makeStore';
import type { LazyFeature } from '../store/useFeatureSaga';
import { makeTestStore } from './renderWithProviders';

/**
 * A real store with a route chunk's saga running (its slice injected itself on import), on a named route of
 * en-gb, as the route chunk would leave it; `api` watches or replaces the demo-host client.
 */
export function featureStore(
  feature: LazyFeature,
  route: { name: RouteName; pathname: string },
  api?: ApiClient,
): AppStore {
  const store = api ? makeStore({ api }) : makeTestStore();
  store.runFeatureSaga(feature.name, feature.saga);
  store.dispatch(shellActions.routeEntered({ ...route, locale: 'en-gb', params: {} }));
  return store;
}

/** Resolves once the store's state satisfies `done` (checked now and after every action). */
export function until(store: AppStore, done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done()) return resolve();
    const stop = store.subscribe(() => {
      if (done()) {
        stop();
        resolve();
      }
    });
  });
}
