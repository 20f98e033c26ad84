import { createHash, randomBytes } from 'node:crypto';
import { state } from '../handlers/state';
import { issuerFor } from './issuer';
import { identityPrefix } from './paths';
import { signJwt } from './keys';
import type { Grant, IdentityUser, PendingAuthorization, RefreshToken } from './users';

const codeLifetimeMs = 5 * 60_000;
const accessTokenLifetimeSeconds = 24 * 60 * 60;
const idTokenLifetimeSeconds = 10 * 60 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const opaque = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

export interface OAuthError {
  error: string;
  error_description: string;
}

export interface TokenAnswer {
  status: number;
  body: Record<string, unknown> | OAuthError;
}

const refuse = (error: string, description: string): TokenAnswer => ({
  status: 400,
  body: { error, error_description: description },
});

function userById(id: string): IdentityUser | undefined {
  for (const user of state.identity.users.values()) if (user.id === id) return user;
  return undefined;
}

const hasScope = (scope: string, name: string) => scope.split(' ').includes(name);

/** The user's claims for `scope`: `profile` gives the names, `email` the address and whether it is verified. */
export function userClaims(user: IdentityUser, scope: string): Record<string, unknown> {
  return {
    sub: user.id,
    ...(hasScope(scope, 'profile') && {
      name: user.name,
      nickname: user.email.split('@')[0],
    }),
    ...(hasScope(scope, 'email') && { email: user.email, email_verified: user.emailVerified }),
    // Plain, not namespaced: Auth0 lets an Action add it under this name, and the shop reads it so.
    user_metadata: user.userMetadata,
  };
}

function idToken(user: IdentityUser, grant: Grant, origin: string, base: string): string {
  const iat = nowSeconds();
  return signJwt({
    ...userClaims(user, grant.scope),
    iss: issuerFor(origin, base),
    aud: grant.clientId,
    iat,
    exp: iat + idTokenLifetimeSeconds,
    auth_time: grant.authTime,
    ...(grant.nonce !== null && { nonce: grant.nonce }),
  });
}

/** Access token, ID token and, for `offline_access`, a refresh token of a new family or `family`. */
function tokensFor(
  user: IdentityUser,
  grant: Grant,
  origin: string,
  base: string,
  family?: string,
): TokenAnswer {
  const accessToken = opaque('at');
  state.identity.accessTokens.set(accessToken, {
    ...grant,
    expiresAt: Date.now() + accessTokenLifetimeSeconds * 1000,
  });
  const body: Record<string, unknown> = {
    access_token: accessToken,
    id_token: idToken(user, grant, origin, base),
    scope: grant.scope,
    expires_in: accessTokenLifetimeSeconds,
    token_type: 'Bearer',
  };
  if (hasScope(grant.scope, 'offline_access')) {
    const refreshToken = opaque('rt');
    state.identity.refreshTokens.set(refreshToken, {
      ...grant,
      family: family ?? refreshToken,
      used: false,
    });
    body.refresh_token = refreshToken;
  }
  return { status: 200, body };
}

/** A single-use code for a login that answered `pending`. */
export function issueCode(pending: PendingAuthorization, userId: string, authTime: number): string {
  const code = opaque('code');
  state.identity.codes.set(code, {
    userId,
    clientId: pending.clientId,
    scope: pending.scope,
    nonce: pending.nonce,
    authTime,
    redirectUri: pending.redirectUri,
    codeChallenge: pending.codeChallenge,
    expiresAt: Date.now() + codeLifetimeMs,
  });
  return code;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

type Params = Record<string, unknown>;
const text = (params: Params, name: string) =>
  typeof params[name] === 'string' ? params[name] : '';

/** grant_type=authorization_code: the code once, with the PKCE verifier and the same redirect_uri. */
function exchangeCode(params: Params, origin: string, base: string): TokenAnswer {
  const code = state.identity.codes.get(text(params, 'code'));
  state.identity.codes.delete(text(params, 'code'));
  if (!code || code.expiresAt < Date.now())
    return refuse('invalid_grant', 'Invalid authorization code');
  if (
    code.clientId !== text(params, 'client_id') ||
    code.redirectUri !== text(params, 'redirect_uri')
  )
    return refuse(
      'invalid_grant',
      'The client or redirect_uri does not match the authorization request.',
    );
  if (s256(text(params, 'code_verifier')) !== code.codeChallenge)
    return refuse('invalid_grant', 'Failed to verify code verifier');
  const user = userById(code.userId);
  if (!user) return refuse('invalid_grant', 'The user no longer exists.');
  const { userId, clientId, scope, nonce, authTime } = code;
  return tokensFor(user, { userId, clientId, scope, nonce, authTime }, origin, base);
}

/** Reusing a rotated refresh token looks like theft: every token of its login is revoked. */
function revokeFamily(family: string): void {
  for (const [token, entry] of state.identity.refreshTokens)
    if (entry.family === family) state.identity.refreshTokens.delete(token);
}

/** grant_type=refresh_token with rotation: the token is used up and a new one of its family issued. */
function rotateRefreshToken(params: Params, origin: string, base: string): TokenAnswer {
  const presented = text(params, 'refresh_token');
  const entry: RefreshToken | undefined = state.identity.refreshTokens.get(presented);
  if (!entry || entry.clientId !== text(params, 'client_id')) {
    return refuse('invalid_grant', 'Unknown or invalid refresh token.');
  }
  if (entry.used) {
    revokeFamily(entry.family);
    return refuse('invalid_grant', 'Unknown or invalid refresh token.');
  }
  entry.used = true;
  const user = userById(entry.userId);
  if (!user) return refuse('invalid_grant', 'Unknown or invalid refresh token.');
  const { userId, clientId, scope, authTime } = entry;
  // No nonce on refreshed ID tokens: the SDK checks one only after an /authorize round trip.
  return tokensFor(
    user,
    { userId, clientId, scope, nonce: null, authTime },
    origin,
    base,
    entry.family,
  );
}

/** POST /oauth/token, with the SDK's form-encoded or JSON body; `base` is the path asked under. */
export function tokenEndpoint(
  params: Params,
  origin: string,
  knownClient: string,
  base = identityPrefix,
): TokenAnswer {
  if (text(params, 'client_id') !== knownClient)
    return { status: 401, body: { error: 'invalid_client', error_description: 'Unknown client.' } };
  switch (text(params, 'grant_type')) {
    case 'authorization_code':
      return exchangeCode(params, origin, base);
    case 'refresh_token':
      return rotateRefreshToken(params, origin, base);
    default:
      return refuse('unsupported_grant_type', 'Only authorization_code and refresh_token.');
  }
}

/** POST /oauth/revoke: a refresh token and its whole family; unknown tokens are fine (RFC 7009). */
export function revokeToken(params: Params): void {
  const entry = state.identity.refreshTokens.get(text(params, 'token'));
  if (entry) revokeFamily(entry.family);
}

/** GET /userinfo: the claims of a live access token's user, or null. */
export function userinfo(accessToken: string): Record<string, unknown> | null {
  const grant = state.identity.accessTokens.get(accessToken);
  if (!grant || grant.expiresAt < Date.now()) return null;
  const user = userById(grant.userId);
  return user ? userClaims(user, grant.scope) : null;
}

/** Who a request's `Authorization: Bearer` access token belongs to, as the identity provider vouches. */
export interface BearerIdentity {
  userId: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The live access token in the request's Authorization header, checked against the tokens this
 * provider issued; null without a header, for an unknown or expired token, or a user who is gone.
 * Only the header counts: a token in the URL would end up in logs (docs/rules/payment-options.md).
 */
export function bearerIdentity(request: Request): BearerIdentity | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) return null;
  const grant = state.identity.accessTokens.get(match[1]);
  if (!grant || grant.expiresAt < Date.now()) return null;
  const user = userById(grant.userId);
  if (!user) return null;
  return { userId: user.id, email: user.email, emailVerified: user.emailVerified };
}
