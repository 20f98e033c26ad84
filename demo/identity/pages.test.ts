/** @jest-environment node */
import { request } from 'node:http';
import { resetDemoState } from '../handlers';
import { state } from '../handlers/state';
import {
  authorizeRequest,
  form,
  logIn,
  sessionCookieOf,
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

/** The status of a login on the form: 302 with a code, 401 for a wrong password. */
async function loginStatus(email: string, password: string): Promise<number> {
  const page = await (await fetch(authorizeRequest(origin()).url)).text();
  const answer = await fetch(
    `${origin()}/demo-idp/login`,
    form({ transaction: transactionOf(page), email, password }),
  );
  return answer.status;
}

/** The change-password screen of a forgotPassword authorization, as the given session sees it. */
async function changeScreen(cookie: string, extra: Record<string, string> = {}) {
  const request = authorizeRequest(origin(), { initialScreen: 'forgotPassword', ...extra });
  const page = await (await fetch(request.url, { headers: { Cookie: cookie } })).text();
  const change = (fields: Record<string, string>) =>
    fetch(`${origin()}/demo-idp/change-password`, {
      ...form({ transaction: transactionOf(page), ...fields }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    });
  return { page, change, request };
}

describe('identity provider stand-in: change password', () => {
  it('asks a fresh session only for the new password twice, even though single sign-on could answer', async () => {
    const { cookie } = await logIn(origin(), 'erika@example.com', demoPassword);
    const { page, change, request } = await changeScreen(cookie, { ui_locales: 'de' });
    expect(page).toContain('<h1>Passwort ändern</h1>');
    expect(page).toContain('<label for="new-password">Neues Passwort</label>');
    expect(page).toContain('<label for="repeat-password">Neues Passwort wiederholen</label>');
    expect(page).not.toContain('current-password');

    const answer = await change({ password: 'Sommer2027!', repeat: 'Sommer2027!' });
    expect(answer.status).toBe(302);
    const callback = new URL(answer.headers.get('location')!);
    expect(callback.searchParams.get('state')).toBe(request.params.state);
    expect(callback.searchParams.get('code')).toBeTruthy();
    // The new password logs in, the old one no longer does.
    expect(await loginStatus('erika@example.com', 'Sommer2027!')).toBe(302);
    expect(await loginStatus('erika@example.com', demoPassword)).toBe(401);
  });

  it('refuses a short or unrepeated new password at the field and keeps the old one', async () => {
    const { cookie } = await logIn(origin(), 'erika@example.com', demoPassword);
    const { change } = await changeScreen(cookie);
    const short = await change({ password: 'kurz', repeat: 'kurz' });
    expect(short.status).toBe(400);
    const shortPage = await short.text();
    expect(shortPage).toContain('The new password needs at least 8 characters.');
    expect(shortPage).toMatch(
      /id="new-password"[^>]*aria-invalid="true" aria-describedby="password-rule form-error"/,
    );
    const differ = await change({ password: 'Sommer2027!', repeat: 'Sommer2028!' });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('The two new passwords are not the same.');
    expect(await loginStatus('erika@example.com', demoPassword)).toBe(302);
  });

  it('asks for the current password when the login is older than max_age, and checks it', async () => {
    const { cookie } = await logIn(origin(), 'erika@example.com', demoPassword);
    for (const session of state.identity.sessions.values()) session.authTime -= 600;
    const { page, change } = await changeScreen(cookie, { max_age: '300' });
    expect(page).toContain('<label for="current-password">Current password</label>');
    expect(page).not.toContain('id="email"');
    const wrong = await change({
      current: 'wrong',
      password: 'Sommer2027!',
      repeat: 'Sommer2027!',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toMatch(/id="current-password"[^>]*aria-invalid="true"/);
    const right = await change({
      current: demoPassword,
      password: 'Sommer2027!',
      repeat: 'Sommer2027!',
    });
    expect(right.status).toBe(302);
    // A new session: its login is fresh again.
    const fresh = await changeScreen(sessionCookieOf(right), { max_age: '300' });
    expect(fresh.page).not.toContain('current-password');
  });

  it('asks e-mail and current password without a session', async () => {
    const { page, change } = await changeScreen('');
    expect(page).toContain('id="email"');
    expect(page).toContain('id="current-password"');
    const answer = await change({
      email: 'max@example.com',
      current: demoPassword,
      password: 'Sommer2027!',
      repeat: 'Sommer2027!',
    });
    expect(answer.status).toBe(302);
    expect(await loginStatus('max@example.com', 'Sommer2027!')).toBe(302);
  });

  it('still answers a silent authorization at once when the session is within max_age only', async () => {
    const { cookie } = await logIn(origin(), 'erika@example.com', demoPassword);
    const silent = (maxAge: string) =>
      fetch(authorizeRequest(origin(), { prompt: 'none', max_age: maxAge }).url, {
        redirect: 'manual',
        headers: { Cookie: cookie },
      });
    const within = new URL((await silent('300')).headers.get('location')!);
    expect(within.searchParams.get('code')).toBeTruthy();
    for (const session of state.identity.sessions.values()) session.authTime -= 600;
    const beyond = new URL((await silent('300')).headers.get('location')!);
    expect(beyond.searchParams.get('error')).toBe('login_required');
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
