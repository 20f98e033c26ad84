import { all, call, spawn } from 'redux-saga/effects';
import { cardDiscountSaga } from './sagas/cardDiscountSaga';
import { couponSaga } from './sagas/couponSaga';
import { loadCheckoutSaga } from './sagas/loadCheckoutSaga';
import { paymentSaga } from './sagas/paymentSaga';
import { processingSaga } from './sagas/processingSaga';
import { infoSaga, stepSagas } from './sagas/stepSagas';
import { forgetExpiredTravellerDrafts } from '../../lib/travellerDraftStore';

/** The checkout's sagas; each spawned so one failing cannot stop the others (house style). */
export function* checkoutSaga() {
  // Traveller drafts of this tab that outlived their two hours go as the checkout loads
  // (docs/rules/travellers.md, "The traveller draft").
  yield call(forgetExpiredTravellerDrafts);
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
