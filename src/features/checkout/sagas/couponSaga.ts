import { isCancelledError } from '../../../store/sagaHelpers';
import { put, select, takeLatest } from 'redux-saga/effects';
import { checkoutActions, selectCheckout, type CheckoutState } from '../checkoutSlice';
import { errorsOf, isSuccessfulCheckout, redactCart } from '../model/checkoutResponse';
import { checkoutRequest } from './checkoutRequest';

/**
 * Coupon and gift-voucher codes through set-coupon; the newest code wins (docs/rules/checkout.md,
 * "Coupon and gift-voucher codes").
 */
export function* applyCoupon({ payload }: ReturnType<typeof checkoutActions.couponSubmitted>) {
  const { checkoutId }: CheckoutState = yield select(selectCheckout);
  if (!checkoutId) return;
  try {
    const response = yield* checkoutRequest('checkout_set_coupon', checkoutId, {
      data: { code: payload.code.trim() },
    });
    if (isSuccessfulCheckout(response)) {
      yield put(checkoutActions.couponApplied(redactCart(response.cart)));
      return;
    }
    const messages = response?.messages?.length
      ? response.messages.map((message) => ({ ...message, context: 'coupon' }))
      : [{ id: 'voucherUnusable', context: 'coupon' }];
    yield put(checkoutActions.couponRejected(errorsOf(messages)));
  } catch (error) {
    if (isCancelledError(error)) return;
    yield put(
      checkoutActions.couponRejected(errorsOf([{ id: 'genericError', context: 'coupon' }])),
    );
  }
}

export function* couponSaga() {
  yield takeLatest(checkoutActions.couponSubmitted.type, applyCoupon);
}
