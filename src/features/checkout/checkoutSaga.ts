import { all, spawn } from 'redux-saga/effects';
import { cardDiscountSaga } from './sagas/cardDiscountSaga';
import { couponSaga } from './sagas/couponSaga';
import { loadCheckoutSaga } from './sagas/loadCheckoutSaga';
import { paymentSaga } from './sagas/paymentSaga';
import { processingSaga } from './sagas/processingSaga';
import { infoSaga, stepSagas } from './sagas/stepSagas';

/** The checkout's sagas; each spawned so one failing cannot stop the others (house style). */
export function* checkoutSaga() {
  yield all(
    [
      loadCheckoutSaga,
      stepSagas,
      infoSaga,
      paymentSaga,
      processingSaga,
      couponSaga,
      cardDiscountSaga,
    ].map((saga) => spawn(saga)),
  );
}
