import { Buffer } from 'node:buffer';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** Auth0's `user_metadata`, as the shop reads it: the newsletter list and whether the user is on it. */
export interface UserMetadata {
  list_id: string | null;
  newsletter: boolean;
}

export interface IdentityUser {
  /** The `sub` claim. */
  id: string;
  /** Lower case; the key of the user table. */
  email: string;
  name: string;
  emailVerified: boolean;
  userMetadata: UserMetadata;
  salt: string;
  passwordHash: string;
}

/** An /authorize request waiting for the visitor to log in or sign up. */
export interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  responseMode: 'query' | 'web_message';
  state: string;
  nonce: string | null;
  codeChallenge: string;
  scope: string;
  /** The `ui_locales` asked for: the language of the login and sign-up pages. */
  uiLocales: string;
  /** OIDC `max_age` in seconds: a session whose login is older must log in again. */
  maxAge: number | null;
}

/** What a code, a refresh token and an access token stand for. */
export interface Grant {
  userId: string;
  clientId: string;
  scope: string;
  nonce: string | null;
  /** Seconds since the epoch of the login the grant comes from. */
  authTime: number;
}

export interface IssuedCode extends Grant {
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

export interface RefreshToken extends Grant {
  /** Every rotation of one login shares a family; reusing a rotated token revokes the family. */
  family: string;
  used: boolean;
}

export interface IdentityState {
  /** e-mail (lower case) → user. */
  users: Map<string, IdentityUser>;
  pending: Map<string, PendingAuthorization>;
  codes: Map<string, IssuedCode>;
  refreshTokens: Map<string, RefreshToken>;
  accessTokens: Map<string, Grant & { expiresAt: number }>;
  /** Session cookie value → user id and login time. */
  sessions: Map<string, { userId: string; authTime: number }>;
}

/** Cheap scrypt settings: these are demo passwords, and state is rebuilt between tests. */
const scryptCost = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, 32, scryptCost).toString('base64url');
}

export function passwordMatches(user: IdentityUser, password: string): boolean {
  const given = Buffer.from(hashPassword(password, user.salt));
  const stored = Buffer.from(user.passwordHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function newUser(fields: {
  id: string;
  email: string;
  name: string;
  password: string;
  emailVerified: boolean;
  userMetadata: UserMetadata;
  salt?: string;
}): IdentityUser {
  const { password, salt = randomBytes(12).toString('base64url'), ...rest } = fields;
  return {
    ...rest,
    email: rest.email.toLowerCase(),
    salt,
    passwordHash: hashPassword(password, salt),
  };
}

/** A new password: a new salt, so the old hash says nothing about it. */
export function setPassword(user: IdentityUser, password: string): void {
  user.salt = randomBytes(12).toString('base64url');
  user.passwordHash = hashPassword(password, user.salt);
}

/** The documented demo users (demo/README.md "Identity provider stand-in"). */
export const demoPassword = 'Urlaub2026!';

function seededUsers(): Map<string, IdentityUser> {
  const users = [
    newUser({
      id: 'demo|erika',
      email: 'erika@example.com',
      name: 'Erika Mustermann',
      password: demoPassword,
      emailVerified: true,
      userMetadata: { list_id: 'holiday-news', newsletter: true },
      salt: 'seed-erika',
    }),
    newUser({
      id: 'demo|max',
      email: 'max@example.com',
      name: 'Max Mustermann',
      password: demoPassword,
      emailVerified: false,
      userMetadata: { list_id: null, newsletter: false },
      salt: 'seed-max',
    }),
  ];
  return new Map(users.map((user) => [user.email, user]));
}

export function freshIdentityState(): IdentityState {
  return {
    users: seededUsers(),
    pending: new Map(),
    codes: new Map(),
    refreshTokens: new Map(),
    accessTokens: new Map(),
    sessions: new Map(),
  };
}
