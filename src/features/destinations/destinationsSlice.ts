import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AllDestinationsRequest,
  AllDestinationsResponse,
  GalleryDestination,
} from '../../api/types';
import { rootReducer } from '../../store/rootReducer';

type LoadStatus = 'idle' | 'loading' | 'resolved' | 'rejected';

export interface DestinationsState {
  status: LoadStatus;
  /** The serialised request of the gallery shown or loading; a new key means a new gallery. */
  requestKey: string | null;
  destinations: GalleryDestination[];
  /** The name of the by-airport gallery's airport, when the server gives one. */
  airportName: string | null;
  /** Set when a load takes longer than the slow threshold: the page says it is still loading. */
  slow: boolean;
}

const initialState: DestinationsState = {
  status: 'idle',
  requestKey: null,
  destinations: [],
  airportName: null,
  slow: false,
};

/** Equal searches build equal requests, so the JSON text identifies one gallery. */
export const galleryRequestKey = (request: AllDestinationsRequest): string =>
  JSON.stringify(request);

export const destinationsSlice = createSlice({
  name: 'destinations',
  initialState,
  reducers: {
    galleryRequested(state, action: PayloadAction<AllDestinationsRequest>) {
      const key = galleryRequestKey(action.payload);
      // Never show the previous search's cards under a new one: their prices no longer hold.
      if (key !== state.requestKey) state.destinations = [];
      state.requestKey = key;
      state.status = 'loading';
      state.slow = false;
    },
    /**
     * Past tense and dispatched once per finished load: the action analytics listens to for
     * all-destinations loads (docs/rules/content-pages.md, "Destination galleries").
     */
    galleryLoaded(
      state,
      action: PayloadAction<{ requestKey: string; response: AllDestinationsResponse }>,
    ) {
      if (action.payload.requestKey !== state.requestKey) return;
      state.status = 'resolved';
      state.slow = false;
      state.destinations = action.payload.response.destinations;
      state.airportName = action.payload.response.arrivalAirport?.name ?? null;
    },
    galleryFailed(state, action: PayloadAction<{ requestKey: string }>) {
      if (action.payload.requestKey !== state.requestKey) return;
      // The failure stands alone: no cards of an earlier load beside 'Try again'.
      state.status = 'rejected';
      state.slow = false;
      state.destinations = [];
    },
    gallerySlow(state, action: PayloadAction<{ requestKey: string }>) {
      if (action.payload.requestKey === state.requestKey && state.status === 'loading') {
        state.slow = true;
      }
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
