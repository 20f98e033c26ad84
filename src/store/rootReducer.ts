import { combineSlices } from '@reduxjs/toolkit';
import { shellSlice } from '../features/shell';
import { consentSlice } from '../features/consent';

/**
 * A lazily loaded slice joins this reducer when its module is evaluated: the slice module ends
 * with `slice.injectInto(rootReducer)` and declares its state here by module augmentation of
 * LazyLoadedSlices. Its saga starts through `useFeatureSaga` (store/useFeatureSaga.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by feature slices
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  shellSlice,
  consentSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
