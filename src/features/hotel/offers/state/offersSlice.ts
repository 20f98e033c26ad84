import type { LoadStatus } from '../../../../store/loadLifecycle';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HotelOfferResponse, Offer } from '../../../../api/types';
import {
  offerSlotNames,
  type OfferLoadPlan,
  type OfferSlotName,
  type OfferSlots,
} from '../model/offerPlan';
import type { PriceDifference } from '../model/priceDifference';
import {
  bookingCreated,
  bookingFailed,
  offerChosen,
  offersRequested,
  type OfferContext,
} from './actions';

export interface OffersState {
  context: OfferContext | null;
  /** The offer the page was opened with, kept while the context stays. */
  originalOfferId: string | null;
  /** The offer the URL asks for (null: the initial one), shown as chosen before it loads. */
  selectedId: string | null;
  status: LoadStatus;
  slots: OfferSlots;
  /** Offers flagged not available (docs/rules/hotel.md, "Sold-out offers"). */
  unavailable: string[];
  /** get_price_diff_api answers, keyed 'priceDifference' + offer id without dots. */
  priceDifferences: Record<string, PriceDifference>;
  /** A choice waiting to be written into the URL and history state. */
  navigation: { offerId: string; replace: boolean } | null;
  /** The offer the URL named that is no longer sold; the box says its replacement is shown. */
  replacedOfferId: string | null;
}

const emptySlot = { model: null, isLoading: false };

export const initialOffersState: OffersState = {
  context: null,
  originalOfferId: null,
  selectedId: null,
  status: 'idle',
  slots: { original: emptySlot, initial: emptySlot, selected: emptySlot },
  unavailable: [],
  priceDifferences: {},
  replacedOfferId: null,
  navigation: null,
};

function markAvailability(state: OffersState, offer: Offer) {
  const listed = state.unavailable.includes(offer.id);
  if (!offer.available && !listed) state.unavailable.push(offer.id);
  if (offer.available && listed)
    state.unavailable = state.unavailable.filter((id) => id !== offer.id);
}

export const offersSlice = createSlice({
  name: 'hotelOffers/offers',
  initialState: initialOffersState,
  reducers: {
    offersLoadStarted(state, action: PayloadAction<OfferLoadPlan>) {
      const { load, reused } = action.payload;
      for (const name of offerSlotNames) state.slots[name].isLoading = load.includes(name);
      if (reused) state.slots.selected.model = reused;
      state.status = load.length ? 'loading' : 'resolved';
    },
    offersLoaded(
      state,
      action: PayloadAction<{ response: HotelOfferResponse; load: OfferSlotName[] }>,
    ) {
      const { response, load } = action.payload;
      for (const name of load) {
        const model = response[name];
        state.slots[name] = { model, isLoading: false };
        if (model) markAvailability(state, model);
      }
      const wanted = state.selectedId;
      if (load.includes('selected') && wanted !== null && response.selected?.id !== wanted) {
        // The offer the URL names is no longer sold: the server's replacement is shown instead.
        if (!state.unavailable.includes(wanted)) state.unavailable.push(wanted);
        state.selectedId = response.selected?.id ?? null;
        state.replacedOfferId = wanted;
      }
      state.status = 'resolved';
    },
    offersLoadFailed(state) {
      for (const name of offerSlotNames) state.slots[name].isLoading = false;
      state.status = 'rejected';
    },
    offerNavigated(state) {
      state.navigation = null;
    },
    priceDifferenceLoaded(state, action: PayloadAction<{ key: string; value: PriceDifference }>) {
      state.priceDifferences[action.payload.key] = action.payload.value;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(offersRequested, (state, action) => {
        const { context, selectedOfferId } = action.payload;
        if (state.context?.key !== context.key) state.originalOfferId = selectedOfferId;
        state.context = context;
        state.selectedId = selectedOfferId;
      })
      .addCase(offerChosen, (state, action) => {
        const { offerId, via } = action.payload;
        state.selectedId = offerId;
        // The visitor (or the cascade) chose anew: the replacement notice has served.
        state.replacedOfferId = null;
        // An automatic choice must not add a history entry the visitor never made.
        state.navigation = { offerId, replace: via === 'auto' };
      })
      .addCase(bookingCreated, (state, action) => {
        state.unavailable = state.unavailable.filter((id) => id !== action.payload.offerId);
      })
      .addCase(bookingFailed, (state, action) => {
        const { offerId, unavailable } = action.payload;
        if (unavailable && !state.unavailable.includes(offerId)) state.unavailable.push(offerId);
      });
  },
});

export const offersActions = offersSlice.actions;
