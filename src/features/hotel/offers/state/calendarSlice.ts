import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CalendarOffersResponse } from '../../../../api/types';
import { bookingCreated, offerChosen } from './actions';
import type { LoadStatus } from '../../../../store/loadLifecycle';

/** One bookable day of the calendar: its cheapest offer (or the selected one). */
export interface CalendarDay {
  date: string;
  offerId: string;
  perPersonAmount: number;
  currency: string;
  available: boolean;
}

/** What a calendar load asked for; equal params are not loaded twice. */
export interface CalendarParams {
  month: string;
  los: number;
  contextKey: string;
}

/** What the offers calendar shows and what it last loaded. */
export interface CalendarState {
  /** The calendar is on screen (its view mode is chosen). */
  visible: boolean;
  /** YYYY-MM the visitor moved to; null: the month of the selected offer. */
  selectedMonth: string | null;
  lastLoadedMonth: string | null;
  lastLoadedParams: CalendarParams | null;
  /** A day was just clicked: the page may scroll to the flight changer, then clears it. */
  clicked: boolean;
  /** A day was clicked at least once on this page. */
  clickedOnce: boolean;
  /** The day last clicked. */
  selectedDate: string | null;
  /** The offer a booking was started with; the next load opens at it, then it is reset. */
  offerAfterBooking: string | null;
  status: LoadStatus;
  days: CalendarDay[];
  cheapestOfferId: string | null;
}

export const initialCalendarState: CalendarState = {
  visible: false,
  selectedMonth: null,
  lastLoadedMonth: null,
  lastLoadedParams: null,
  clicked: false,
  clickedOnce: false,
  selectedDate: null,
  offerAfterBooking: null,
  status: 'idle',
  days: [],
  cheapestOfferId: null,
};

export const calendarSlice = createSlice({
  name: 'hotelOffers/calendar',
  initialState: initialCalendarState,
  reducers: {
    calendarShown(state) {
      state.visible = true;
    },
    calendarHidden(state) {
      state.visible = false;
    },
    calendarMonthChanged(state, action: PayloadAction<string>) {
      state.selectedMonth = action.payload;
    },
    calendarLoadStarted(state) {
      state.status = 'loading';
    },
    calendarLoaded(
      state,
      action: PayloadAction<{
        params: CalendarParams;
        response: CalendarOffersResponse;
        booking: boolean;
      }>,
    ) {
      const { params, response, booking } = action.payload;
      state.status = 'resolved';
      state.lastLoadedParams = params;
      state.lastLoadedMonth = params.month;
      state.days = response.offers.map((offer) => ({
        date: offer.departureDate,
        offerId: offer.id,
        perPersonAmount: offer.price.perPersonAmount,
        currency: offer.price.currency,
        available: offer.available,
      }));
      state.cheapestOfferId = response.cheapestOfferId;
      // The booked offer is named in one load only.
      if (booking) state.offerAfterBooking = null;
    },
    calendarLoadFailed(state) {
      state.status = 'rejected';
    },
    calendarRetried(state) {
      state.status = 'idle';
    },
    calendarClickHandled(state) {
      state.clicked = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(offerChosen, (state, action) => {
        const { via, date } = action.payload;
        if (via === 'calendar') {
          // Choosing a day sets clicked (for the scroll) and clicked-once, and records the date.
          state.clicked = true;
          state.clickedOnce = true;
          state.selectedDate = date ?? null;
        } else {
          // Chosen elsewhere: the calendar follows the new offer's month.
          state.selectedMonth = null;
        }
      })
      .addCase(bookingCreated, (state, action) => {
        state.offerAfterBooking = action.payload.offerId;
      });
  },
});

export const calendarActions = calendarSlice.actions;
