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
  /** The demo's "verify your e-mail" link: `?user=<e-mail>&returnTo=<same-origin URL>`. */
  verify: '/verify',
  /** A check page running the real @auth0/auth0-spa-js against the stand-in. */
  harness: '/harness',
} as const;

/** Cookie a page may set with the address the verify link returns to (when it has no returnTo). */
export const verifyReturnCookie = 'demo_idp_verify_return';
/** The provider's login session (single sign-on for prompt=none); HttpOnly, path the prefix. */
export const sessionCookie = 'demo_idp_session';
