import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import type { ApiClient } from '../api/client';

export interface StoreOptions {
  api: ApiClient;
  preloadedState?: Partial<RootState>;
  /** Errors escaping a saga are reported here; the default swallows nothing but logs once. */
  onSagaError?: (error: unknown) => void;
}

export function makeStore({ api, preloadedState, onSagaError }: StoreOptions) {
  const sagaMiddleware = createSagaMiddleware({
    context: { api },
    onError: (error) => (onSagaError ? onSagaError(error) : console.error(error)),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The Redux DevTools extension reads the whole state (traveller names, birth dates, contact
    // details), and so could any script posing as it: it is connected in development only.
    // Webpack replaces NODE_ENV at build time, so a production bundle never asks for it.
    devTools: process.env.NODE_ENV === 'development',
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // CMS pages are large; the development-only checks may take their time.
        serializableCheck: { warnAfter: 200 },
        immutableCheck: { warnAfter: 200 },
      }).concat(sagaMiddleware),
  });
  const started = new Set<string>();
  sagaMiddleware.run(rootSaga);
  return Object.assign(store, {
    /** The one API client, for one-off reads of a component (modal contents); loads go through sagas. */
    api,
    /** Starts a route chunk's saga once; it is never stopped (house style). */
    runFeatureSaga(name: string, saga: Saga) {
      if (started.has(name)) return;
      started.add(name);
      sagaMiddleware.run(saga);
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
