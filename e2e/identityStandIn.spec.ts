import { expect, test } from './fixtures';

/**
 * The identity provider stand-in of the demo host (demo/identity) under the real
 * @auth0/auth0-spa-js, on the stand-in's check page: login by redirect, silent token, logout.
 */

test('the SDK logs the verified demo user in, gets a token silently and logs out', async ({
  page,
  expectAccessible,
  allowConsoleError,
}) => {
  // The wrong password below is answered 401, which Chromium logs.
  allowConsoleError(/status of 401 \(Unauthorized\) \(http:\/\/127\.0\.0\.1:\d+\/demo-idp\/login/);
  await page.goto('/demo-idp/harness');
  await expect(page.getByRole('status')).toHaveText('Ready.');
  await expect(page.getByRole('definition').first()).toHaveText('no');

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'the demo identity provider login page');
  await page.getByLabel('E-mail address').fill('erika@example.com');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail address or password.');
  await expectAccessible(page, 'the login page with its error');
  await page.getByLabel('Password').fill('Urlaub2026!');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('status')).toHaveText('Back from the login.');
  await expect(page).toHaveURL(/\/demo-idp\/harness$/);
  const facts = page.getByRole('definition');
  await expect(facts).toHaveText([
    'yes',
    'erika@example.com',
    'yes',
    'Erika Mustermann',
    '{"list_id":"holiday-news","newsletter":true}',
  ]);

  // cacheMode off: the SDK's hidden iframe with prompt=none, answered by web_message.
  const silent = page.waitForRequest(
    (request) =>
      request.url().includes('/demo-idp/authorize?') &&
      new URL(request.url()).searchParams.get('prompt') === 'none',
  );
  await page.getByRole('button', { name: 'Get a token silently' }).click();
  expect(new URL((await silent).url()).searchParams.get('response_mode')).toBe('web_message');
  await expect(page.getByRole('status')).toHaveText('Silent token received (at_…).');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status')).toHaveText('Ready.');
  await expect(page).toHaveURL(/\/demo-idp\/harness$/);
  await expect(facts).toHaveText(['no']);
});

test('with refresh tokens, a German sign-up makes an unverified user who refreshes silently', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/demo-idp/harness?refreshTokens=1&lang=de');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
  await expectAccessible(page, 'the demo identity provider sign-up page');
  await page.getByLabel('Name').fill('Lena Beispiel');
  await page.getByLabel('E-Mail-Adresse').fill('lena.e2e@example.com');
  await page.getByLabel('Passwort').fill('sommer2026');
  await page.getByRole('button', { name: 'Registrieren' }).click();

  await expect(page.getByRole('status')).toHaveText('Back from the login.');
  const facts = page.getByRole('definition');
  await expect(facts.nth(1)).toHaveText('lena.e2e@example.com');
  await expect(facts.nth(2)).toHaveText('no');

  // The demo's verification link; the next token shows the change.
  const verify = await page.request.get('/demo-idp/verify?user=lena.e2e@example.com', {
    maxRedirects: 0,
  });
  expect(verify.status()).toBe(200);
  const refresh = page.waitForRequest(
    (request) =>
      request.url().endsWith('/demo-idp/oauth/token') &&
      (request.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.getByRole('button', { name: 'Get a token silently' }).click();
  await refresh;
  await expect(page.getByRole('status')).toHaveText('Silent token received (at_…).');
  await expect(facts.nth(2)).toHaveText('yes');
});
