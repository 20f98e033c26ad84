import { readCookie, removeCookie, writeCookie } from '../../lib/cookies';
import { allowedUrl, routerPathOf } from '../../lib/urlPolicy';

/**
 * The return addresses of the identity provider round trips (login, sign-up, logout, verification):
 * where the visitor was before logging in, logging out or being asked to verify the e-mail.
 * Short-lived (0.0208 days, about 30 minutes), secure on https, and holding only a router path.
 */
export const returnCookieDays = 0.0208;

export const authCookies = {
  loginReturn: 'hs_login_return',
  logoutReturn: 'hs_logout_return',
  verifyReturn: 'hs_verify_return',
  /**
   * Set when the identity's claims changed elsewhere (the e-mail was verified, the newsletter
   * profile was saved): the next start refreshes the tokens silently with the cache off.
   */
  outdated: 'hs_identity_outdated',
} as const;

export type ReturnCookie = 'loginReturn' | 'logoutReturn' | 'verifyReturn';

/**
 * A path of this shop's router, or null: the URL policy must take it as a path of this site
 * (docs/rules/url-policy.md), so a returnTo or a cookie set by anyone cannot send the visitor
 * elsewhere. A path that carries the host's basePath already loses it: the router adds it.
 */
export function safeReturnPath(value: string | undefined | null, basePath = ''): string | null {
  const context = { origin: window.location.origin, basePath, allowedOrigins: [] };
  const allowed = allowedUrl(value, context, 'login return address');
  if (!allowed || allowed.kind !== 'path' || !allowed.url.startsWith('/')) return null;
  return routerPathOf(allowed.url, basePath);
}

export function keepReturnPath(cookie: ReturnCookie, path: string): void {
  const safe = safeReturnPath(path);
  if (safe) writeCookie(authCookies[cookie], safe, returnCookieDays);
}

/** Reads the return path once: the cookie is gone afterwards. */
export function takeReturnPath(cookie: ReturnCookie, basePath = ''): string | null {
  const path = safeReturnPath(readCookie(authCookies[cookie]), basePath);
  removeCookie(authCookies[cookie]);
  return path;
}

/** Other parts of the shop mark the identity outdated after changing its claims. */
export function markIdentityOutdated(): void {
  writeCookie(authCookies.outdated, '1', returnCookieDays);
}

export function isIdentityOutdated(): boolean {
  return readCookie(authCookies.outdated) !== undefined;
}

export function clearIdentityOutdated(): void {
  removeCookie(authCookies.outdated);
}

/**
 * Whether the identity provider SDK has a session to look at: it keeps the cookie
 * `auth0.<clientId>.is.authenticated` (and an older unprefixed one) while a visitor is logged in.
 * Without it nobody is logged in, and the SDK need not be loaded to know that.
 */
export function mayHaveSession(clientId: string): boolean {
  return [`auth0.${clientId}.is.authenticated`, 'auth0.is.authenticated'].some(
    (name) => readCookie(name) !== undefined || readCookie(`_legacy_${name}`) !== undefined,
  );
}
