import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewsletterCustomer } from '../../../api/types';
import { rootReducer } from '../../../store/rootReducer';

/** A known newsletter error id, or a server's unknown code shown as it is. */
export type NewsletterError = string;

/** The customer-edit values as sent, without the subscription flag. */
export type CustomerUpdate = Omit<NewsletterCustomer, 'subscribed'>;

export interface NewsletterState {
  /** The form, then submitted. */
  subscribe: { status: 'form' | 'submitting' | 'submitted'; error: NewsletterError | null };
  /** Pending, then yes (after a successful call) or no. */
  unsubscribe: { status: 'pending' | 'sending' | 'yes' | 'no'; error: NewsletterError | null };
  /** Loading, then error or form, then submitted. */
  profile: {
    status: 'idle' | 'loading' | 'error' | 'form' | 'saving' | 'submitted';
    customerId: string | null;
    listId: string | null;
    data: NewsletterCustomer | null;
    error: NewsletterError | null;
  };
}

const initialState: NewsletterState = {
  subscribe: { status: 'form', error: null },
  unsubscribe: { status: 'pending', error: null },
  profile: { status: 'idle', customerId: null, listId: null, data: null, error: null },
};

export const newsletterSlice = createSlice({
  name: 'newsletter',
  initialState,
  reducers: {
    subscribeSubmitted(
      state,
      _action: PayloadAction<{ email: string; source: string; listId: string }>,
    ) {
      state.subscribe = { status: 'submitting', error: null };
    },
    subscribeSucceeded(state) {
      state.subscribe = { status: 'submitted', error: null };
    },
    subscribeFailed(state, action: PayloadAction<NewsletterError>) {
      state.subscribe = { status: 'form', error: action.payload };
    },
    subscribeErrorDismissed(state) {
      state.subscribe.error = null;
    },
    /** 'Yes'; without an e-mail in the address the saga answers invalidUnsubscribeEmail. */
    unsubscribeConfirmed(state, _action: PayloadAction<{ email: string; listId: string }>) {
      state.unsubscribe = { status: 'sending', error: null };
    },
    unsubscribeSucceeded(state) {
      state.unsubscribe = { status: 'yes', error: null };
    },
    unsubscribeFailed(state, action: PayloadAction<NewsletterError>) {
      state.unsubscribe = { status: 'pending', error: action.payload };
    },
    unsubscribeErrorDismissed(state) {
      state.unsubscribe.error = null;
    },
    unsubscribeDeclined(state) {
      state.unsubscribe = { status: 'no', error: null };
    },
    profileRequested(
      state,
      _action: PayloadAction<{ customerId: string | null; listId: string | null }>,
    ) {
      state.profile = { ...initialState.profile, status: 'loading' };
    },
    profileLoaded(
      state,
      action: PayloadAction<{
        customerId: string;
        listId: string | null;
        data: NewsletterCustomer;
      }>,
    ) {
      state.profile = { ...action.payload, status: 'form', error: null };
    },
    profileLoadFailed(state) {
      state.profile = { ...initialState.profile, status: 'error' };
    },
    profileSubmitted(
      state,
      _action: PayloadAction<{ values: CustomerUpdate; sendListId: boolean }>,
    ) {
      state.profile.status = 'saving';
      state.profile.error = null;
    },
    profileSaved(state, action: PayloadAction<CustomerUpdate>) {
      state.profile.status = 'submitted';
      if (state.profile.data) Object.assign(state.profile.data, action.payload);
    },
    profileSaveFailed(state, action: PayloadAction<NewsletterError>) {
      state.profile.status = 'form';
      state.profile.error = action.payload;
    },
    profileErrorDismissed(state) {
      state.profile.error = null;
    },
  },
  selectors: {
    selectNewsletter: (state) => state,
  },
});

declare module '../../../store/rootReducer' {
  export interface LazyLoadedSlices {
    newsletter: NewsletterState;
  }
}

export const injectedNewsletterSlice = newsletterSlice.injectInto(rootReducer);
export const newsletterActions = newsletterSlice.actions;
export const { selectNewsletter } = injectedNewsletterSlice.selectors;
