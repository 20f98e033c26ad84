import { spawn } from 'redux-saga/effects';
import { bookingSaga } from './sagas/bookingSaga';
import { calendarSaga } from './sagas/calendarSaga';
import { cascadeSaga } from './sagas/cascadeSaga';
import { flightsSaga } from './sagas/flightsSaga';
import { offersSaga } from './sagas/offersSaga';

/** The offer area's sagas; each spawned, so a failing one leaves the others (and booking) running. */
export function* hotelOffersSaga() {
  yield spawn(offersSaga);
  yield spawn(calendarSaga);
  yield spawn(cascadeSaga);
  yield spawn(flightsSaga);
  yield spawn(bookingSaga);
}
