import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FlightOption, Offer, RoomBoardMatrixResponse } from '../../../../api/types';
import { shellActions } from '../../../shell';
import { calendarActions } from './calendarSlice';
import { cascadeActions } from './cascadeSlice';
import type { LoadStatus } from '../../../../store/loadLifecycle';
import { offersActions } from './offersSlice';

export interface FlightChangerData {
  departures: FlightOption[];
  returns: FlightOption[];
  alternatives: Offer[];
}

/** The flight changer panel, and the room/board matrix of the selected offer. */
export interface FlightsState {
  open: boolean;
  /**
   * True after an offer load, a calendar load or a baggage filter change; false on a change of
   * hotel (a new context starts from the initial state) or of a cascade column.
   */
  shouldLoad: boolean;
  /** Only fares with checked luggage. */
  withLuggage: boolean;
  status: LoadStatus;
  /** Offer id and filter the lists were loaded for. */
  loadedKey: string | null;
  data: FlightChangerData;
  roomBoard: { status: LoadStatus; offerId: string | null; matrix: RoomBoardMatrixResponse | null };
}

export const initialFlightsState: FlightsState = {
  open: true,
  shouldLoad: false,
  withLuggage: false,
  status: 'idle',
  loadedKey: null,
  data: { departures: [], returns: [], alternatives: [] },
  roomBoard: { status: 'idle', offerId: null, matrix: null },
};

export const flightsSlice = createSlice({
  name: 'hotelOffers/flights',
  initialState: initialFlightsState,
  reducers: {
    flightChangerToggled(state) {
      state.open = !state.open;
    },
    baggageFilterChanged(state, action: PayloadAction<boolean>) {
      state.withLuggage = action.payload;
      state.shouldLoad = true;
    },
    flightsLoadStarted(state, action: PayloadAction<{ key: string }>) {
      state.status = 'loading';
      state.loadedKey = action.payload.key;
    },
    flightsLoaded(state, action: PayloadAction<{ key: string; data: FlightChangerData }>) {
      if (action.payload.key !== state.loadedKey) return;
      state.status = 'resolved';
      state.data = action.payload.data;
    },
    flightsLoadFailed(state) {
      state.status = 'rejected';
      // Failed lists may be asked for again by the next trigger.
      state.loadedKey = null;
    },
    flightsRetried(state) {
      state.shouldLoad = true;
    },
    roomBoardRetried() {
      // The saga asks again: a failed matrix is never taken as loaded.
    },
    roomBoardLoadStarted(state, action: PayloadAction<{ offerId: string }>) {
      state.roomBoard = { ...state.roomBoard, status: 'loading', offerId: action.payload.offerId };
    },
    roomBoardLoaded(
      state,
      action: PayloadAction<{ offerId: string; matrix: RoomBoardMatrixResponse }>,
    ) {
      if (action.payload.offerId !== state.roomBoard.offerId) return;
      state.roomBoard = { status: 'resolved', ...action.payload };
    },
    roomBoardLoadFailed(state) {
      state.roomBoard.status = 'rejected';
    },
  },
  extraReducers: (builder) => {
    const load = (state: FlightsState) => {
      state.shouldLoad = true;
    };
    builder
      .addCase(offersActions.offersLoaded, load)
      .addCase(calendarActions.calendarLoaded, load)
      .addCase(cascadeActions.cascadeValueChosen, (state) => {
        state.shouldLoad = false;
      })
      .addCase(shellActions.routeEntered, (state, action) => {
        if (action.payload.name !== 'hoteldetail') state.open = initialFlightsState.open;
      });
  },
});

export const flightsActions = flightsSlice.actions;
