import type { LoadStatus } from '../../store/loadLifecycle';
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
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/hooks';
import type { Query, RouteParams } from '../../config/routes';
import { shellActions } from '../shell';
import type { CheckoutErrors } from './model/checkoutResponse';
import type { CheckoutOutcome } from './model/checkoutRoutes';
import type { BinCheckResult } from './payment/rules/binStrategy';

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

/**
 * Passenger indices (in the cart's order) whose field the server refused in the info step: the
 * earn number (frequentFlyerNumberInvalid) or the birth date (birthDateNotBookedAge); each is
 * marked at the passenger's field (docs/rules/travellers.md "Refused birth dates").
 */
export interface InfoFieldRefusals {
  milesMoreNumberInvalidFor: number[];
  birthDateNotBookedAgeFor: number[];
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
  /**
   * Checkout data: loading, resolved, rejected (docs/rules/checkout.md, "Each step loads its
   * cart").
   */
  status: LoadStatus;
  /**
   * The page the latest load was for: a cart loaded for another page is not yet the server's word
   * for this one (docs/rules/checkout-outcomes.md).
   */
  loadedFor: RouteName | null;
  /** Without payment tokens or 3-D Secure data (model/checkoutResponse redactCart). */
  cart: Cart | null;
  errors: CheckoutErrors;
  /**
   * Only offer changes of type price are kept (docs/rules/checkout-prices.md, "Only a checked price
   * change is kept").
   */
  offerChange: OfferChange | null;
  /** Where the flow went on to when the price change stopped it (docs/rules/checkout-prices.md). */
  offerChangeHeld: CheckoutNavigation | null;
  ancillaries: {
    status: LoadStatus;
    groups: AncillaryGroup[];
    /** Each ancillary type has its own loading state: only its own card says it is updating. */
    loadingByType: Partial<Record<AncillaryType, boolean>>;
    notice: 'rentalCarRemoved' | null;
  };
  /** The pending-booking modal (docs/rules/checkout.md, "The pending-booking window"). */
  pendingModal: { isOpen: boolean; isFailed: boolean };
  info: { submitting: boolean } & InfoFieldRefusals;
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
    /** The host's check of the card's BIN (card discount); never the BIN itself. */
    binCheck: BinCheckResult | 'checking' | null;
    /**
     * The idempotency key of an attempt whose answer never arrived: the next press sends it
     * again, until the host has answered (docs/rules/payment-attempts.md).
     */
    unansweredAttempt: string | null;
  };
  processing: { status: 'idle' | 'polling' | 'finished'; outcome: CheckoutOutcome | null };
  /** Coupon / voucher code of the booking; its refusal is in errors.coupon. */
  coupon: { status: 'idle' | 'applying' | 'applied' | 'rejected' };
  navigation: CheckoutNavigation | null;
}

export const initialCheckoutState: CheckoutState = {
  checkoutId: null,
  status: 'idle',
  loadedFor: null,
  cart: null,
  errors: {},
  offerChange: null,
  offerChangeHeld: null,
  ancillaries: { status: 'idle', groups: [], loadingByType: {}, notice: null },
  pendingModal: { isOpen: false, isFailed: false },
  info: { submitting: false, milesMoreNumberInvalidFor: [], birthDateNotBookedAgeFor: [] },
  payment: {
    method: null,
    submitting: false,
    configReady: false,
    paid: false,
    challengeOpen: false,
    challengeAttempt: null,
    binCheck: null,
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
    /** offerChanges: what the create answer reported, handed over by the hotel page. */
    checkoutRequested(
      state,
      action: PayloadAction<{ checkoutId: string; route: RouteName; offerChanges?: OfferChange[] }>,
    ) {
      // Another booking starts afresh: nothing of the previous cart may show under it.
      const base = state.checkoutId === action.payload.checkoutId ? state : initialCheckoutState;
      return {
        ...base,
        checkoutId: action.payload.checkoutId,
        status: 'loading',
        loadedFor: action.payload.route,
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
    /**
     * Messages of a failed step call, stored per named context (docs/rules/checkout.md, "Each step
     * loads its cart").
     */
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
    ancillariesLoaded(state, action: PayloadAction<{ groups: AncillaryGroup[] }>) {
      state.ancillaries.status = 'resolved';
      state.ancillaries.groups = action.payload.groups;
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
    /**
     * A cart answer reported a price change (sagas/checkoutRequest): the notice blocks going on
     * until the shopper accepts or rejects it; a payment waiting for its answer stops.
     */
    offerChangeReported(state, action: PayloadAction<OfferChange>) {
      state.offerChange = action.payload;
      state.payment.submitting = false;
    },
    /** Accepting a change clears it and goes on where the flow was going (docs/rules/checkout-prices.md). */
    offerChangeAccepted(state) {
      state.offerChange = null;
      state.navigation = state.offerChangeHeld;
      state.offerChangeHeld = null;
    },
    offerChangeRejected(state) {
      state.offerChange = null;
      state.offerChangeHeld = null;
    },
    /** The saga takes it blocking: a second submit while one runs is ignored. */
    infoSubmitted(state, _action: PayloadAction<SetInfoData>) {
      if (state.info.submitting) return;
      state.info.submitting = true;
      state.info.milesMoreNumberInvalidFor = [];
      state.info.birthDateNotBookedAgeFor = [];
    },
    infoSaved(state) {
      state.info.submitting = false;
    },
    infoRejected(state, action: PayloadAction<InfoFieldRefusals>) {
      state.info.submitting = false;
      state.info.milesMoreNumberInvalidFor = action.payload.milesMoreNumberInvalidFor;
      state.info.birthDateNotBookedAgeFor = action.payload.birthDateNotBookedAgeFor;
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
    /** The card's BIN changed (or is gone); it waits in the payment vault for the saga. */
    cardBinChanged(state) {
      state.payment.binCheck = 'checking';
    },
    cardBinChecked(state, action: PayloadAction<BinCheckResult | null>) {
      state.payment.binCheck = action.payload;
    },
    paymentChallengeOpened(state, action: PayloadAction<{ attemptId: string }>) {
      state.payment.challengeOpen = true;
      state.payment.challengeAttempt = action.payload.attemptId;
    },
    /**
     * Closing or submitting the challenge resets the state (docs/rules/checkout.md, "The 3-D Secure
     * challenge").
     */
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
      // No step goes on past an open price-change notice; accepting it goes on.
      if (state.offerChange) state.offerChangeHeld = action.payload as typeof state.navigation;
      else state.navigation = action.payload as typeof state.navigation;
    },
    navigationDone(state) {
      state.navigation = null;
    },
    pendingModalClosed(state) {
      state.pendingModal.isOpen = false;
    },
  },
  extraReducers: (builder) => {
    // A route transition resets isFailed and isOpen (docs/rules/checkout.md, "The pending-booking
    // window").
    builder.addCase(shellActions.routeEntered, (state) => {
      state.pendingModal = { isOpen: false, isFailed: false };
    });
  },
});

export const checkoutActions = checkoutSlice.actions;
/** Read through these: until the slice's first action they answer the initial state. */
export const selectCheckout = (state: RootState): CheckoutState =>
  state.checkout ?? initialCheckoutState;
export const selectCart = (state: RootState) => selectCheckout(state).cart;
export const selectCheckoutErrors = (state: RootState) => selectCheckout(state).errors;
/**
 * What the pending-booking window shows (docs/rules/checkout.md, "The pending-booking window"):
 * nothing, the booking loading, or the load's failure with its messages. While it shows the
 * failure, the step's own alert leaves the messages to it.
 */
export const selectPendingWindow = (state: RootState): 'closed' | 'loading' | 'failed' => {
  const { pendingModal, status, cart } = selectCheckout(state);
  if (!pendingModal.isOpen) return 'closed';
  if (pendingModal.isFailed && status === 'rejected') return 'failed';
  return cart ? 'closed' : 'loading';
};
export const selectPaymentState = (state: RootState) => selectCheckout(state).payment;

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    checkout: CheckoutState;
  }
}

/** The slice joins the store when the booking chunk is evaluated. */
export const injectedCheckoutSlice = checkoutSlice.injectInto(rootReducer);
