import { createSlice } from '@reduxjs/toolkit';
import type { OfferChange } from '../../../../api/types';
import { bookingCreated, bookingFailed, bookingRequested } from './actions';

export interface BookingState {
  status: 'idle' | 'creating' | 'created' | 'failed';
  offerId: string | null;
  /** Set once created: the checkout the page hands the visitor over to. */
  checkoutId: string | null;
  /** Why it failed: the offer sold out, or anything else. */
  reason: 'unavailable' | 'error' | null;
  /** What the create answer reported (a price change); the checkout shows it. */
  changes: OfferChange[];
}

export const initialBookingState: BookingState = {
  status: 'idle',
  offerId: null,
  checkoutId: null,
  reason: null,
  changes: [],
};

export const bookingSlice = createSlice({
  name: 'hotelOffers/booking',
  initialState: initialBookingState,
  reducers: {
    /** The page navigated to the checkout. */
    bookingHandedOver() {
      return initialBookingState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(bookingRequested, (state, action) => {
        // Blocking saga: a request while one is running, or while a created checkout waits for
        // the page to go to it, is ignored there, so here too.
        if (state.status === 'creating' || state.status === 'created') return;
        return { ...initialBookingState, status: 'creating', offerId: action.payload.offerId };
      })
      .addCase(bookingCreated, (_state, action) => ({
        status: 'created',
        offerId: action.payload.offerId,
        checkoutId: action.payload.checkoutId,
        reason: null,
        changes: action.payload.changes ?? [],
      }))
      .addCase(bookingFailed, (_state, action) => ({
        status: 'failed',
        offerId: action.payload.offerId,
        checkoutId: null,
        reason: action.payload.unavailable ? 'unavailable' : 'error',
        changes: [],
      }));
  },
});

export const bookingActions = bookingSlice.actions;
