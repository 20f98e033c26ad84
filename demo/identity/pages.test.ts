/** @jest-environment node */
import { request } from 'node:http';
import { resetDemoState } from '../handlers';
import { state } from '../handlers/state';
import {
  authorizeRequest,
  form,
  logIn,
  startIdentityServer,
  token,
  transactionOf,
  verifiedClaims,
} from '../testing/identityLogin';
import { demoPassword } from './users';

const server = startIdentityServer();
const origin = () => server.origin();
afterEach(() => resetDemoState());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin()}${path}`, { redirect: 'manual', headers });

describe('identity provider stand-in: logout', () => {
  it('ends the session and returns to a page of the same origin', async () => {
    const { cookie } = await logIn(origin(), 'erika@example.com', demoPassword);
    const returnTo = `${origin()}/demo-idp/harness?after=logout`;
    const answer = await get(
      `/demo-idp/v2/logout?${new URLSearchParams({ client_id: 'demo-shop', returnTo })}`,
      { Cookie: cookie },
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(returnTo);
    expect(answer.headers.getSetCookie()[0]).toMatch(/^demo_idp_session=; .*Max-Age=0/);
    // The session is gone: silent authentication now needs a login.
    const silent = await fetch(authorizeRequest(origin(), { prompt: 'none' }).url, {
      redirect: 'manual',
      headers: { Cookie: cookie },
    });
    expect(new URL(silent.headers.get('location')!).searchParams.get('error')).toBe(
      'login_required',
    );
  });

  it.each([
    'http://evil.example/',
    'http://localhost:1/elsewhere',
    '/relative/path',
    'javascript:alert(1)',
  ])('refuses returnTo %s and keeps the session', async (returnTo) => {
    const { cookie } = await logIn(origin(), 'erika@example.com', demoPassword);
    const answer = await get(`/demo-idp/v2/logout?${new URLSearchParams({ returnTo })}`, {
      Cookie: cookie,
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(state.identity.sessions.size).toBe(1);
  });

  it('says so without a returnTo, in German for ui_locales=de', async () => {
    const answer = await get('/demo-idp/v2/logout?ui_locales=de');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<h1>Abgemeldet</h1>');
  });
});

describe('identity provider stand-in: pages', () => {
  it('shows German login and sign-up pages for ui_locales=de, sign-up for screen_hint=signup', async () => {
    const login = await (
      await fetch(authorizeRequest(origin(), { ui_locales: 'de-DE' }).url)
    ).text();
    expect(login).toContain('<html lang="de">');
    expect(login).toContain('<label for="password">Passwort</label>');
    const signup = await (
      await fetch(authorizeRequest(origin(), { screen_hint: 'signup' }).url)
    ).text();
    expect(signup).toContain('<h1>Sign up</h1>');
    expect(signup).toContain('autocomplete="new-password"');
  });

  it("shows the password reset screen for Lock's initialScreen=forgotPassword, with a way to log in", async () => {
    const reset = await (
      await fetch(
        authorizeRequest(origin(), { initialScreen: 'forgotPassword', ui_locales: 'de' }).url,
      )
    ).text();
    expect(reset).toContain('<h1>Passwort ändern</h1>');
    expect(reset).toMatch(
      /<a href="\/demo-idp\/login\?transaction=[\w-]+">Zurück zur Anmeldung<\/a>/,
    );
  });

  it('answers on loopback names only', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${origin()}/demo-idp/.well-known/openid-configuration`);
      request(url, { headers: { Host: 'idp.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(400);
  });
});

async function signUp(fields: Record<string, string>) {
  const request = authorizeRequest(origin(), { screen_hint: 'signup' });
  const transaction = transactionOf(await (await fetch(request.url)).text());
  const answer = await fetch(`${origin()}/demo-idp/signup`, form({ transaction, ...fields }));
  return { answer, request };
}

describe('identity provider stand-in: sign-up and verification', () => {
  it('signs up an unverified user, logged in at once; the verify link verifies and returns', async () => {
    const { answer, request } = await signUp({
      name: 'Lena Beispiel',
      email: 'lena@example.com',
      password: 'sommer2026',
      newsletter: 'yes',
    });
    expect(answer.status).toBe(302);
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
    const tokens = await token(origin(), {
      grant_type: 'authorization_code',
      client_id: 'demo-shop',
      code,
      code_verifier: request.verifier,
      redirect_uri: request.params.redirect_uri,
    });
    expect(await verifiedClaims(origin(), tokens.body.id_token!)).toMatchObject({
      email: 'lena@example.com',
      email_verified: false,
      name: 'Lena Beispiel',
      user_metadata: { list_id: 'holiday-news', newsletter: true },
    });

    const returnTo = `${origin()}/de-de/account?verified=1`;
    const verify = await get(
      `/demo-idp/verify?${new URLSearchParams({ user: 'lena@example.com', returnTo })}`,
    );
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe(returnTo);
    expect(state.identity.users.get('lena@example.com')?.emailVerified).toBe(true);

    resetDemoState();
    expect(state.identity.users.has('lena@example.com')).toBe(false);
  });

  it('refuses a taken e-mail address and a short password with the form again', async () => {
    const taken = await signUp({ email: 'erika@example.com', password: 'long-enough' });
    expect(taken.answer.status).toBe(409);
    expect(await taken.answer.text()).toContain('There is already an account');
    const short = await signUp({ email: 'new@example.com', password: 'short' });
    expect(short.answer.status).toBe(400);
    expect(state.identity.users.has('new@example.com')).toBe(false);
  });

  it('returns to the address in the verify cookie, never to another origin', async () => {
    const back = `${origin()}/alpina/de-ch/account`;
    const cookie = `demo_idp_verify_return=${encodeURIComponent(back)}`;
    const viaCookie = await get('/demo-idp/verify?user=max@example.com', { Cookie: cookie });
    expect(viaCookie.headers.get('location')).toBe(back);
    expect(state.identity.users.get('max@example.com')?.emailVerified).toBe(true);

    const foreign = await get(
      `/demo-idp/verify?${new URLSearchParams({ user: 'max@example.com', returnTo: 'http://evil.example/' })}`,
    );
    expect(foreign.status).toBe(200);
    expect(await foreign.text()).toContain('E-mail address verified');
    expect((await get('/demo-idp/verify?user=nobody@example.com')).status).toBe(404);
  });
});
