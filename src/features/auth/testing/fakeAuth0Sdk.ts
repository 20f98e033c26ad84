import type { IdentityClaims } from '../identityClient';

/**
 * A stand-in for @auth0/auth0-spa-js in Jest (jsdom cannot follow the SDK's redirects or run its
 * PKCE crypto); the browser journeys run the real SDK against the demo provider. Test files
 * replace the package with this module: `jest.mock('@auth0/auth0-spa-js', () =>
 * jest.requireActual('./testing/fakeAuth0Sdk'))`, and steer `fakeProvider`.
 */
export interface FakeProvider {
  /** The account at the provider: what a login or a refresh (cache off) reads. */
  account: IdentityClaims;
  /** What the SDK has cached on this browser (its tokens' claims); null when logged out. */
  cached: IdentityClaims | null;
  /** Client creation fails (the SDK chunk or the provider is unreachable). */
  failStart: boolean;
  /** A refresh with the cache off fails (refresh token void, provider down). */
  failRefresh: boolean;
  /** The appState of the last login redirect, which the SDK hands back with its answer. */
  appState: unknown;
  /** Clients made so far: 0 proves the SDK was never needed. */
  clientsMade: number;
  calls: { method: string; options?: unknown }[];
}

const clientId = 'demo-shop';
const sessionCookie = `auth0.${clientId}.is.authenticated`;

export const fakeProvider: FakeProvider = freshProvider();

function freshProvider(): FakeProvider {
  return {
    account: {
      sub: 'user-1',
      nickname: 'erika',
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      email_verified: true,
    },
    cached: null,
    failStart: false,
    failRefresh: false,
    appState: undefined,
    clientsMade: 0,
    calls: [],
  };
}

/** Back to a provider nobody is logged in to; the SDK's session cookie is removed. */
export function resetFakeProvider(): void {
  Object.assign(fakeProvider, freshProvider());
  document.cookie = `${sessionCookie}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}

/** A visitor who logged in earlier on this browser: cached claims and the SDK's cookie. */
export function loggedInEarlier(claims: IdentityClaims): void {
  fakeProvider.cached = claims;
  document.cookie = `${sessionCookie}=true; Path=/`;
}

export async function createAuth0Client(options: unknown) {
  fakeProvider.calls.push({ method: 'createAuth0Client', options });
  if (fakeProvider.failStart) throw new Error('provider unreachable');
  fakeProvider.clientsMade += 1;
  const record = (method: string, callOptions?: unknown) =>
    fakeProvider.calls.push({ method, options: callOptions });
  return {
    isAuthenticated: async () => fakeProvider.cached !== null,
    getUser: async () => fakeProvider.cached ?? undefined,
    getIdTokenClaims: async () => (fakeProvider.cached ? { __raw: 'fake-id-token' } : undefined),
    getTokenSilently: async (callOptions?: { cacheMode?: string }) => {
      record('getTokenSilently', callOptions);
      if (!fakeProvider.cached) throw new Error('login_required');
      if (callOptions?.cacheMode === 'off') {
        if (fakeProvider.failRefresh) throw new Error('invalid_grant');
        fakeProvider.cached = { ...fakeProvider.account };
      }
      return 'fake-access-token';
    },
    loginWithRedirect: async (callOptions: { appState?: unknown }) => {
      record('loginWithRedirect', callOptions);
      fakeProvider.appState = callOptions.appState;
    },
    logout: async (callOptions: unknown) => {
      record('logout', callOptions);
      fakeProvider.cached = null;
      document.cookie = `${sessionCookie}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
    },
    handleRedirectCallback: async (url?: string) => {
      record('handleRedirectCallback', url);
      if (url && new URL(url).searchParams.has('error')) throw new Error('access_denied');
      fakeProvider.cached = { ...fakeProvider.account };
      document.cookie = `${sessionCookie}=true; Path=/`;
      const appState = fakeProvider.appState;
      fakeProvider.appState = undefined;
      return { appState };
    },
  };
}
