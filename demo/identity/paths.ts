/**
 * Everything the identity provider stand-in serves lives under this prefix. A page sets
 * `keys.auth0 = { domain: location.origin + identityPrefix, clientId: identityClientId }`.
 */
export const identityPrefix = '/demo-idp';
/** The one client the stand-in knows: a public single-page app (no secret, PKCE required). */
export const identityClientId = 'demo-shop';

/** Paths below the prefix; the SDK builds the first four from its `domain`. */
export const identityPaths = {
  authorize: '/authorize',
  token: '/oauth/token',
  logout: '/v2/logout',
  revoke: '/oauth/revoke',
  userinfo: '/userinfo',
  discovery: '/.well-known/openid-configuration',
  jwks: '/.well-known/jwks.json',
  /** The login and sign-up forms post here. */
  login: '/login',
  signup: '/signup',
  /** The change-password form posts here. */
  changePassword: '/change-password',
  /** The demo's "verify your e-mail" link: `?user=<e-mail>&returnTo=<same-origin URL>`. */
  verify: '/verify',
  /** A check page running the real @auth0/auth0-spa-js against the stand-in. */
  harness: '/harness',
} as const;

/**
 * The endpoints the SDK calls, answered at the origin's root as well, as an Auth0 tenant has them:
 * the SDK's token worker (refresh tokens kept in memory) sends only to `{domain}/oauth/token` with
 * exactly that path, so a page that keeps tokens in memory names the bare origin as its domain.
 */
export const identityRootPaths: readonly string[] = [
  identityPaths.authorize,
  identityPaths.token,
  identityPaths.logout,
  identityPaths.revoke,
  identityPaths.userinfo,
  identityPaths.discovery,
  identityPaths.jwks,
];

/** Where a request's path is answered: under the prefix, or one of the root endpoints. */
export function identityRouteOf(path: string): { base: string; path: string } | null {
  if (path.startsWith(`${identityPrefix}/`))
    return { base: identityPrefix, path: path.slice(identityPrefix.length) };
  return identityRootPaths.includes(path) ? { base: '', path } : null;
}

/** Cookie a page may set with the address the verify link returns to (when it has no returnTo). */
export const verifyReturnCookie = 'demo_idp_verify_return';
/** The provider's login session (single sign-on for prompt=none); HttpOnly, for both bases. */
export const sessionCookie = 'demo_idp_session';
