/** @jest-environment node */
import { resetDemoState } from '../handlers';
import {
  authorizeRequest,
  form,
  logIn,
  startIdentityServer,
  token,
  verifiedClaims,
} from '../testing/identityLogin';
import { demoPassword } from './users';

const server = startIdentityServer();
const origin = () => server.origin();
afterEach(() => resetDemoState());

const exchange = (login: Awaited<ReturnType<typeof logIn>>, verifier = login.verifier) =>
  token(origin(), {
    grant_type: 'authorization_code',
    client_id: 'demo-shop',
    code: login.code,
    code_verifier: verifier,
    redirect_uri: login.params.redirect_uri,
  });

describe('identity provider stand-in: code flow with PKCE', () => {
  it('describes itself with an issuer of the origin it was asked on', async () => {
    const config = (await (
      await fetch(`${origin()}/demo-idp/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      issuer: `${origin()}/demo-idp/`,
      authorization_endpoint: `${origin()}/demo-idp/authorize`,
      token_endpoint: `${origin()}/demo-idp/oauth/token`,
      jwks_uri: `${origin()}/demo-idp/.well-known/jwks.json`,
      end_session_endpoint: `${origin()}/demo-idp/v2/logout`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });

  it('logs the verified user in and issues a signed ID token with the claims the SDK checks', async () => {
    const login = await logIn(origin(), 'Erika@example.com', demoPassword);
    expect(login.status).toBe(302);
    expect(login.callback.origin + login.callback.pathname).toBe(`${origin()}/callback`);
    expect(login.callback.searchParams.get('state')).toBe(login.params.state);

    const { status, body } = await exchange(login);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'openid profile email' });
    expect(body.refresh_token).toBeUndefined();
    const claims = await verifiedClaims(origin(), body.id_token!);
    expect(claims).toMatchObject({
      iss: `${origin()}/demo-idp/`,
      aud: 'demo-shop',
      nonce: login.params.nonce,
      sub: 'demo|erika',
      email: 'erika@example.com',
      email_verified: true,
      name: 'Erika Mustermann',
      nickname: 'erika',
      user_metadata: { list_id: 'holiday-news', newsletter: true },
    });
    expect(typeof claims.auth_time).toBe('number');
    expect(claims.exp as number).toBeGreaterThan(claims.iat as number);

    const userinfo = await fetch(`${origin()}/demo-idp/userinfo`, {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ sub: 'demo|erika', email_verified: true });
  });

  it('gives the unverified user email_verified false', async () => {
    const login = await logIn(origin(), 'max@example.com', demoPassword);
    const claims = await verifiedClaims(origin(), (await exchange(login)).body.id_token!);
    expect(claims).toMatchObject({
      email: 'max@example.com',
      email_verified: false,
      user_metadata: { list_id: null, newsletter: false },
    });
  });

  it('refuses a wrong verifier, and a code a second time', async () => {
    const login = await logIn(origin(), 'erika@example.com', demoPassword);
    expect((await exchange(login, 'not-the-verifier')).body.error).toBe('invalid_grant');
    const again = await logIn(origin(), 'erika@example.com', demoPassword);
    expect((await exchange(again)).status).toBe(200);
    expect(await exchange(again)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid authorization code' },
    });
  });

  it('shows the form again with an alert for a wrong password', async () => {
    const request = authorizeRequest(origin());
    const page = await (await fetch(request.url)).text();
    expect(page).toContain('<label for="email">E-mail address</label>');
    const transaction = /name="transaction" value="([^"]+)"/.exec(page)![1]!;
    const answer = await fetch(`${origin()}/demo-idp/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ transaction, email: 'erika@example.com', password: 'wrong' }),
    });
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain('role="alert">Wrong e-mail address or password.');
  });

  it('answers prompt=none with login_required without a session, and by web_message with one', async () => {
    const silent = authorizeRequest(origin(), { prompt: 'none' });
    const refused = await fetch(silent.url, { redirect: 'manual' });
    const location = new URL(refused.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('login_required');
    expect(location.searchParams.get('state')).toBe(silent.params.state);

    const { cookie } = await logIn(origin(), 'erika@example.com', demoPassword);
    const again = authorizeRequest(origin(), { prompt: 'none', response_mode: 'web_message' });
    const page = await (await fetch(again.url, { headers: { Cookie: cookie } })).text();
    expect(page).toContain('"type":"authorization_response"');
    expect(page).toContain(`"state":"${again.params.state}"`);
    expect(page).toMatch(/"code":"code_[\w-]+"/);
    expect(page).toContain(`, "${origin()}");`);
  });

  it("answers the SDK's endpoints at the origin's root too, as the issuer of that domain", async () => {
    // What the SDK does with refresh tokens in memory after a reload: the hidden frame at
    // {domain}/authorize with the page's bare origin as redirect_uri, then {domain}/oauth/token.
    const config = (await (
      await fetch(`${origin()}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      issuer: `${origin()}/`,
      token_endpoint: `${origin()}/oauth/token`,
    });
    const { cookie } = await logIn(origin(), 'erika@example.com', demoPassword, {
      scope: 'openid profile email offline_access',
    });
    const silent = authorizeRequest(origin(), {
      prompt: 'none',
      response_mode: 'web_message',
      redirect_uri: origin(),
      scope: 'openid profile email offline_access',
    });
    const rootUrl = silent.url.replace(`${origin()}/demo-idp/authorize`, `${origin()}/authorize`);
    const page = await (await fetch(rootUrl, { headers: { Cookie: cookie } })).text();
    const code = /"code":"(code_[\w-]+)"/.exec(page)?.[1];
    expect(code).toBeDefined();
    const answer = await fetch(
      `${origin()}/oauth/token`,
      form({
        grant_type: 'authorization_code',
        client_id: 'demo-shop',
        code: code!,
        code_verifier: silent.verifier,
        redirect_uri: origin(),
      }),
    );
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { id_token: string; refresh_token?: string };
    expect(body.refresh_token).toMatch(/^rt_/);
    expect(await verifiedClaims(origin(), body.id_token)).toMatchObject({
      iss: `${origin()}/`,
      sub: 'demo|erika',
    });
  });

  it('redirects only to pages of its own origin and knows only the demo client', async () => {
    const foreign = authorizeRequest(origin(), { redirect_uri: 'http://evil.example/callback' });
    expect((await fetch(foreign.url, { redirect: 'manual' })).status).toBe(400);
    const client = authorizeRequest(origin(), { client_id: 'other' });
    expect((await fetch(client.url, { redirect: 'manual' })).status).toBe(400);
    const plain = authorizeRequest(origin(), { code_challenge_method: 'plain' });
    const answer = await fetch(plain.url, { redirect: 'manual' });
    expect(new URL(answer.headers.get('location')!).searchParams.get('error')).toBe(
      'invalid_request',
    );
  });
});

describe('identity provider stand-in: refresh tokens', () => {
  it('rotates refresh tokens; a used one is refused and revokes the rotated ones', async () => {
    const login = await logIn(origin(), 'erika@example.com', demoPassword, {
      scope: 'openid profile email offline_access',
    });
    const first = (await exchange(login)).body.refresh_token!;
    expect(first).toMatch(/^rt_/);
    const refresh = (refreshToken: string) =>
      token(origin(), {
        grant_type: 'refresh_token',
        client_id: 'demo-shop',
        refresh_token: refreshToken,
      });

    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const second = rotated.body.refresh_token!;
    expect(second).not.toBe(first);
    const claims = await verifiedClaims(origin(), rotated.body.id_token!);
    expect(claims).toMatchObject({ sub: 'demo|erika', aud: 'demo-shop' });
    expect(claims.nonce).toBeUndefined();

    expect(await refresh(first)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' },
    });
    // Reuse looks like a stolen token: the newer one of the same login is revoked too.
    expect((await refresh(second)).status).toBe(400);
  });
});
