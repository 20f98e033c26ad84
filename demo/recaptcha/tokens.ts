import { nextId, state } from '../handlers/state';

/** The site key the stand-in refuses, as Google refuses an unknown one. */
export const refusedSiteKey = 'invalid';

/** Google's tokens are good for two minutes; so are the stand-in's. */
export const tokenLifetimeMs = 120_000;

export interface IssuedToken {
  token: string;
  expiresInSeconds: number;
}

/** A fresh token for a ticked box, or null for a missing or refused site key. */
export function issueRecaptchaToken(siteKey: string, now = Date.now()): IssuedToken | null {
  if (!siteKey || siteKey === refusedSiteKey) return null;
  // Unguessable enough for a demo, and readable in logs: the id plus a random part.
  const token = `${nextId('rc')}-${Math.random().toString(36).slice(2, 12)}`;
  state.recaptchaTokens.set(token, now + tokenLifetimeMs);
  return { token, expiresInSeconds: tokenLifetimeMs / 1000 };
}

/**
 * The server-side check the demo's API handlers call for a form's `recaptcha` field: true only for
 * a token the stand-in issued, not yet expired and not used before. Tokens are single-use, as
 * Google's are: checking one uses it up, whatever the answer.
 */
export function verifyRecaptchaToken(token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string' || !token) return false;
  const expiresAt = state.recaptchaTokens.get(token);
  state.recaptchaTokens.delete(token);
  // Expired tokens nobody checked would pile up; they go whenever any token is checked.
  for (const [unused, expiry] of state.recaptchaTokens) {
    if (expiry <= now) state.recaptchaTokens.delete(unused);
  }
  return expiresAt !== undefined && now < expiresAt;
}

/** The demo brand pages set a reCAPTCHA key (public/), so their forms must carry a token. */
const brandsWithRecaptcha: readonly string[] = ['sunwave', 'alpina'];

/**
 * A form's reCAPTCHA as the brand host's server would judge it: a sent token must be one the
 * stand-in issued, unused; without one (undefined or null), only brands without a key may send.
 */
export function recaptchaRefused(request: Request, token: unknown): boolean {
  if (token === undefined || token === null) {
    const variant = request.headers.get('x-shop-variant') ?? '';
    return brandsWithRecaptcha.includes(variant);
  }
  return !verifyRecaptchaToken(token);
}
