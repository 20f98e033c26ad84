import type { LoadStatus } from '../../store/loadLifecycle';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { VoucherCart } from '../../api/types';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { VoucherInfo } from './model/voucherValues';

/** What the error modal says; card refusals get their own text. */
export type VoucherModalError =
  'unknownIssue' | 'technicalError' | 'threeDsChallengeRejectedError' | 'threeDsChallengeRefused';

/** A failed purchase said at the payment block, with the form kept for another try. */
export type VoucherPaymentError = 'threeDsChallengeCancelled';

/** The two pages that load a voucher cart. */
export type VoucherPage = 'checkout' | 'success';

export type PurchaseStatus = 'idle' | 'submitting' | 'challenge' | 'paid';

export interface VoucherState {
  status: LoadStatus;
  checkoutId: string | null;
  /** The cart without its 3-D Secure action (that stays in the payment vault). */
  cart: VoucherCart | null;
  /** The card provider's configuration waits in the payment vault (never in state). */
  paymentConfigReady: boolean;
  /**
   * NO_VOUCHERS_AVAILABLE for a CMS user, who stays on the page
   * (docs/rules/voucher.md, "No vouchers left").
   */
  noVouchers: boolean;
  purchase: { status: PurchaseStatus; attemptId: string | null };
  modalError: VoucherModalError | null;
  paymentError: VoucherPaymentError | null;
  /** A page change the sagas ask for; VoucherNavigator carries it out. */
  navigation: {
    route: 'voucher' | 'voucher_checkout' | 'homepage';
    checkoutId?: string;
    replace: boolean;
  } | null;
}

const initialState: VoucherState = {
  status: 'idle',
  checkoutId: null,
  cart: null,
  paymentConfigReady: false,
  noVouchers: false,
  purchase: { status: 'idle', attemptId: null },
  modalError: null,
  paymentError: null,
  navigation: null,
};

/** The cart as state may hold it: the 3-D Secure action is a payment secret. */
export function redactVoucherCart(cart: VoucherCart): VoucherCart {
  return { ...cart, checkout: { payment: { threeDs: cart.checkout.payment.threeDs } } };
}

export const voucherSlice = createSlice({
  name: 'voucher',
  initialState,
  reducers: {
    /** Entering the voucher checkout or success page; null creates a cart. */
    voucherRequested(
      state,
      action: PayloadAction<{ checkoutId: string | null; cmsUser: boolean; page: VoucherPage }>,
    ) {
      state.status = 'loading';
      state.noVouchers = false;
      if (action.payload.checkoutId !== state.checkoutId) {
        state.cart = null;
        state.paymentConfigReady = false;
        state.purchase = { status: 'idle', attemptId: null };
      }
      state.checkoutId = action.payload.checkoutId;
    },
    voucherLoaded(
      state,
      action: PayloadAction<{ cart: VoucherCart; paymentConfigReady: boolean }>,
    ) {
      state.status = 'resolved';
      state.cart = redactVoucherCart(action.payload.cart);
      state.checkoutId = action.payload.cart.id;
      state.paymentConfigReady = action.payload.paymentConfigReady;
    },
    voucherLoadFailed(state) {
      state.status = 'rejected';
    },
    noVouchersAvailable(state) {
      state.status = 'resolved';
      state.noVouchers = true;
    },
    /** Book now: the form's data; the card token and reCAPTCHA wait in the vault under attemptId. */
    purchaseSubmitted(
      state,
      action: PayloadAction<{ attemptId: string; info: VoucherInfo; cmsUser: boolean }>,
    ) {
      // One purchase at a time: presses while one runs change nothing.
      if (state.purchase.status !== 'idle') return;
      state.purchase = { status: 'submitting', attemptId: action.payload.attemptId };
      state.modalError = null;
      state.paymentError = null;
    },
    purchaseChallengeOpened(state) {
      if (state.purchase.status === 'submitting') state.purchase.status = 'challenge';
    },
    purchaseChallengeClosed(state) {
      if (state.purchase.status === 'challenge') state.purchase.status = 'submitting';
    },
    purchaseFailed(
      state,
      action: PayloadAction<{ modal?: VoucherModalError; payment?: VoucherPaymentError }>,
    ) {
      state.purchase = { status: 'idle', attemptId: null };
      state.modalError = action.payload.modal ?? null;
      state.paymentError = action.payload.payment ?? null;
    },
    purchaseSucceeded(state, action: PayloadAction<VoucherCart>) {
      state.purchase = { status: 'paid', attemptId: null };
      state.cart = redactVoucherCart(action.payload);
      state.paymentConfigReady = false;
    },
    /** voucherAlreadyBookedError: the error is cleared before the page reloads. */
    errorCleared(state) {
      state.modalError = null;
      state.paymentError = null;
      state.purchase = { status: 'idle', attemptId: null };
    },
    modalDismissed(state) {
      state.modalError = null;
    },
    navigationRequested(state, action: PayloadAction<NonNullable<VoucherState['navigation']>>) {
      state.navigation = action.payload;
    },
    navigationDone(state) {
      state.navigation = null;
    },
  },
});

export const voucherActions = voucherSlice.actions;
/** Read through this: until the slice's first action it answers the initial state. */
export const selectVoucher = (state: RootState): VoucherState => state.voucher ?? initialState;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    voucher: VoucherState;
  }
}

/** The slice joins the store when the voucher chunk is evaluated. */
export const injectedVoucherSlice = voucherSlice.injectInto(rootReducer);
