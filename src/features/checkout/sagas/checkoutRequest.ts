import { put, select } from 'redux-saga/effects';
import type { BodyRouteName } from '../../../api/endpoints';
import type { ApiBody, CheckoutResponse, OfferChange } from '../../../api/types';
import type { Locale } from '../../../config/locales';
import { callApi } from '../../../store/sagaHelpers';
import { selectRoute } from '../../shell';
import { addResponseChecks } from '../../../api/responseChecks';
import { checkoutCall } from '../routeData';
import { bookingAnswerChecks } from '../model/answerChecks';
import { checkoutActions, selectCheckout, type CheckoutState } from '../checkoutSlice';
import {
  isSuccessfulCheckout,
  priceChangeOf,
  redactCart,
  sameChange,
} from '../model/checkoutResponse';

// Every booking request passes here: its answers are checked from the moment one can be made.
addResponseChecks(bookingAnswerChecks);

/**
 * A price change a cart answer reports, whichever call it came with; the same change reported
 * again is not a second one (docs/rules/checkout-prices.md).
 */
export function* reportPriceChange(changes: unknown) {
  const change = priceChangeOf(changes);
  if (!change) return false;
  const { offerChange }: CheckoutState = yield select(selectCheckout);
  if (!sameChange(offerChange, change)) yield put(checkoutActions.offerChangeReported(change));
  return true;
}

/**
 * A call of the booking scope with its body as given: the checkout id in the path, the shell's
 * locale in the query. The body is the route's request as sent (a step's form values go under
 * `data`), so the compiler checks it against the contract at every call. Cancelling the calling
 * saga aborts it. Every cart answer passes here, so this is where a reported price change is read.
 */
export function* checkoutRequest<N extends BodyRouteName>(
  route: N,
  checkoutId: string,
  body: ApiBody<N>,
  headers?: Record<string, string>,
) {
  const { locale }: { locale: Locale | null } = yield select(selectRoute);
  const response = yield* callApi(checkoutCall(route, checkoutId, locale, body, headers));
  // Not every booking answer is a cart (the poll has no changes): read as it may come.
  yield* reportPriceChange((response as { changes?: OfferChange[] } | null)?.changes);
  return response;
}

/**
 * Whether a payment must stop for a price change the shopper has not answered yet: the host took
 * nothing, the cart it re-priced is kept so the summary shows the new total.
 */
export function* stoppedByPriceChange(response: CheckoutResponse | null) {
  const { offerChange }: CheckoutState = yield select(selectCheckout);
  if (!offerChange) return false;
  if (isSuccessfulCheckout(response))
    yield put(checkoutActions.cartUpdated(redactCart(response.cart)));
  return true;
}
