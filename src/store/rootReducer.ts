import { combineSlices } from '@reduxjs/toolkit';
import { shellSlice } from '../features/shell';
import { consentSlice } from '../features/consent';

/**
 * Slices of route chunks are added with `rootReducer.inject(slice)` when their chunk loads;
 * each feature declares itself here by module augmentation of LazyLoadedSlices.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by feature slices
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  shellSlice,
  consentSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
