import { testConfig } from '../../../testing/testConfig';
import { forgetIdentityClient } from '../identityClient';
import type { AuthSettings } from '../authSaga';
import { accessTokenFor } from '../../../../demo/testing/accessToken';
import { loggedInEarlier, resetFakeProvider } from './fakeAuth0Sdk';

/** A brand with the login on and the demo provider's client (as the Alpina demo page has it). */
export const loginConfig = () =>
  testConfig({
    features: { login: true },
    keys: { auth0: { domain: 'http://localhost/demo-idp', clientId: 'demo-shop' } },
  });

export const authSettings: AuthSettings = {
  domain: 'http://localhost/demo-idp',
  clientId: 'demo-shop',
  basePath: '',
};

/** Every case starts as a fresh page: no client, no SDK session, no cookies of the login. */
export function startAsNewPage(path = '/en-gb'): void {
  forgetIdentityClient();
  resetFakeProvider();
  for (const name of [
    'hs_login_return',
    'hs_logout_return',
    'hs_verify_return',
    'hs_identity_outdated',
  ])
    document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  window.history.replaceState(null, '', path);
}

/**
 * A demo user of the identity stand-in signed in on an earlier page: the SDK stand-in holds the
 * user's claims and the stand-in host knows its access token, as after a real login.
 */
export function signedInEarlier(user: 'erika' | 'max'): void {
  const email = `${user}@example.com`;
  loggedInEarlier({ sub: `demo|${user}`, nickname: user, email, email_verified: user === 'erika' });
  accessTokenFor(email, 'fake-access-token');
}
