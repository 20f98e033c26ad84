import { loadChunk } from '../../lib/chunks';
import tokenWorkerUrl from '@auth0/auth0-spa-js/dist/auth0-spa-js.worker.production.js?url';
/**
 * The identity provider SDK (@auth0/auth0-spa-js, about 64 KiB gzip) behind a small interface.
 * It is imported only here and only dynamically: its chunk loads when a login state must be read
 * or a login starts, never with the shell
 * (docs/rules/identity.md, "Login only where the brand has one").
 */

export interface IdentitySettings {
  /** The provider's domain; an http(s):// URL is used as it is (the demo provider on loopback). */
  domain: string;
  clientId: string;
  audience?: string;
  /** Where the SDK keeps its tokens; memory unless the host asks for local storage. */
  tokenStorage?: 'memory' | 'localstorage';
}

/** The claims the shop reads: the account's name and verification, and the user metadata. */
export interface IdentityClaims {
  sub?: string;
  nickname?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  email_verified?: boolean;
  user_metadata?: { list_id?: string | null; newsletter?: boolean };
}

/** What the shop sends through a login round trip: which screen it asked the provider for. */
export interface LoginAppState {
  screen?: string;
}

/** The part of the SDK's client the shop uses. */
export interface IdentityClient {
  isAuthenticated(): Promise<boolean>;
  getUser(): Promise<IdentityClaims | undefined>;
  getIdTokenClaims(): Promise<{ __raw: string } | undefined>;
  getTokenSilently(options?: { cacheMode?: 'on' | 'off' }): Promise<string | undefined>;
  loginWithRedirect(options: {
    authorizationParams: Record<string, string | number | undefined>;
    /** Kept by the SDK across the redirect and handed back by handleRedirectCallback. */
    appState?: LoginAppState;
  }): Promise<void>;
  logout(options: { logoutParams: { returnTo: string } }): Promise<void>;
  handleRedirectCallback(url?: string): Promise<{ appState?: LoginAppState }>;
}

/**
 * The SDK's token worker (memory mode) from the shop's own files rather than the SDK's blob, so a
 * strict policy needs no `worker-src blob:`. Browsers start workers only from the page's origin:
 * with assets on another origin (a CDN) the SDK's blob stays (README, "Content Security Policy").
 */
function ownTokenWorker(): string | undefined {
  try {
    const url = new URL(tokenWorkerUrl, window.location.href);
    return url.origin === window.location.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

let current: { key: string; client: Promise<IdentityClient> } | null = null;

const loadIdentitySdk = loadChunk(
  () => import(/* webpackChunkName: "identity-sdk" */ '@auth0/auth0-spa-js'),
);

async function create(settings: IdentitySettings): Promise<IdentityClient> {
  const { createAuth0Client } = await loadIdentitySdk();
  const inMemory = settings.tokenStorage !== 'localstorage';
  const client = await createAuth0Client({
    domain: settings.domain,
    clientId: settings.clientId,
    // Refresh tokens with rotation: a used refresh token is void. The tokens stay in this page's
    // memory, out of reach of other scripts on the host page; local storage only when the host
    // asks for it (docs/rules/identity.md).
    useRefreshTokens: true,
    cacheLocation: inMemory ? 'memory' : 'localstorage',
    // A new page has no refresh token in memory: the SDK then asks the provider's session in a
    // hidden frame (prompt=none, answered by web_message), which keeps the visitor signed in.
    useRefreshTokensFallback: inMemory,
    ...(inMemory ? { workerUrl: ownTokenWorker() } : {}),
    authorizationParams: {
      scope: 'openid profile email',
      ...(settings.audience ? { audience: settings.audience } : {}),
    },
  });
  return {
    isAuthenticated: () => client.isAuthenticated(),
    getUser: () => client.getUser<IdentityClaims>(),
    getIdTokenClaims: () => client.getIdTokenClaims(),
    getTokenSilently: (options) => client.getTokenSilently(options),
    loginWithRedirect: (options) => client.loginWithRedirect(options),
    logout: (options) => client.logout(options),
    handleRedirectCallback: (url) => client.handleRedirectCallback<LoginAppState>(url),
  };
}

/** The one client of the page, made on first use (a failed start is tried again next time). */
export function identityClient(settings: IdentitySettings): Promise<IdentityClient> {
  const key = [
    settings.domain,
    settings.clientId,
    settings.audience ?? '',
    settings.tokenStorage ?? 'memory',
  ].join('|');
  if (current?.key !== key) {
    const client = create(settings);
    current = { key, client };
    client.catch(() => {
      if (current?.client === client) current = null;
    });
  }
  return current.client;
}

/** The client if one was started on this page; nobody logged in otherwise. */
export function startedIdentityClient(): Promise<IdentityClient> | null {
  return current?.client ?? null;
}

/** Forgets the client, as a new page load would (tests start each case from here). */
export function forgetIdentityClient(): void {
  current = null;
}
