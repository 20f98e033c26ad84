import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { ApiClient } from '../api/client';
import type { RouteName } from '../config/routeTable';
import { shellActions } from '../features/shell';
import { makeStore, type AppStore } from '../store/makeStore';
import { rootReducer } from '../store/rootReducer';
import { makeTestStore } from './renderWithProviders';

interface Feature {
  name: string;
  slice: { reducerPath: string; reducer: Reducer };
  saga: Saga;
}

/**
 * A real store with a route chunk's feature injected and its saga running, on a named route of
 * en-gb, as the route chunk would leave it; `api` watches or replaces the demo-host client.
 */
export function featureStore(
  feature: Feature,
  route: { name: RouteName; pathname: string },
  api?: ApiClient,
): AppStore {
  const store = api ? makeStore({ api }) : makeTestStore();
  rootReducer.inject(feature.slice as never);
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
