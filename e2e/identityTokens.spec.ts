import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The login's tokens stay in the page's memory (docs/rules/identity.md): after a login and a
 * reload the visitor is still signed in, through the provider's session in the SDK's hidden frame,
 * and no token is in localStorage or sessionStorage.
 */

/**
 * The demo provider's tokens by their shape: opaque access (`at_…`) and refresh (`rt_…`) tokens
 * and signed ID tokens (JWTs start with the encoded `{"`). The SDK fetches them in a worker, out
 * of the page's network events, so the shape is what is looked for.
 */
const tokenShape = /\b(at|rt)_[\w-]{20,}|eyJ[\w-]+\.[\w-]+\./;

async function expectNoTokenStored(page: Page) {
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).flatMap((key) => [key, storage.getItem(key) ?? '']),
    ),
  );
  const text = stored.join('\n');
  expect(text).not.toMatch(/auth0spajs|access_token|refresh_token|id_token/);
  expect(text).not.toMatch(tokenShape);
}

test('a login survives a reload with its tokens in memory only', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/alpina/en-ch');
  const header = page.locator('.hs-header');
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('erika@example.com');
  await page.getByLabel('Password').fill('Urlaub2026!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/alpina\/en-ch$/);
  await expect(header.getByRole('link', { name: 'erika' })).toBeVisible();
  await expectNoTokenStored(page);

  // The reload asks the provider's session in the hidden frame, answered by web_message.
  const silent = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/authorize' &&
      new URL(request.url()).searchParams.get('prompt') === 'none',
  );
  await page.reload();
  expect(new URL((await silent).url()).searchParams.get('response_mode')).toBe('web_message');
  await expect(header.getByRole('link', { name: 'erika' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expectNoTokenStored(page);

  // Logging out ends the provider's session: the next reload finds nobody signed in.
  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'erika' })).toHaveCount(0);
});
