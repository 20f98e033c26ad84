import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AllDestinationsRequest,
  AllDestinationsResponse,
  GalleryDestination,
} from '../../api/types';
import {
  idleLifecycle,
  loadBegan,
  loadFailed,
  loadSucceeded,
  loadTookLong,
  type LoadLifecycle,
} from '../../store/loadLifecycle';
import { rootReducer } from '../../store/rootReducer';

/** The gallery's lifecycle; its request key is the serialised request of the gallery shown. */
export interface DestinationsState extends LoadLifecycle {
  destinations: GalleryDestination[];
  /** The name of the by-airport gallery's airport, when the server gives one. */
  airportName: string | null;
}

const initialState: DestinationsState = {
  ...idleLifecycle,
  destinations: [],
  airportName: null,
};

/** Equal searches build equal requests, so the JSON text identifies one gallery. */
export const galleryRequestKey = (request: AllDestinationsRequest): string =>
  JSON.stringify(request);

export const destinationsSlice = createSlice({
  name: 'destinations',
  initialState,
  reducers: {
    galleryRequested(state, action: PayloadAction<AllDestinationsRequest>) {
      // Never show the previous search's cards under a new one: their prices no longer hold.
      if (loadBegan(state, galleryRequestKey(action.payload))) state.destinations = [];
    },
    /**
     * Past tense and dispatched once per finished load: the action analytics listens to for
     * all-destinations loads (docs/rules/content-pages.md, "Destination galleries").
     */
    galleryLoaded(
      state,
      action: PayloadAction<{ requestKey: string; response: AllDestinationsResponse }>,
    ) {
      if (!loadSucceeded(state, action.payload.requestKey)) return;
      state.destinations = action.payload.response.destinations;
      state.airportName = action.payload.response.arrivalAirport?.name ?? null;
    },
    galleryFailed(state, action: PayloadAction<{ requestKey: string }>) {
      // The failure stands alone: no cards of an earlier load beside 'Try again'.
      if (loadFailed(state, action.payload.requestKey)) state.destinations = [];
    },
    gallerySlow(state, action: PayloadAction<{ requestKey: string }>) {
      loadTookLong(state, action.payload.requestKey);
    },
  },
  selectors: {
    selectGalleryStatus: (state) => state.status,
    selectGalleryDestinations: (state) => state.destinations,
    selectGallerySlow: (state) => state.slow,
    selectGalleryAirportName: (state) => state.airportName,
    selectGalleryRequestKey: (state) => state.requestKey,
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    destinations: DestinationsState;
  }
}

/** Injected by the gallery route chunks (house style: lazy slices). */
export const injectedDestinationsSlice = destinationsSlice.injectInto(rootReducer);
export const destinationsActions = destinationsSlice.actions;
export const {
  selectGalleryStatus,
  selectGalleryDestinations,
  selectGallerySlow,
  selectGalleryAirportName,
  selectGalleryRequestKey,
} = injectedDestinationsSlice.selectors;
