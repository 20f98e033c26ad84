import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AncillaryGroup,
  AncillaryType,
  ApiMessage,
  Cart,
  OfferChange,
  PaymentType,
  SetInfoData,
} from '../../api/types';
import type { RouteName } from '../../config/routeTable';
import type { RootState } from '../../store/makeStore';
import type { Query, RouteParams } from '../../config/routes';
import { shellActions } from '../shell';
import type { CheckoutErrors } from './model/checkoutResponse';
import type { CheckoutOutcome } from './model/checkoutRoutes';

export type LoadStatus = 'idle' | 'loading' | 'resolved' | 'rejected';

export interface CheckoutNavigation {
  route: RouteName;
  params: RouteParams;
  query?: Query;
  replace?: boolean;
}

/**
 * One press of 'Pay now'; its secrets are in the vault under its id. The id is the idempotency key,
 * unless an earlier attempt is still unanswered (docs/rules/payment-attempts.md).
 */
export interface PaymentAttempt {
  attemptId: string;
  method: PaymentType;
  /** Miles to redeem with the Miles and More slider, 0 for none. */
  milesAmount?: number;
}

/** What a failed attempt leaves for the next press (docs/rules/payment-attempts.md). */
export interface PaymentFailure {
  /** No answer came back: the host may have taken the payment, so this key goes again. */
  unansweredKey?: string;
  /** The host has this checkout paid or processing already (another tab): no further payment. */
  alreadyBooked?: boolean;
}

export interface CheckoutState {
  checkoutId: string | null;
  /** Spec 2 §4 checkout data: loading, resolved, rejected. */
  status: LoadStatus;
  /** Without payment tokens or 3-D Secure data (model/checkoutResponse redactCart). */
  cart: Cart | null;
  errors: CheckoutErrors;
  /** Spec 2 §4: only offer changes of type price are kept. */
  offerChange: OfferChange | null;
  ancillaries: {
    status: LoadStatus;
    groups: AncillaryGroup[];
    /** Spec 2 §2: each ancillary type has its own loading state. */
    loadingByType: Partial<Record<AncillaryType, boolean>>;
    notice: 'rentalCarRemoved' | null;
  };
  /** Spec 2 §4 pending-booking modal. */
  pendingModal: { isOpen: boolean; isFailed: boolean };
  info: { submitting: boolean; milesMoreNumberInvalidFor: number[] };
  payment: {
    method: PaymentType | null;
    submitting: boolean;
    /** A 3-D Secure challenge is open; its data stays outside the store. */
    challengeOpen: boolean;
    /** The card provider's configuration is in the payment vault. */
    configReady: boolean;
    /** This checkout is paid: no further payment may start from this page. */
    paid: boolean;
    /** Vault key of the open challenge (an id, no secret). */
    challengeAttempt: string | null;
    /**
     * The idempotency key of an attempt whose answer never arrived: the next press sends it
     * again, until the host has answered (docs/rules/payment-attempts.md).
     */
    unansweredAttempt: string | null;
  };
  processing: { status: 'idle' | 'polling' | 'finished'; outcome: CheckoutOutcome | null };
  /** Spec 2 §3 coupon / voucher code of the booking; its refusal is in errors.coupon. */
  coupon: { status: 'idle' | 'applying' | 'applied' | 'rejected' };
  navigation: CheckoutNavigation | null;
}

export const initialCheckoutState: CheckoutState = {
  checkoutId: null,
  status: 'idle',
  cart: null,
  errors: {},
  offerChange: null,
  ancillaries: { status: 'idle', groups: [], loadingByType: {}, notice: null },
  pendingModal: { isOpen: false, isFailed: false },
  info: { submitting: false, milesMoreNumberInvalidFor: [] },
  payment: {
    method: null,
    submitting: false,
    configReady: false,
    paid: false,
    challengeOpen: false,
    challengeAttempt: null,
    unansweredAttempt: null,
  },
  processing: { status: 'idle', outcome: null },
  coupon: { status: 'idle' },
  navigation: null,
};

const hasErrors = (errors: CheckoutErrors) => Object.keys(errors).length > 0;

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    checkoutRequested(state, action: PayloadAction<{ checkoutId: string; route: RouteName }>) {
      // Another booking starts afresh: nothing of the previous cart may show under it.
      const base = state.checkoutId === action.payload.checkoutId ? state : initialCheckoutState;
      return {
        ...base,
        checkoutId: action.payload.checkoutId,
        status: 'loading',
        errors: {},
        pendingModal: { ...base.pendingModal, isOpen: true },
      };
    },
    checkoutLoaded(
      state,
      action: PayloadAction<{ cart: Cart; payPal: boolean; paymentConfigReady?: boolean }>,
    ) {
      state.status = 'resolved';
      if (action.payload.paymentConfigReady) state.payment.configReady = true;
      state.cart = action.payload.cart;
      state.pendingModal.isOpen = false;
      if (action.payload.payPal) state.payment.method = 'PayPal';
    },
    checkoutFailed(state, action: PayloadAction<{ errors: CheckoutErrors; noPayload?: boolean }>) {
      state.status = 'rejected';
      state.errors = action.payload.errors;
      state.pendingModal.isOpen = true;
      state.pendingModal.isFailed = hasErrors(action.payload.errors) || !!action.payload.noPayload;
    },
    /** Spec 2 §4: messages of a failed step call, stored per named context. */
    errorsSet(state, action: PayloadAction<CheckoutErrors>) {
      state.errors = action.payload;
      if (hasErrors(action.payload)) state.pendingModal.isFailed = true;
    },
    errorsCleared(state, action: PayloadAction<string | undefined>) {
      const context = action.payload;
      state.errors = context
        ? Object.fromEntries(Object.entries(state.errors).filter(([key]) => key !== context))
        : {};
    },
    cartUpdated(state, action: PayloadAction<Cart>) {
      state.cart = action.payload;
    },
    ancillariesRequested(state) {
      state.ancillaries.status = 'loading';
    },
    ancillariesLoaded(
      state,
      action: PayloadAction<{ groups: AncillaryGroup[]; changes: OfferChange[] }>,
    ) {
      state.ancillaries.status = 'resolved';
      state.ancillaries.groups = action.payload.groups;
      state.offerChange = action.payload.changes.find((change) => change.type === 'price') ?? null;
    },
    ancillariesFailed(state) {
      state.ancillaries.status = 'rejected';
    },
    ancillaryChosen(state, action: PayloadAction<{ type: AncillaryType; refIds: string[] }>) {
      state.ancillaries.loadingByType[action.payload.type] = true;
      state.ancillaries.notice = null;
    },
    ancillaryUpdated(
      state,
      action: PayloadAction<{
        type: AncillaryType;
        groups?: AncillaryGroup[];
        messages: ApiMessage[];
      }>,
    ) {
      state.ancillaries.loadingByType[action.payload.type] = false;
      if (action.payload.groups) state.ancillaries.groups = action.payload.groups;
      if (action.payload.messages.some((message) => message.id === 'rentalCarRemoved'))
        state.ancillaries.notice = 'rentalCarRemoved';
    },
    ancillaryUpdateFailed(state, action: PayloadAction<{ type: AncillaryType }>) {
      state.ancillaries.loadingByType[action.payload.type] = false;
    },
    /** Accepting a change clears it and moves to the next page (the saga navigates). */
    offerChangeAccepted(state) {
      state.offerChange = null;
    },
    offerChangeRejected(state) {
      state.offerChange = null;
    },
    /** The saga takes it blocking: a second submit while one runs is ignored. */
    infoSubmitted(state, _action: PayloadAction<SetInfoData>) {
      if (state.info.submitting) return;
      state.info.submitting = true;
      state.info.milesMoreNumberInvalidFor = [];
    },
    infoSaved(state) {
      state.info.submitting = false;
    },
    infoRejected(state, action: PayloadAction<{ milesMoreNumberInvalidFor: number[] }>) {
      state.info.submitting = false;
      state.info.milesMoreNumberInvalidFor = action.payload.milesMoreNumberInvalidFor;
    },
    paymentMethodSelected(state, action: PayloadAction<PaymentType | null>) {
      state.payment.method = action.payload;
      delete state.errors.payment;
    },
    /** The secret part of the attempt (card transaction, IBAN) waits in the payment vault. */
    paymentSubmitted(state, _action: PayloadAction<PaymentAttempt>) {
      if (state.payment.submitting || state.payment.paid) return;
      state.payment.submitting = true;
      delete state.errors.payment;
    },
    paymentChallengeOpened(state, action: PayloadAction<{ attemptId: string }>) {
      state.payment.challengeOpen = true;
      state.payment.challengeAttempt = action.payload.attemptId;
    },
    /** Closing or submitting the challenge resets the state (spec 2 §2). */
    paymentChallengeClosed(state) {
      state.payment.challengeOpen = false;
      state.payment.challengeAttempt = null;
    },
    paymentSucceeded(state) {
      state.payment.submitting = false;
      state.payment.paid = true;
      state.payment.challengeOpen = false;
      state.payment.challengeAttempt = null;
      state.payment.unansweredAttempt = null;
    },
    /** Every failed attempt, so the event log records each as one; `meta` says what is known. */
    paymentFailed: {
      reducer(state, action: PayloadAction<CheckoutErrors, string, PaymentFailure>) {
        state.payment.submitting = false;
        state.payment.challengeOpen = false;
        state.payment.challengeAttempt = null;
        state.payment.unansweredAttempt = action.meta.unansweredKey ?? null;
        if (action.meta.alreadyBooked) state.payment.paid = true;
        state.errors = { ...state.errors, ...action.payload };
      },
      prepare: (errors: CheckoutErrors, failure: PaymentFailure = {}) => ({
        payload: errors,
        meta: failure,
      }),
    },
    processingRequested(
      _state,
      _action: PayloadAction<{ checkoutId: string; retries: number; timeoutMs: number }>,
    ) {},
    processingStarted(state) {
      state.processing = { status: 'polling', outcome: null };
    },
    processingFinished(state, action: PayloadAction<CheckoutOutcome>) {
      state.processing = { status: 'finished', outcome: action.payload };
    },
    processingLeft(state) {
      if (state.processing.status === 'polling') state.processing.status = 'idle';
    },
    /** An empty code removes the coupon. */
    couponSubmitted(state, _action: PayloadAction<{ code: string }>) {
      state.coupon.status = 'applying';
      state.errors = Object.fromEntries(
        Object.entries(state.errors).filter(([context]) => context !== 'coupon'),
      );
    },
    couponApplied(state, action: PayloadAction<Cart>) {
      state.coupon.status = action.payload.checkout.package.coupon ? 'applied' : 'idle';
      state.cart = action.payload;
    },
    couponRejected(state, action: PayloadAction<CheckoutErrors>) {
      state.coupon.status = 'rejected';
      state.errors = { ...state.errors, ...action.payload };
    },
    navigationRequested(state, action: PayloadAction<CheckoutNavigation>) {
      state.navigation = action.payload as typeof state.navigation;
    },
    navigationDone(state) {
      state.navigation = null;
    },
    pendingModalClosed(state) {
      state.pendingModal.isOpen = false;
    },
  },
  extraReducers: (builder) => {
    // Spec 2 §4: a route transition resets isFailed and isOpen.
    builder.addCase(shellActions.routeEntered, (state) => {
      state.pendingModal = { isOpen: false, isFailed: false };
    });
  },
});

export const checkoutActions = checkoutSlice.actions;
/** Read through these: before the chunk injects the slice they answer the initial state. */
export const selectCheckout = (state: RootState): CheckoutState =>
  state.checkout ?? initialCheckoutState;
export const selectCart = (state: RootState) => selectCheckout(state).cart;
export const selectCheckoutErrors = (state: RootState) => selectCheckout(state).errors;
export const selectPaymentState = (state: RootState) => selectCheckout(state).payment;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    checkout: CheckoutState;
  }
}
