import { useState } from 'react';
import type { Saga } from 'redux-saga';
import { useAppStore } from './hooks';

/**
 * A lazily loaded feature: its slice joins the store when its module is evaluated (the slice
 * module ends with `slice.injectInto(rootReducer)`), and its saga starts on the first render that
 * needs it. The slice comes first so that its selectors answer, with the initial state, before
 * the saga's first action.
 */
export interface LazyFeature {
  name: string;
  saga: Saga;
}

/** Starts a lazily loaded feature's saga, once per store, from the first render that needs it. */
export function useFeatureSaga(feature: LazyFeature): void {
  const store = useAppStore();
  useState(() => {
    store.runFeatureSaga(feature.name, feature.saga);
    return true;
  });
}
