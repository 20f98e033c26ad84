import fc from 'fast-check';
import { featureStore, until } from '../../testing/featureStore';
import type { AppStore } from '../../store/makeStore';
import { readCookie } from '../../lib/cookies';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { createAuthSaga, loginParams, uiLocales } from './authSaga';
import { authActions, selectAuth } from './authSlice';
import {
  keepReturnPath,
  markIdentityOutdated,
  safeReturnPath,
  takeReturnPath,
} from './authCookies';
import { fakeProvider, loggedInEarlier } from './testing/fakeAuth0Sdk';
import { authSettings, startAsNewPage } from './testing/authTestSetup';

jest.mock('@auth0/auth0-spa-js', () => jest.requireActual('./testing/fakeAuth0Sdk'));

// The store's shell saga loads the page of the route it is on.
setupDemoHost();

const unverified = { sub: 'u-2', nickname: 'max', email: 'max@example.com', email_verified: false };

function start(): AppStore {
  return featureStore(
    { name: 'auth', saga: createAuthSaga(authSettings) },
    { name: 'homepage', pathname: '/en-gb' },
  );
}

const settled = (store: AppStore) =>
  until(store, () => selectAuth(store.getState()).status !== 'loading');
const callsOf = (method: string) => fakeProvider.calls.filter((call) => call.method === method);

beforeEach(() => startAsNewPage());

describe('reading the login state: loading, authenticated or not authenticated', () => {
  it('knows nobody is logged in without loading the SDK when the browser has no session', async () => {
    const store = start();
    await settled(store);
    expect(selectAuth(store.getState())).toMatchObject({ status: 'notAuthenticated', user: null });
    expect(fakeProvider.clientsMade).toBe(0);
  });

  it('reads the nickname and whether the e-mail is verified of a visitor who logged in before', async () => {
    loggedInEarlier(unverified);
    const store = start();
    expect(selectAuth(store.getState()).status).toBe('loading');
    await settled(store);
    expect(selectAuth(store.getState())).toMatchObject({
      status: 'authenticated',
      user: { nickname: 'max', emailVerified: false },
    });
  });

  it('keeps neither tokens nor e-mail addresses in the state', async () => {
    loggedInEarlier(unverified);
    const store = start();
    await settled(store);
    const state = JSON.stringify(store.getState());
    expect(state).not.toMatch(/fake-id-token|fake-access-token|max@example\.com/);
  });

  it('counts the SDK failing to start as not logged in, logged as a warning only', async () => {
    loggedInEarlier(unverified);
    fakeProvider.failStart = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = start();
    await settled(store);
    expect(selectAuth(store.getState()).status).toBe('notAuthenticated');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Login: reading the login state failed/),
    );
    warn.mockRestore();
  });
});

describe('the return from the provider (logged_in_redirect)', () => {
  it('handles the answer, then leads back to the address kept in the login return cookie, once', async () => {
    startAsNewPage('/en-gb/auth/logged-in?code=abc&state=xyz');
    keepReturnPath('loginReturn', '/en-gb/search?page=2');
    const store = start();
    await until(store, () => selectAuth(store.getState()).loginReturn.status === 'done');
    await settled(store);
    expect(selectAuth(store.getState())).toMatchObject({
      status: 'authenticated',
      user: { nickname: 'erika', emailVerified: true },
      loginReturn: { status: 'done', returnPath: '/en-gb/search?page=2' },
    });
    expect(callsOf('handleRedirectCallback')[0]?.options).toBe(
      'http://localhost/en-gb/auth/logged-in?code=abc&state=xyz',
    );
    expect(readCookie('hs_login_return')).toBeUndefined();
  });

  it('reports a refused login and leaves the visitor logged out', async () => {
    startAsNewPage('/en-gb/auth/logged-in?error=access_denied&state=xyz');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = start();
    await settled(store);
    expect(selectAuth(store.getState())).toMatchObject({
      status: 'notAuthenticated',
      loginReturn: { status: 'failed' },
    });
    warn.mockRestore();
  });

  it('knows a change-password round trip by its appState, and confirms nothing for a plain login', async () => {
    const asked = start();
    await settled(asked);
    asked.dispatch(
      authActions.loginRequested({
        screen: 'forgotPassword',
        returnPath: '/en-gb/newsletter-profile',
        locale: 'en-gb',
      }),
    );
    await until(asked, () => callsOf('loginWithRedirect').length === 1);
    expect(callsOf('loginWithRedirect')[0]?.options).toMatchObject({
      authorizationParams: { initialScreen: 'forgotPassword', max_age: 300 },
      appState: { screen: 'forgotPassword' },
    });

    // A new page: the SDK hands back the appState it kept with its transaction.
    const kept = fakeProvider.appState;
    startAsNewPage('/en-gb/auth/logged-in?code=abc&state=xyz');
    fakeProvider.appState = kept;
    keepReturnPath('loginReturn', '/en-gb/newsletter-profile');
    const back = start();
    await until(back, () => selectAuth(back.getState()).loginReturn.status === 'done');
    expect(selectAuth(back.getState())).toMatchObject({
      passwordChanged: true,
      loginReturn: { returnPath: '/en-gb/newsletter-profile' },
    });
    back.dispatch(authActions.passwordChangeConfirmed());
    expect(selectAuth(back.getState()).passwordChanged).toBe(false);

    startAsNewPage('/en-gb/auth/logged-in?code=def&state=uvw');
    fakeProvider.appState = { screen: 'login' };
    const plain = start();
    await until(plain, () => selectAuth(plain.getState()).loginReturn.status === 'done');
    expect(selectAuth(plain.getState()).passwordChanged).toBe(false);
  });

  it('ignores code and state on any other route', async () => {
    startAsNewPage('/en-gb/search?code=abc&state=xyz');
    const store = start();
    await settled(store);
    expect(callsOf('handleRedirectCallback')).toHaveLength(0);
    expect(selectAuth(store.getState()).loginReturn.status).toBe('none');
  });
});

describe('silent token refresh (cache off, when an outdated cookie is set)', () => {
  it('refreshes with the cache off, shows the new claims and clears the cookie', async () => {
    loggedInEarlier(unverified);
    fakeProvider.account = { ...unverified, email_verified: true };
    markIdentityOutdated();
    const store = start();
    await settled(store);
    expect(callsOf('getTokenSilently').map((call) => call.options)).toEqual([{ cacheMode: 'off' }]);
    expect(selectAuth(store.getState()).user).toEqual({ nickname: 'max', emailVerified: true });
    expect(readCookie('hs_identity_outdated')).toBeUndefined();
  });

  it('does not refresh without the outdated cookie', async () => {
    loggedInEarlier(unverified);
    const store = start();
    await settled(store);
    expect(callsOf('getTokenSilently')).toHaveLength(0);
  });

  it('only logs a failed refresh and keeps the login it has', async () => {
    loggedInEarlier(unverified);
    fakeProvider.failRefresh = true;
    markIdentityOutdated();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error');
    const store = start();
    await settled(store);
    expect(selectAuth(store.getState())).toMatchObject({
      status: 'authenticated',
      user: { nickname: 'max', emailVerified: false },
    });
    expect(warn).toHaveBeenCalledWith('Login: the silent token refresh failed (invalid_grant)');
    expect(error).not.toHaveBeenCalled();
    expect(store.getState().shell.errorModal.open).toBe(false);
    warn.mockRestore();
    error.mockRestore();
  });

  it('refreshes when the visitor is back from the verification link, then leads to the verify return', async () => {
    loggedInEarlier(unverified);
    fakeProvider.account = { ...unverified, email_verified: true };
    keepReturnPath('verifyReturn', '/en-gb/membership');
    const store = start();
    await settled(store);
    store.dispatch(authActions.verificationReturned());
    await until(store, () => selectAuth(store.getState()).verificationReturn.status === 'done');
    expect(selectAuth(store.getState())).toMatchObject({
      user: { emailVerified: true },
      verificationReturn: { status: 'done', returnPath: '/en-gb/membership' },
    });
  });
});

describe('the return from the logout and the verification, once per page', () => {
  it('leads a second mount of logged_out_redirect to the same place as the first', async () => {
    keepReturnPath('logoutReturn', '/en-gb/favorites');
    const store = start();
    await settled(store);
    store.dispatch(authActions.logoutReturned());
    store.dispatch(authActions.logoutReturned());
    await until(store, () => selectAuth(store.getState()).logoutReturn.status === 'done');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectAuth(store.getState()).logoutReturn).toEqual({
      status: 'done',
      returnPath: '/en-gb/favorites',
    });
  });

  it('refreshes once and keeps the verify return when email_verification_redirect mounts twice', async () => {
    loggedInEarlier(unverified);
    fakeProvider.account = { ...unverified, email_verified: true };
    keepReturnPath('verifyReturn', '/en-gb/membership');
    const store = start();
    await settled(store);
    store.dispatch(authActions.verificationReturned());
    store.dispatch(authActions.verificationReturned());
    await until(store, () => selectAuth(store.getState()).verificationReturn.status === 'done');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectAuth(store.getState()).verificationReturn).toEqual({
      status: 'done',
      returnPath: '/en-gb/membership',
    });
    expect(callsOf('getTokenSilently')).toHaveLength(1);
  });
});

describe('login, sign-up and logout', () => {
  it('keeps the return address and opens the provider with locale, screen and allow flags', async () => {
    const store = start();
    await settled(store);
    store.dispatch(
      authActions.loginRequested({
        screen: 'signUp',
        returnPath: '/de-ch/membership',
        locale: 'de-ch',
      }),
    );
    await until(store, () => callsOf('loginWithRedirect').length === 1);
    expect(callsOf('loginWithRedirect')[0]?.options).toEqual({
      authorizationParams: {
        redirect_uri: 'http://localhost/de-ch/auth/logged-in',
        ui_locales: 'de-CH de',
        screen_hint: 'signup',
        initialScreen: 'signUp',
        allowLogin: 'true',
        allowSignUp: 'true',
      },
      appState: { screen: 'signUp' },
    });
    expect(readCookie('hs_login_return')).toBe('/de-ch/membership');
    expect(selectAuth(store.getState()).redirecting).toBe(true);
  });

  it('starts one redirect for a double click', async () => {
    const store = start();
    await settled(store);
    const request = { screen: 'login' as const, returnPath: '/en-gb', locale: 'en-gb' as const };
    store.dispatch(authActions.loginRequested(request));
    store.dispatch(authActions.loginRequested(request));
    store.dispatch(authActions.logoutRequested({ returnPath: '/en-gb', locale: 'en-gb' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsOf('loginWithRedirect')).toHaveLength(1);
    expect(callsOf('logout')).toHaveLength(0);
  });

  it('says so when the provider cannot be reached for a login', async () => {
    fakeProvider.failStart = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = start();
    await settled(store);
    store.dispatch(
      authActions.loginRequested({ screen: 'login', returnPath: '/en-gb', locale: 'en-gb' }),
    );
    await until(store, () => selectAuth(store.getState()).redirectFailed);
    expect(selectAuth(store.getState()).redirecting).toBe(false);
    warn.mockRestore();
  });

  it('logs out to logged_out_redirect and keeps where the logout started', async () => {
    loggedInEarlier(unverified);
    const store = start();
    await settled(store);
    store.dispatch(
      authActions.logoutRequested({ returnPath: '/en-gb/favorites', locale: 'en-gb' }),
    );
    await until(store, () => callsOf('logout').length === 1);
    expect(callsOf('logout')[0]?.options).toEqual({
      logoutParams: { returnTo: 'http://localhost/en-gb/auth/logged-out' },
    });
    expect(takeReturnPath('logoutReturn')).toBe('/en-gb/favorites');
  });

  it('forgets every traveller draft of the tab on logout, and nothing else', async () => {
    loggedInEarlier(unverified);
    const draft = JSON.stringify({ savedAt: Date.now(), values: { email: 'max@example.com' } });
    window.sessionStorage.setItem('hs_checkout_travellers:bk-1', draft);
    window.sessionStorage.setItem('hs_checkout_travellers:bk-2', draft);
    window.sessionStorage.setItem('hs_other', 'kept');
    const store = start();
    await settled(store);
    expect(window.sessionStorage.getItem('hs_checkout_travellers:bk-1')).toBe(draft);
    store.dispatch(authActions.logoutRequested({ returnPath: '/en-gb', locale: 'en-gb' }));
    await until(store, () => callsOf('logout').length === 1);
    expect(Object.keys(window.sessionStorage)).toEqual(['hs_other']);
    window.sessionStorage.clear();
  });
});

describe('return cookies (about 30 minutes, only paths of this shop)', () => {
  it('expire after about 30 minutes', () => {
    const written: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
      written.push(value);
    });
    const now = Date.now();
    keepReturnPath('loginReturn', '/en-gb/search');
    setter.mockRestore();
    const expires = /Expires=([^;]+)/.exec(written[0] ?? '')?.[1];
    const minutes = (Date.parse(expires ?? '') - now) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThan(31);
    expect(written[0]).toMatch(/^hs_login_return=%2Fen-gb%2Fsearch;.*Path=\/; SameSite=Lax/);
  });

  it('accept router paths and refuse every other address', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeReturnPath('/en-gb/search?x=1')).toBe('/en-gb/search?x=1');
    expect(safeReturnPath(`${window.location.origin}/en-gb/search`)).toBe('/en-gb/search');
    for (const bad of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      '/a\nb',
      '#top',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', '/alpina'), (value, basePath) => {
        const safe = safeReturnPath(value, basePath);
        if (safe === null) return true;
        const url = new URL(safe, 'http://shop.localhost');
        return url.origin === 'http://shop.localhost' && safe.startsWith('/');
      }),
    );
  });

  it('lose the basePath a returnTo already carries, so it never comes back doubled', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (parts) => {
        const routerPath = `/de-ch/${parts.join('/')}`;
        expect(safeReturnPath(routerPath, '/alpina')).toBe(routerPath);
        expect(safeReturnPath(`/alpina${routerPath}`, '/alpina')).toBe(routerPath);
        expect(safeReturnPath(`${window.location.origin}/alpina${routerPath}`, '/alpina')).toBe(
          routerPath,
        );
      }),
    );
  });
});

describe('login parameters', () => {
  it('ask for the provider pages in the shop language of every locale', () => {
    expect(uiLocales('fr-ch')).toBe('fr-CH fr');
    expect(uiLocales('en-gb')).toBe('en-GB en');
    expect(
      loginParams(
        { ...authSettings, basePath: '/alpina' },
        { screen: 'login', returnPath: '/', locale: 'it-it' },
      ),
    ).toMatchObject({
      redirect_uri: 'http://localhost/alpina/it-it/auth/logged-in',
      screen_hint: 'login',
      initialScreen: 'login',
    });
  });
});
