import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HotelInfo, ProductSearch, Review } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { rootReducer } from '../../../store/rootReducer';

/** 'notFound': the server does not know the hotel (an answer, not a failure worth retrying). */
export type ContentStatus = 'idle' | 'loading' | 'resolved' | 'rejected' | 'notFound';

/** What the hotel page asks for: the hotel of the route, in the route's language, for the search. */
export interface HotelContentRequest {
  hotelId: number;
  locale: Locale;
  productSearch: ProductSearch;
}

export interface HotelReviews {
  reviews: Review[];
  reviewsUrl: string;
  total: number;
}

/** One loaded resource: `key` names the request it belongs to, `hotelId` the hotel of `data`. */
export interface ContentResource<T> {
  status: ContentStatus;
  key: string | null;
  hotelId: number | null;
  data: T | null;
}

export interface HotelContentState {
  info: ContentResource<HotelInfo>;
  reviews: ContentResource<HotelReviews>;
}

const idle = { status: 'idle', key: null, hotelId: null, data: null } as const;
const initialState: HotelContentState = { info: { ...idle }, reviews: { ...idle } };

/**
 * The info depends on the search as well as the hotel
 * (docs/rules/hotel.md, "What is loaded again").
 */
export const infoRequestKey = (request: HotelContentRequest): string =>
  JSON.stringify([request.hotelId, request.locale, request.productSearch]);

/** Reviews have the scope hotel only: a new search alone does not reload them. */
export const reviewsRequestKey = (request: HotelContentRequest): string =>
  JSON.stringify([request.hotelId, request.locale]);

interface Started {
  key: string;
  hotelId: number;
}

function start<T>(resource: ContentResource<T>, { key, hotelId }: Started) {
  // Never show the previous hotel's content under the new one; the same hotel stays on screen
  // while it reloads (another language or search).
  if (resource.hotelId !== hotelId) resource.data = null;
  resource.status = 'loading';
  resource.key = key;
  resource.hotelId = hotelId;
}

export const hotelContentSlice = createSlice({
  name: 'hotelContent',
  initialState,
  reducers: {
    /** The page shows a hotel: the saga loads what is missing for this request. */
    hotelViewed(_state, _action: PayloadAction<HotelContentRequest>) {},
    infoRequested(state, action: PayloadAction<Started>) {
      start(state.info, action.payload);
    },
    infoLoaded(state, action: PayloadAction<{ key: string; info: HotelInfo }>) {
      if (action.payload.key !== state.info.key) return;
      state.info.status = 'resolved';
      state.info.data = action.payload.info;
    },
    infoFailed(state, action: PayloadAction<{ key: string; notFound: boolean }>) {
      if (action.payload.key !== state.info.key) return;
      state.info.status = action.payload.notFound ? 'notFound' : 'rejected';
      if (action.payload.notFound) state.info.data = null;
    },
    reviewsRequested(state, action: PayloadAction<Started>) {
      start(state.reviews, action.payload);
    },
    reviewsLoaded(state, action: PayloadAction<{ key: string; reviews: HotelReviews }>) {
      if (action.payload.key !== state.reviews.key) return;
      state.reviews.status = 'resolved';
      state.reviews.data = action.payload.reviews;
    },
    reviewsFailed(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key !== state.reviews.key) return;
      state.reviews.status = 'rejected';
    },
  },
  selectors: {
    selectInfoResource: (state) => state.info,
    selectReviewsResource: (state) => state.reviews,
    /** The hotel info once loaded (for the offer area, too); null while none is shown. */
    selectHotelInfo: (state) => state.info.data,
    selectHotelName: (state) => state.info.data?.name ?? null,
  },
});

declare module '../../../store/rootReducer' {
  export interface LazyLoadedSlices {
    hotelContent: HotelContentState;
  }
}

/** Injected by the hotel route's chunk (house style: lazy slices). */
export const injectedHotelContentSlice = hotelContentSlice.injectInto(rootReducer);
export const hotelContentActions = hotelContentSlice.actions;
export const { selectInfoResource, selectReviewsResource, selectHotelInfo, selectHotelName } =
  injectedHotelContentSlice.selectors;
