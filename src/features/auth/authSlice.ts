import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../config/locales';
import { rootReducer, type RootState } from '../../store/rootReducer';

/** Loading, authenticated, not authenticated. */
export type AuthStatus = 'loading' | 'authenticated' | 'notAuthenticated';

/**
 * The logged-in user: nickname and email_verified; nothing else is kept here
 * (docs/rules/identity.md, "What the shop keeps of the account").
 */
export interface SignedInUser {
  nickname: string;
  emailVerified: boolean;
}

/** The provider's answer on the logged_in_redirect route, and where the visitor goes next. */
export type ReturnState =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'done'; returnPath: string | null }
  | { status: 'failed' };

export interface AuthState {
  status: AuthStatus;
  user: SignedInUser | null;
  /** A login or logout redirect is under way: the buttons wait, nothing is sent twice. */
  redirecting: boolean;
  /** A login or logout could not start (the SDK or the provider was unreachable). */
  redirectFailed: boolean;
  /** Back from the login (logged_in_redirect). */
  loginReturn: ReturnState;
  /** The login that just returned changed the password: the profile confirms it once. */
  passwordChanged: boolean;
  /** Back from the e-mail verification (email_verification_redirect). */
  verificationReturn: ReturnState;
  /** Back from the provider's logout (logged_out_redirect). */
  logoutReturn: ReturnState;
}

/** The provider's first screen; 'forgotPassword' is the newsletter profile's 'Change password'. */
export type LoginScreen = 'login' | 'signUp' | 'forgotPassword';

export interface LoginRequest {
  screen: LoginScreen;
  /** The router path to come back to after the login. */
  returnPath: string;
  locale: Locale;
}

const initialState: AuthState = {
  status: 'loading',
  user: null,
  redirecting: false,
  redirectFailed: false,
  loginReturn: { status: 'none' },
  passwordChanged: false,
  verificationReturn: { status: 'none' },
  logoutReturn: { status: 'none' },
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The login state is known: a user, or nobody. */
    identityChecked(state, action: PayloadAction<SignedInUser | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'authenticated' : 'notAuthenticated';
    },
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.redirecting = true;
      state.redirectFailed = false;
    },
    logoutRequested(state, _action: PayloadAction<{ returnPath: string; locale: Locale }>) {
      state.redirecting = true;
      state.redirectFailed = false;
    },
    redirectFailed(state) {
      state.redirecting = false;
      state.redirectFailed = true;
    },
    redirectNoticeDismissed(state) {
      state.redirectFailed = false;
    },
    loginReturnStarted(state) {
      state.loginReturn = { status: 'pending' };
    },
    loginReturnHandled(
      state,
      action: PayloadAction<{ returnPath: string | null; passwordChanged?: boolean }>,
    ) {
      state.loginReturn = { status: 'done', returnPath: action.payload.returnPath };
      state.passwordChanged = action.payload.passwordChanged === true;
    },
    /** The confirmation of a changed password has been shown; it is not repeated. */
    passwordChangeConfirmed(state) {
      state.passwordChanged = false;
    },
    loginReturnFailed(state) {
      state.loginReturn = { status: 'failed' };
    },
    /**
     * The visitor is back from the verification link (email_verification_redirect). Handled once
     * per page: the page may mount again (route transitions) and must lead to the same place.
     */
    verificationReturned(state) {
      if (state.verificationReturn.status === 'none')
        state.verificationReturn = { status: 'pending' };
    },
    verificationReturnHandled(state, action: PayloadAction<{ returnPath: string | null }>) {
      state.verificationReturn = { status: 'done', returnPath: action.payload.returnPath };
    },
    /** The visitor is back from the provider's logout (logged_out_redirect); handled once per page. */
    logoutReturned(state) {
      if (state.logoutReturn.status === 'none') state.logoutReturn = { status: 'pending' };
    },
    logoutReturnHandled(state, action: PayloadAction<{ returnPath: string | null }>) {
      state.logoutReturn = { status: 'done', returnPath: action.payload.returnPath };
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectAuthStatus: (state) => state.status,
    selectSignedInUser: (state) => state.user,
    selectPasswordChanged: (state) => state.passwordChanged,
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    auth: AuthState;
  }
}

export const injectedAuthSlice = authSlice.injectInto(rootReducer);
export const authActions = authSlice.actions;
export const { selectAuth, selectAuthStatus, selectSignedInUser, selectPasswordChanged } =
  injectedAuthSlice.selectors;

/** Verified means the membership code and the user link. */
export const selectIsVerified = (state: RootState): boolean =>
  selectAuth(state).user?.emailVerified === true;
