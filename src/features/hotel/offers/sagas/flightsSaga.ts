import { isCancelledError } from '../../../../store/sagaHelpers';
import { all, call, put, select } from 'redux-saga/effects';
import type {
  FlightAlternativesResponse,
  FlightChangerResponse,
  Offer,
  ProductSearch,
} from '../../../../api/types';
import {
  selectFlights,
  selectSelectedOffer,
  selectSelectedOfferPending,
} from '../hotelOffersSlice';
import { calendarActions } from '../state/calendarSlice';
import { flightsActions, type FlightsState } from '../state/flightsSlice';
import { offersActions } from '../state/offersSlice';
import { hotelRequest } from './hotelRequest';
import { latestByKey } from './latestByKey';

interface FlightsLoad {
  key: string;
  offerId: string;
  withLuggage: boolean;
}

/** The settled selected offer, or null while a choice is on its way. */
function* settledOffer() {
  const pending: boolean = yield select(selectSelectedOfferPending);
  const offer: Offer | null = yield select(selectSelectedOffer);
  return pending ? null : offer;
}

/**
 * The lists load for the selected offer while shouldLoad holds and the panel is open; the baggage
 * filter is part of what was loaded (docs/rules/hotel.md, "The flight changer").
 */
export function* planFlightsLoad() {
  const flights: FlightsState = yield select(selectFlights);
  const offer = yield* settledOffer();
  if (!flights.shouldLoad || !flights.open || !offer) return null;
  const load: FlightsLoad = {
    key: `${offer.id}|${flights.withLuggage ? 'luggage' : 'any'}`,
    offerId: offer.id,
    withLuggage: flights.withLuggage,
  };
  return load.key === flights.loadedKey ? null : load;
}

export function* runFlightsLoad({ key, offerId, withLuggage }: FlightsLoad) {
  yield put(flightsActions.flightsLoadStarted({ key }));
  try {
    const flightsBody = (productSearch: ProductSearch) => ({
      productSearch,
      offerId,
      ...(withLuggage ? { withLuggage } : {}),
    });
    const [departures, returns, alternatives]: [
      FlightChangerResponse,
      FlightChangerResponse,
      FlightAlternativesResponse,
    ] = yield all([
      call(hotelRequest<'flight_changer_departure'>, 'flight_changer_departure', flightsBody),
      call(hotelRequest<'flight_changer_return'>, 'flight_changer_return', flightsBody),
      call(hotelRequest<'flight_alternatives'>, 'flight_alternatives', (productSearch) => ({
        productSearch,
        offerId,
      })),
    ]);
    yield put(
      flightsActions.flightsLoaded({
        key,
        data: {
          departures: departures.flights,
          returns: returns.flights,
          alternatives: alternatives.offers,
        },
      }),
    );
  } catch (error) {
    if (!isCancelledError(error)) yield put(flightsActions.flightsLoadFailed());
  }
}

/** The room/board matrix (room_board_matrix) of the selected offer. */
export function* planRoomBoardLoad() {
  const flights: FlightsState = yield select(selectFlights);
  const offer = yield* settledOffer();
  if (!offer) return null;
  const { status, offerId } = flights.roomBoard;
  return offerId === offer.id && status !== 'rejected' ? null : offer.id;
}

export function* runRoomBoardLoad(offerId: string) {
  yield put(flightsActions.roomBoardLoadStarted({ offerId }));
  try {
    const matrix = yield* hotelRequest('room_board_matrix', (productSearch) => ({
      productSearch,
      offerId,
    }));
    if (!matrix.success) throw new Error('room_board_matrix answered success false');
    yield put(flightsActions.roomBoardLoaded({ offerId, matrix }));
  } catch (error) {
    if (!isCancelledError(error)) yield put(flightsActions.roomBoardLoadFailed());
  }
}

const offerSettled = [offersActions.offersLoaded.type, offersActions.offersLoadStarted.type];

export function* flightsSaga() {
  yield all([
    call(
      latestByKey<FlightsLoad>,
      [
        ...offerSettled,
        calendarActions.calendarLoaded.type,
        flightsActions.baggageFilterChanged.type,
        flightsActions.flightChangerToggled.type,
        flightsActions.flightsRetried.type,
      ],
      planFlightsLoad,
      (load) => load.key,
      runFlightsLoad,
    ),
    call(
      latestByKey<string>,
      [...offerSettled, flightsActions.roomBoardRetried.type],
      planRoomBoardLoad,
      (offerId) => offerId,
      runRoomBoardLoad,
    ),
  ]);
}
