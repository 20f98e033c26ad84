import { readCookie, removeCookie, writeCookie } from '../../lib/cookies';

/**
 * The return addresses of the identity provider round trips (spec 1 §7 Login / sign-up, §9):
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
 * A path of this shop's router, or null: only '/…' without a scheme, a host ('//host'), a
 * backslash or control characters, so a cookie set by anyone cannot send the visitor elsewhere.
 */
export function safeReturnPath(value: string | undefined | null): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

export function keepReturnPath(cookie: ReturnCookie, path: string): void {
  const safe = safeReturnPath(path);
  if (safe) writeCookie(authCookies[cookie], safe, returnCookieDays);
}

/** Reads the return path once: the cookie is gone afterwards. */
export function takeReturnPath(cookie: ReturnCookie): string | null {
  const path = safeReturnPath(readCookie(authCookies[cookie]));
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
