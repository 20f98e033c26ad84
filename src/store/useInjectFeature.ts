import { useState } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { rootReducer } from './rootReducer';
import { useAppStore } from './hooks';

interface Feature {
  name: string;
  slice?: { reducerPath: string; reducer: Reducer };
  saga?: Saga;
}

/** A route chunk's first render injects its slice and starts its saga, once per store. */
export function useInjectFeature(feature: Feature): void {
  const store = useAppStore();
  useState(() => {
    if (feature.slice) rootReducer.inject(feature.slice as never);
    if (feature.saga) store.runFeatureSaga(feature.name, feature.saga);
    return true;
  });
}
