import { call, put, select, take } from 'redux-saga/effects';
import type { ApiError } from '../../../../api/apiError';
import { callApi } from '../../../../store/sagaHelpers';
import { bookingProductSearch } from '../../../search';
import { shellActions } from '../../../shell';
import { selectBooking, selectOfferContext } from '../hotelOffersSlice';
import { bookingActions, type BookingState } from '../state/bookingSlice';
import {
  bookingCreated,
  bookingFailed,
  bookingRequested,
  type OfferContext,
} from '../state/actions';
import { localeQuery } from './hotelRequest';

const soldOut = (messages: readonly { id?: string }[] | undefined) =>
  !!messages?.some((message) => message.id === 'offerNotAvailable');

/**
 * Creates the checkout ({offer} → success, cart.checkout.id): success marks the offer available, a
 * refusal unavailable. A network or server failure is not the offer's fault: it opens the generic
 * error modal instead (docs/rules/hotel.md, "Sold-out offers").
 */
export function* createCheckout(offerId: string) {
  try {
    const query = yield* localeQuery();
    // The search goes along so the tour operator learns the children's birth dates the visitor
    // gave; the traveller step prefills them. Dates standing in for an age chosen in the search
    // stay behind (docs/rules/travellers.md "Ages without birth dates").
    const context: OfferContext | null = yield select(selectOfferContext);
    const response = yield* callApi({
      route: 'checkout_create',
      query,
      data: {
        offer: { id: offerId },
        ...(context ? { productSearch: bookingProductSearch(context.productSearch) } : {}),
      },
    });
    const checkoutId = response.success ? response.cart?.checkout.id : undefined;
    if (checkoutId) {
      const changes = Array.isArray(response.changes) ? response.changes : [];
      yield put(bookingCreated({ offerId, checkoutId, changes }));
    } else {
      yield put(bookingFailed({ offerId, unavailable: true }));
    }
  } catch (error) {
    const unavailable = soldOut((error as ApiError).messages);
    yield put(bookingFailed({ offerId, unavailable }));
    if (!unavailable) yield put(shellActions.errorRaised());
  }
}

export function* bookingSaga() {
  for (;;) {
    const action: ReturnType<typeof bookingRequested> = yield take(bookingRequested.type);
    // Blocking on purpose: one checkout at a time, so a double click cannot create two.
    yield call(createCheckout, action.payload.offerId);
    // A created checkout is the press's answer until the page has gone to it: presses meanwhile
    // (a third Enter, a burst of clicks) are not taken, so they never create a second cart.
    const { status }: BookingState = yield select(selectBooking);
    if (status === 'created') yield take(bookingActions.bookingHandedOver.type);
  }
}
