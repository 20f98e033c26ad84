import { forgetIdentityClient, identityClient } from './identityClient';
import { fakeProvider, resetFakeProvider } from './testing/fakeAuth0Sdk';
import { authSettingsOf } from './useAuthFeature';
import { loginConfig } from './testing/authTestSetup';
import { testConfig } from '../../testing/testConfig';
import { parseHostConfig } from '../../config/hostConfig';

jest.mock('@auth0/auth0-spa-js', () => jest.requireActual('./testing/fakeAuth0Sdk'));

beforeEach(() => {
  forgetIdentityClient();
  resetFakeProvider();
});

const sdkOptions = () =>
  fakeProvider.calls.filter((call) => call.method === 'createAuth0Client').map((c) => c.options);

describe('where the identity SDK keeps its tokens (docs/rules/identity.md)', () => {
  it('keeps them in memory by default, with rotating refresh tokens and the silent frame', async () => {
    const settings = authSettingsOf(loginConfig());
    if (!settings) throw new Error('the test brand has the login on');
    await identityClient(settings);
    expect(sdkOptions()).toEqual([
      expect.objectContaining({
        cacheLocation: 'memory',
        useRefreshTokens: true,
        useRefreshTokensFallback: true,
      }),
    ]);
  });

  it('uses local storage only when the host asks for it', async () => {
    const config = testConfig({
      features: { login: true },
      keys: {
        auth0: {
          domain: 'http://localhost/demo-idp',
          clientId: 'demo-shop',
          tokenStorage: 'localstorage',
        },
      },
    });
    const settings = authSettingsOf(config);
    if (!settings) throw new Error('the test brand has the login on');
    await identityClient(settings);
    expect(sdkOptions()).toEqual([
      expect.objectContaining({
        cacheLocation: 'localstorage',
        useRefreshTokens: true,
        useRefreshTokensFallback: false,
      }),
    ]);
  });

  it('makes a new client when the storage changes, and reuses it otherwise', async () => {
    const settings = { domain: 'http://localhost/demo-idp', clientId: 'demo-shop' };
    const first = await identityClient(settings);
    expect(await identityClient({ ...settings, tokenStorage: 'memory' })).toBe(first);
    await identityClient({ ...settings, tokenStorage: 'localstorage' });
    expect(
      sdkOptions().map((options) => (options as { cacheLocation: string }).cacheLocation),
    ).toEqual(['memory', 'localstorage']);
  });

  it('refuses any other storage a host names', () => {
    const result = parseHostConfig({
      keys: { auth0: { domain: 'id.example.test', clientId: 'abc', tokenStorage: 'cookie' } },
    });
    expect(result.ok).toBe(false);
  });
});
