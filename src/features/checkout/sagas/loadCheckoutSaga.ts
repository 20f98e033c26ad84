import { isCancelledError } from '../../../store/sagaHelpers';
import { put, select, takeLatest } from 'redux-saga/effects';
import type { GetPaymentResponse } from '../../../api/types';
import { paymentConfigKey, paymentVault } from '../model/paymentVault';
import { checkoutActions, selectCheckout, type CheckoutState } from '../checkoutSlice';
import {
  type CheckoutErrors,
  errorsOf,
  errorsOfFailure,
  hasPayPalToken,
  isSuccessfulCheckout,
  redactCart,
} from '../model/checkoutResponse';
import {
  checkoutAncillaries,
  checkoutCustomer,
  checkoutPayment,
  loadOptionsRoute,
  type CheckoutRouteConfig,
} from '../model/checkoutRoutes';
import { shouldSkipExtras } from '../extras/extrasRules';
import { isEditableStatus, pageFor, unknownCheckout } from '../model/checkoutOutcome';
import { clearTravellerDraft } from '../travellers/travellerDraft';
import { checkoutRequest, reportPriceChange } from './checkoutRequest';

const configs: CheckoutRouteConfig[] = [checkoutAncillaries, checkoutCustomer, checkoutPayment];

const loadRouteOf = (route: string) =>
  configs.find((config) => config.route === route)?.loadRoute ?? 'checkout_get';

/** A checkout the server no longer knows cannot be finished: its traveller draft goes. */
function forgetDraftOfGoneCheckout(checkoutId: string, errors: CheckoutErrors): void {
  const gone = Object.values(errors).some((list) =>
    list.some((error) => error.id === 'noBookingError'),
  );
  if (gone) clearTravellerDraft(checkoutId);
}

/**
 * Checkout data: loading → resolved or rejected; the newest request wins
 * (docs/rules/checkout.md, "Each step loads its cart").
 */
export function* loadCheckout({ payload }: ReturnType<typeof checkoutActions.checkoutRequested>) {
  const { checkoutId, route, offerChanges } = payload;
  try {
    // The create answer passed the hotel page: its price change joins every other answer's.
    yield* reportPriceChange(offerChanges);
    const response = yield* checkoutRequest(loadRouteOf(route), checkoutId, {});
    if (!isSuccessfulCheckout(response)) {
      const errors = errorsOf(response?.messages);
      forgetDraftOfGoneCheckout(checkoutId, errors);
      yield put(checkoutActions.checkoutFailed({ errors, noPayload: !response?.cart }));
      return;
    }
    // The server's status decides which page may show this checkout (docs/rules/checkout-outcomes.md).
    const page = pageFor(route, response.cart.checkout.status);
    // Personal data is kept only while the checkout can still be finished
    // (docs/rules/travellers.md, "The traveller draft").
    if (!isEditableStatus(response.cart.checkout.status)) clearTravellerDraft(checkoutId);
    const stays = page === route;
    const { paymentConfig } = response as GetPaymentResponse;
    // The card provider's transaction stays out of the store, like every payment secret; a
    // checkout that may not be paid here gets no card fields.
    if (paymentConfig && stays) paymentVault.put(paymentConfigKey(checkoutId), paymentConfig);
    yield put(
      checkoutActions.checkoutLoaded({
        cart: redactCart(response.cart),
        payPal: hasPayPalToken(response.cart),
        paymentConfigReady: !!paymentConfig && stays,
      }),
    );
    if (!stays) {
      if (page !== unknownCheckout) {
        // Replaced, so the back button does not return to a page that only forwards.
        yield put(
          checkoutActions.navigationRequested({
            route: page,
            params: { checkoutId },
            replace: true,
          }),
        );
      }
      return;
    }
    if (route === checkoutAncillaries.route) yield* loadAncillaryOptions(checkoutId);
  } catch (error) {
    if (isCancelledError(error)) return;
    const errors = errorsOfFailure(error);
    forgetDraftOfGoneCheckout(checkoutId, errors);
    yield put(checkoutActions.checkoutFailed({ errors, noPayload: true }));
  }
}

/**
 * After the options load the extras step is skipped when there is nothing worth choosing (empty,
 * or insurance only); it stays after an error or an offer change (docs/rules/checkout.md, "When
 * the extras step is skipped").
 */
export function* loadAncillaryOptions(checkoutId: string) {
  yield put(checkoutActions.ancillariesRequested());
  try {
    const response = yield* checkoutRequest(loadOptionsRoute, checkoutId, {});
    if (!response?.success) {
      yield put(checkoutActions.ancillariesFailed());
      yield put(checkoutActions.errorsSet(errorsOf(response?.messages)));
      return;
    }
    const groups = Array.isArray(response.ancillaries) ? response.ancillaries : [];
    yield put(checkoutActions.ancillariesLoaded({ groups }));
    const state: CheckoutState = yield select(selectCheckout);
    const hasOfferChange = state.offerChange !== null;
    const skip = shouldSkipExtras(groups, {
      hasError: (response.messages ?? []).length > 0,
      hasOfferChange,
    });
    // With a price change the step stays behind the notice; accepting moves to the next page
    // (docs/rules/checkout-prices.md), so that move waits held in the slice until then.
    if (skip || hasOfferChange) {
      yield put(
        checkoutActions.navigationRequested({
          route: checkoutAncillaries.nextPage,
          params: { checkoutId },
          replace: skip,
        }),
      );
    }
  } catch (error) {
    if (isCancelledError(error)) return;
    yield put(checkoutActions.ancillariesFailed());
    yield put(checkoutActions.errorsSet(errorsOfFailure(error)));
  }
}

export function* loadCheckoutSaga() {
  yield takeLatest(checkoutActions.checkoutRequested.type, loadCheckout);
}
