import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeLatest } from 'redux-saga/effects';
import { planOfferLoad, type OfferLoadPlan } from '../model/offerPlan';
import {
  priceDifferenceKey,
  readStoredPriceDifference,
  storePriceDifference,
  toPriceDifference,
} from '../model/priceDifference';
import { selectOffers, selectSelectedOffer } from '../hotelOffersSlice';
import { offersRequested, type OffersRequestedPayload } from '../state/actions';
import { offersActions, type OffersState } from '../state/offersSlice';
import { callApi, isCancelledError } from '../../../../store/sagaHelpers';
import { hotelRequest, localeQuery } from './hotelRequest';

/**
 * Offer loading as takeLatest: choosing another offer cancels the pending request (its HTTP call is
 * aborted); offers already present are not fetched again unless forced
 * (docs/rules/hotel.md, "Which offers are loaded").
 */
export function* loadOffers(action: PayloadAction<OffersRequestedPayload>) {
  const offers: OffersState = yield select(selectOffers);
  const plan: OfferLoadPlan = planOfferLoad(
    offers.slots,
    { originalOfferId: offers.originalOfferId, selectedOfferId: action.payload.selectedOfferId },
    action.payload.force,
  );
  yield put(offersActions.offersLoadStarted(plan));
  const { request } = plan;
  if (!request) return;
  try {
    const response = yield* hotelRequest('get_hoteldetail_offer', (productSearch) => ({
      productSearch,
      ...request,
    }));
    if (!response.success) throw new Error('get_hoteldetail_offer answered success false');
    yield put(offersActions.offersLoaded({ response, load: plan.load }));
  } catch (error) {
    if (!isCancelledError(error)) yield put(offersActions.offersLoadFailed());
  }
}

/**
 * get_price_diff_api for the selected offer, stored under 'priceDifference' + id and kept for 5
 * hours; a stored answer spares the call. Only a hint: failures stay silent
 * (docs/rules/hotel.md, "Price changes since the list").
 */
export function* loadPriceDifference() {
  const offer: ReturnType<typeof selectSelectedOffer> = yield select(selectSelectedOffer);
  if (!offer) return;
  const key = priceDifferenceKey(offer.id);
  const offers: OffersState = yield select(selectOffers);
  if (offers.priceDifferences[key]) return;
  const stored = readStoredPriceDifference(offer.id, Date.now());
  if (stored) {
    yield put(offersActions.priceDifferenceLoaded({ key, value: stored }));
    return;
  }
  try {
    const query = yield* localeQuery();
    const response = yield* callApi({
      route: 'get_price_diff_api',
      query,
      data: { offerId: offer.id },
    });
    if (!response.success) return;
    const value = toPriceDifference(response);
    storePriceDifference(offer.id, value, Date.now());
    yield put(offersActions.priceDifferenceLoaded({ key, value }));
  } catch {
    // Without the difference the offer simply shows its price.
  }
}

/** The selected offer changed: loaded, or served by one already present. */
export const selectedOfferSettled = [
  offersActions.offersLoaded.type,
  offersActions.offersLoadStarted.type,
];

export function* offersSaga() {
  yield takeLatest(offersRequested.type, loadOffers);
  yield takeLatest(selectedOfferSettled, loadPriceDifference);
}
