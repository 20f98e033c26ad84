import { put, select, takeLatest } from 'redux-saga/effects';
import type { BinVerifyResponse } from '../../../api/types';
import { isCancelledError } from '../../../store/sagaHelpers';
import { checkoutActions, selectCheckout, type CheckoutState } from '../checkoutSlice';
import { redactCart } from '../model/checkoutResponse';
import { paymentVault } from '../model/paymentVault';
import type { BinCheckResult } from '../payment/rules/binStrategy';
import { checkoutRequest } from './checkoutRequest';

/** What the card fields leave for the check: the first six digits and the holder, no more. */
export interface BinCheckInput {
  bin: string;
  cardHolder: string;
  /**
   * What the brand's own BIN rules (host config `payment.bin`) say of this card. A card they
   * refuse or give no discount is not sent for a discount: only a discount they promise is asked
   * of the host, which still decides.
   */
  brandVerdict?: BinCheckResult | null;
}

/** Vault key of the BIN waiting for the host's check; the BIN never enters an action or state. */
export const binCheckKey = (checkoutId: string) => `${checkoutId}:bin`;

function resultOf(answer: BinVerifyResponse): BinCheckResult {
  if (!answer.allowed) return { allowed: false, discount: false, message: 'binNotApproved' };
  return answer.discount
    ? { allowed: true, discount: true, message: null }
    : { allowed: true, discount: false, message: 'binNoDiscount' };
}

/**
 * The card discount is the host's to grant (docs/rules/checkout-prices.md): the BIN and holder go
 * to bin-verify, whose cart (with the discount and the new total, or without) replaces the one
 * shown. An empty BIN takes a granted discount back. A newer BIN cancels the older check.
 */
export function* verifyCardBin() {
  const { checkoutId, cart }: CheckoutState = yield select(selectCheckout);
  if (!checkoutId) return;
  const input = paymentVault.take<BinCheckInput>(binCheckKey(checkoutId));
  const brandVerdict = input?.brandVerdict ?? null;
  // A card the brand's rules give no discount only takes a granted discount back.
  const bin = brandVerdict && !brandVerdict.discount ? '' : (input?.bin ?? '');
  if (!bin && !cart?.checkout.package.cardDiscount) {
    yield put(checkoutActions.cardBinChecked(brandVerdict));
    return;
  }
  try {
    const answer = yield* checkoutRequest('do_verify_bin_number', checkoutId, {
      binValue: bin,
      cardHolder: input?.cardHolder ?? '',
    });
    if (answer?.cart?.checkout) yield put(checkoutActions.cartUpdated(redactCart(answer.cart)));
    yield put(checkoutActions.cardBinChecked(bin && answer ? resultOf(answer) : brandVerdict));
  } catch (error) {
    if (isCancelledError(error)) return;
    const refused = (error as { messages?: { id?: string }[] })?.messages?.some(
      (message) => message.id === 'error.bin.disallowed',
    );
    // Unverified is no promise: without the host's answer no discount is shown.
    yield put(
      checkoutActions.cardBinChecked(
        refused ? resultOf({ allowed: false } as BinVerifyResponse) : null,
      ),
    );
  }
}

export function* cardDiscountSaga() {
  yield takeLatest(checkoutActions.cardBinChanged.type, verifyCardBin);
}
