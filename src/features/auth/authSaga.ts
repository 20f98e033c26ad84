import { actionChannel, call, flush, put, select, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { ActionPattern } from 'redux-saga/effects';
import type { Locale } from '../../config/locales';
import { href, matchRoute } from '../../config/routes';
import {
  authActions,
  selectAuth,
  type AuthState,
  type LoginRequest,
  type SignedInUser,
} from './authSlice';
import {
  clearIdentityOutdated,
  isIdentityOutdated,
  keepReturnPath,
  mayHaveSession,
  takeReturnPath,
} from './authCookies';
import { clearAllTravellerDrafts } from '../../lib/travellerDraftStore';
import {
  identityClient,
  type IdentityClaims,
  type IdentityClient,
  type IdentitySettings,
} from './identityClient';

export interface AuthSettings extends IdentitySettings {
  /** The host's basePath: router paths are absolute addresses only with it. */
  basePath: string;
}

/** Where the provider sends the visitor back: an absolute address of a named route. */
export function returnAddress(
  settings: AuthSettings,
  route: 'logged_in_redirect' | 'logged_out_redirect',
  locale: Locale,
): string {
  return `${window.location.origin}${settings.basePath}${href(route, locale)}`;
}

/** 'de-ch' → 'de-CH de': the provider's pages in the shop's language, its language as fallback. */
export function uiLocales(locale: Locale): string {
  const [language, country] = locale.split('-');
  return `${language}-${(country ?? '').toUpperCase()} ${language}`;
}

/**
 * How recent a login must be to change the password (OIDC max_age, seconds): an older one makes
 * the provider ask for the current password first (docs/rules/identity.md, "Change password").
 */
export const passwordChangeMaxAgeSeconds = 300;

/** Locale, initial screen (login, signUp or forgotPassword) and the allow flags. */
export function loginParams(settings: AuthSettings, request: LoginRequest) {
  return {
    redirect_uri: returnAddress(settings, 'logged_in_redirect', request.locale),
    ui_locales: uiLocales(request.locale),
    // The universal login's hint and the classic login page's options, so either opens the screen
    // (the password reset is reached from the universal login's login screen).
    screen_hint: request.screen === 'signUp' ? 'signup' : 'login',
    initialScreen: request.screen,
    allowLogin: 'true',
    allowSignUp: 'true',
    ...(request.screen === 'forgotPassword' ? { max_age: passwordChangeMaxAgeSeconds } : {}),
  };
}

/** Whether this page load is the provider's answer on the logged_in_redirect route. */
export function isLoginReturn(url: URL, basePath: string): boolean {
  const path =
    basePath && url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length) || '/'
      : url.pathname;
  if (matchRoute(path)?.name !== 'logged_in_redirect') return false;
  return (
    url.searchParams.has('state') && (url.searchParams.has('code') || url.searchParams.has('error'))
  );
}

export function userOf(claims: IdentityClaims | undefined): SignedInUser | null {
  if (!claims) return null;
  const nickname = claims.nickname || claims.name || claims.email?.split('@')[0] || '';
  return { nickname, emailVerified: claims.email_verified === true };
}

function warn(what: string, error: unknown): void {
  // Failures of the identity round trips are logged only; never a token or a claim.
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`Login: ${what} failed (${reason})`);
}

function* readUser(client: IdentityClient) {
  const authenticated: boolean = yield call([client, client.isAuthenticated]);
  if (!authenticated) return null;
  const claims: IdentityClaims | undefined = yield call([client, client.getUser]);
  return userOf(claims);
}

/** The silent token refresh: cache off; a failure is only logged. */
function* refreshSilently(client: IdentityClient) {
  try {
    yield call([client, client.getTokenSilently], { cacheMode: 'off' });
  } catch (error) {
    warn('the silent token refresh', error);
  }
  clearIdentityOutdated();
}

function* checkIdentity(settings: AuthSettings) {
  const url = new URL(window.location.href);
  const returning = isLoginReturn(url, settings.basePath);
  const outdated = isIdentityOutdated();
  // Nobody has logged in on this browser: known without loading the SDK.
  if (!returning && !outdated && !mayHaveSession(settings.clientId)) {
    yield put(authActions.identityChecked(null));
    return;
  }
  try {
    const client: IdentityClient = yield call(identityClient, settings);
    if (returning) {
      yield put(authActions.loginReturnStarted());
      try {
        const answer: Awaited<ReturnType<IdentityClient['handleRedirectCallback']>> = yield call(
          [client, client.handleRedirectCallback],
          url.toString(),
        );
        yield put(
          authActions.loginReturnHandled({
            returnPath: takeReturnPath('loginReturn', settings.basePath),
            // The provider answers a change-password round trip only once the password is set.
            passwordChanged: answer?.appState?.screen === 'forgotPassword',
          }),
        );
      } catch (error) {
        warn('the login', error);
        yield put(authActions.loginReturnFailed());
      }
    }
    if (outdated) yield* refreshSilently(client);
    const user: SignedInUser | null = yield* readUser(client);
    yield put(authActions.identityChecked(user));
  } catch (error) {
    warn('reading the login state', error);
    yield put(authActions.identityChecked(null));
  }
}

/** Answers whether the page is leaving for the provider. */
function* login(settings: AuthSettings, request: LoginRequest) {
  keepReturnPath('loginReturn', request.returnPath);
  try {
    const client: IdentityClient = yield call(identityClient, settings);
    yield call([client, client.loginWithRedirect], {
      authorizationParams: loginParams(settings, request),
      appState: { screen: request.screen },
    });
    return true;
  } catch (error) {
    warn('starting the login', error);
    yield put(authActions.redirectFailed());
    return false;
  }
}

function* logout(settings: AuthSettings, request: { returnPath: string; locale: Locale }) {
  // What was typed for a booking is not left behind for the next person at this browser
  // (docs/rules/travellers.md, "The traveller draft").
  clearAllTravellerDrafts();
  keepReturnPath('logoutReturn', request.returnPath);
  try {
    const client: IdentityClient = yield call(identityClient, settings);
    yield call([client, client.logout], {
      logoutParams: { returnTo: returnAddress(settings, 'logged_out_redirect', request.locale) },
    });
    return true;
  } catch (error) {
    warn('the logout', error);
    yield put(authActions.redirectFailed());
    return false;
  }
}

/** Back from the verification link: new claims (email_verified) by a silent refresh, once. */
function* verificationReturn(settings: AuthSettings) {
  const { verificationReturn: handled }: AuthState = yield select(selectAuth);
  if (handled.status === 'done') return;
  try {
    const client: IdentityClient = yield call(identityClient, settings);
    yield* refreshSilently(client);
    const user: SignedInUser | null = yield* readUser(client);
    yield put(authActions.identityChecked(user));
  } catch (error) {
    warn('reading the login state', error);
  }
  yield put(
    authActions.verificationReturnHandled({
      returnPath: takeReturnPath('verifyReturn', settings.basePath),
    }),
  );
}

/** Back from the logout: where it started (its return cookie), read once per page. */
function* logoutReturn(settings: AuthSettings) {
  const { logoutReturn: handled }: AuthState = yield select(selectAuth);
  if (handled.status === 'done') return;
  yield put(
    authActions.logoutReturnHandled({
      returnPath: takeReturnPath('logoutReturn', settings.basePath),
    }),
  );
}

const requests: ActionPattern = [
  authActions.loginRequested.type,
  authActions.logoutRequested.type,
  authActions.verificationReturned.type,
  authActions.logoutReturned.type,
];

type Request =
  | ReturnType<typeof authActions.loginRequested>
  | ReturnType<typeof authActions.logoutRequested>
  | ReturnType<typeof authActions.verificationReturned>
  | ReturnType<typeof authActions.logoutReturned>;

/**
 * The login state machine. Requests made while the state is still being read wait in a channel
 * and run one after the other, so a refresh never races a login or another refresh (refresh
 * tokens rotate: two at once would void each other).
 */
export function createAuthSaga(settings: AuthSettings) {
  return function* authSaga() {
    const channel = (yield actionChannel(requests)) as Channel<Request>;
    yield* checkIdentity(settings);
    for (;;) {
      const action = (yield take(channel)) as Request;
      let leaving = false;
      if (authActions.loginRequested.match(action))
        leaving = (yield call(login, settings, action.payload)) as boolean;
      else if (authActions.logoutRequested.match(action))
        leaving = (yield call(logout, settings, action.payload)) as boolean;
      else if (authActions.verificationReturned.match(action))
        yield call(verificationReturn, settings);
      else yield call(logoutReturn, settings);
      // The page is on its way to the provider: a second click's request is dropped, not sent.
      if (leaving) yield flush(channel);
    }
  };
}
