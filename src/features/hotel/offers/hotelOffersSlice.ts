import { combineReducers, createSelector, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../../store/hooks';
import { rootReducer } from '../../../store/rootReducer';
import { offersRequested } from './state/actions';
import { bookingSlice } from './state/bookingSlice';
import { calendarSlice } from './state/calendarSlice';
import { cascadeSlice } from './state/cascadeSlice';
import { flightsSlice } from './state/flightsSlice';
import { offersSlice } from './state/offersSlice';
import { isFilteredSearch } from './model/offerFilters';
import { priceDifferenceKey } from './model/priceDifference';

const combined = combineReducers({
  offers: offersSlice.reducer,
  calendar: calendarSlice.reducer,
  cascade: cascadeSlice.reducer,
  flights: flightsSlice.reducer,
  booking: bookingSlice.reducer,
});

export type HotelOffersState = ReturnType<typeof combined>;

/**
 * One lazily injected slice for the offer area. Another hotel, language or search starts it
 * afresh: nothing of the previous hotel's offers, calendar or cascade may show under the new one.
 */
function hotelOffersReducer(state: HotelOffersState | undefined, action: UnknownAction) {
  if (offersRequested.match(action) && state?.offers.context?.key !== action.payload.context.key) {
    return combined(undefined, action);
  }
  return combined(state, action);
}

export const hotelOffersSlice = {
  reducerPath: 'hotelOffers',
  reducer: hotelOffersReducer,
} as const;

declare module '../../../store/rootReducer' {
  export interface LazyLoadedSlices {
    hotelOffers: HotelOffersState;
  }
}

// The offer area joins the store when the hotel chunk is evaluated.
rootReducer.inject(hotelOffersSlice);

const initialState = combined(undefined, { type: '@@hotelOffers/init' });

export const selectHotelOffers = (state: RootState): HotelOffersState =>
  state.hotelOffers ?? initialState;
export const selectOffers = (state: RootState) => selectHotelOffers(state).offers;
export const selectCalendar = (state: RootState) => selectHotelOffers(state).calendar;
export const selectCascade = (state: RootState) => selectHotelOffers(state).cascade;
export const selectFlights = (state: RootState) => selectHotelOffers(state).flights;
export const selectBooking = (state: RootState) => selectHotelOffers(state).booking;

export const selectOfferContext = (state: RootState) => selectOffers(state).context;
export const selectSelectedOffer = (state: RootState) => selectOffers(state).slots.selected.model;
export const selectSelectedOfferId = (state: RootState) =>
  selectOffers(state).selectedId ?? selectSelectedOffer(state)?.id ?? null;
export const selectUnavailableOffers = (state: RootState) => selectOffers(state).unavailable;
/**
 * The currency the host quotes this hotel's offers in: the selected offer's, EUR until one is
 * there. Amounts that come without a currency (the cascade's, the room and board matrix's) are in
 * it, so they convert to the market's currency as the offer box's do.
 */
export const selectOfferCurrency = (state: RootState) =>
  selectSelectedOffer(state)?.price.currency ?? 'EUR';

/** An offer on the sold-out list shows as unavailable (docs/rules/hotel.md, "Sold-out offers"). */
export const selectIsOfferUnavailable = (state: RootState, offerId: string | null | undefined) =>
  !!offerId && selectUnavailableOffers(state).includes(offerId);

/** The offer the URL named that the server no longer sells, while its replacement shows. */
export const selectReplacedOfferId = (state: RootState) => selectOffers(state).replacedOfferId;

/** The offers were chosen within filters carried from the result list (docs/rules/hotel-offers.md). */
export const selectOffersFiltered = (state: RootState) =>
  isFilteredSearch(selectOfferContext(state)?.productSearch);

export const selectPriceDifference = (state: RootState, offerId: string | null | undefined) =>
  offerId ? (selectOffers(state).priceDifferences[priceDifferenceKey(offerId)] ?? null) : null;

/** The selected offer is loading: shown chosen, its details still those of the previous one. */
export const selectSelectedOfferPending = createSelector(
  [selectOffers],
  (offers) =>
    offers.slots.selected.isLoading ||
    (offers.selectedId !== null && offers.slots.selected.model?.id !== offers.selectedId),
);
