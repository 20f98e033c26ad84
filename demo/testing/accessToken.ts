import { state } from '../handlers/state';

/**
 * An access token of the identity stand-in for a seeded user, as a login would have issued it,
 * without walking through the login pages. `token` picks the value (the Jest SDK stand-in always
 * presents the same one).
 */
export function accessTokenFor(email: string, token = `at_test_${email}`): string {
  const user = state.identity.users.get(email.toLowerCase());
  if (!user) throw new Error(`No demo user ${email}`);
  state.identity.accessTokens.set(token, {
    userId: user.id,
    clientId: 'demo-shop',
    scope: 'openid profile email',
    nonce: null,
    authTime: Math.floor(Date.now() / 1000),
    expiresAt: Date.now() + 60 * 60_000,
  });
  return token;
}
