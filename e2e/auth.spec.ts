import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Login, sign-up, e-mail verification and logout (docs/rules/identity.md), from the header and
 * the membership page, with the real identity provider SDK against the demo provider on this host
 * (demo/identity). The Alpina brand has the login on.
 */
const shopHeader = (page: Page) => page.locator('.hs-header');
const shopMain = (page: Page) => page.getByRole('main');

test('sign up on the membership page, verify the e-mail and see the member code', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const nickname = `neu-${Date.now()}`;
  const email = `${nickname}@example.com`;
  await page.goto('/alpina/de-ch/membership');
  const main = shopMain(page);
  const membership = main.getByRole('region', { name: 'Ihr Mitglieder-Code' });
  await expect(membership.getByText('Bitte melden Sie sich an.')).toBeVisible();
  await expect(membership.getByText('MEMBER-5')).toHaveCount(0);
  await expectAccessible(page, 'membership page, logged out');

  // Sign-up opens the provider's sign-up screen in the shop's language.
  await membership.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page).toHaveURL(/\/authorize\?.*screen_hint=signup/);
  await expect(page.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
  await page.getByLabel('Name').fill('Nina Neu');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('Sommer2026!');
  await page.getByRole('button', { name: 'Registrieren' }).click();

  // Back through logged_in_redirect to verification_required: the e-mail is not verified yet.
  await expect(page).toHaveURL(/\/alpina\/de-ch\/verification-required\?returnTo=/);
  await expect(
    main.getByText('Bitte prüfen Sie Ihre E-Mails und bestätigen Sie Ihre E-Mail-Adresse'),
  ).toBeVisible();
  const header = shopHeader(page);
  await expect(header.getByText(nickname, { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: nickname })).toHaveCount(0);
  const warning = header.getByRole('button', { name: 'E-Mail-Adresse nicht bestätigt' });
  await expect(warning).toHaveAccessibleDescription(
    'Bitte prüfen Sie Ihre E-Mails und bestätigen Sie Ihre E-Mail-Adresse',
  );
  await warning.focus();
  await expect(
    header.getByText('Bitte prüfen Sie Ihre E-Mails und bestätigen Sie Ihre E-Mail-Adresse'),
  ).toBeVisible();
  await expectAccessible(page, 'verification required, with the warning tooltip');
  await page.keyboard.press('Escape');
  await expect(
    header.getByText('Bitte prüfen Sie Ihre E-Mails und bestätigen Sie Ihre E-Mail-Adresse'),
  ).toBeHidden();

  // The link of the verification mail: the provider marks the address verified and sends the
  // visitor to email_verification_redirect, which refreshes the tokens and returns here.
  await page.goto(`/demo-idp/verify?user=${encodeURIComponent(email)}`);
  await expect(page).toHaveURL(/\/alpina\/de-ch\/membership$/);
  await expect(membership.getByText('MEMBER-5')).toBeVisible();
  await expect(membership.getByText('Gültig für alle Pauschalreisen.')).toBeVisible();
  await expect(header.getByRole('link', { name: nickname })).toBeVisible();
  await expect(header.getByRole('button', { name: 'E-Mail-Adresse nicht bestätigt' })).toHaveCount(
    0,
  );
  await expectAccessible(page, 'membership page with the member code');

  // A reload keeps the login (tokens in memory; the provider session answers the SDK silently).
  await page.reload();
  await expect(membership.getByText('MEMBER-5')).toBeVisible();
});

test('log in, save two favourites, compare them and log out', async ({
  page,
  expectAccessible,
  allowConsoleError,
}) => {
  test.setTimeout(90_000);
  // The provider answers a wrong password with 401 (the form says so).
  allowConsoleError(/401 \(Unauthorized\)/);
  await page.goto('/alpina/en-ch/search?dest=es-mallorca&dep=ZRH');
  const header = shopHeader(page);
  const main = shopMain(page);
  await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();
  await header.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/authorize\?.*ui_locales=en-CH/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, "the demo provider's login page");
  await page.getByLabel('E-mail address').fill('erika@example.com');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail address or password.');
  await page.getByLabel('Password').fill('Urlaub2026!');
  await page.getByRole('button', { name: 'Log in' }).click();

  // Back on the result list it started from, logged in and verified.
  await expect(page).toHaveURL(/\/alpina\/en-ch\/search\?dest=es-mallorca&dep=ZRH$/);
  await expect(header.getByRole('link', { name: 'erika' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  const hotelLinks = main.getByRole('heading', { level: 2 }).getByRole('link');
  await expect(hotelLinks.first()).toBeVisible();
  const names = [
    (await hotelLinks.nth(0).textContent())!.trim(),
    (await hotelLinks.nth(1).textContent())!.trim(),
  ];
  for (const name of names) {
    await main.getByRole('button', { name: `Save ${name} to favourites`, exact: true }).click();
    await expect(
      main.getByRole('button', { name: `Remove ${name} from favourites`, exact: true }),
    ).toBeVisible();
  }
  await expect(header.getByRole('link', { name: /^Favourites/ })).toHaveAccessibleName(
    'Favourites (2)',
  );
  await expectAccessible(page, 'result list, logged in, two favourites');

  await header.getByRole('link', { name: /^Favourites/ }).click();
  const table = main.getByRole('table', { name: 'Your saved hotels side by side' });
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  expect((await table.getByRole('columnheader').allTextContents()).sort()).toEqual(
    [...names].sort(),
  );
  await expectAccessible(page, 'favourites compared, logged in');

  // The user link leads to the account page; logging out comes back to the favourites.
  await header.getByRole('link', { name: 'erika' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expectAccessible(page, 'the account page');
  await page.goBack();
  await expect(page).toHaveURL(/\/alpina\/en-ch\/favorites$/);
  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/alpina\/en-ch\/favorites$/);
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'erika' })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify(Object.keys(localStorage)));
  expect(stored).not.toMatch(/auth0spajs/);
});

test('a login from the membership page comes back to it and stays there', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/alpina/en-ch/membership');
  const membership = shopMain(page).getByRole('region', { name: 'Your member code' });
  await membership.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/authorize\?/);
  await page.getByLabel('E-mail address').fill('erika@example.com');
  await page.getByLabel('Password').fill('Urlaub2026!');
  await page.getByRole('button', { name: 'Log in' }).click();

  // Through logged_in_redirect and verification_required (Erika is verified) back to the page.
  await expect(membership.getByText('MEMBER-5')).toBeVisible();
  // Once the return pages have faded out, the address is still the membership page.
  await expect(page.locator('.hs-route-exit')).toHaveCount(0);
  await expect(page).toHaveURL(/\/alpina\/en-ch\/membership$/);
  await expect(membership.getByText('MEMBER-5')).toBeVisible();
  await expectAccessible(page, 'membership page after the login');
});

test("'Change password' opens the provider's screen and comes back to a confirmation", async ({
  page,
  expectAccessible,
  allowConsoleError,
}) => {
  test.setTimeout(90_000);
  // A new account, so that no other journey's login meets a changed password.
  const email = `pw-${Date.now()}@example.com`;
  await page.goto('/alpina/en-ch/membership');
  await shopMain(page)
    .getByRole('region', { name: 'Your member code' })
    .getByRole('button', { name: 'Sign up' })
    .click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('Sommer2026!');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/alpina\/en-ch\/verification-required/);

  await page.goto('/alpina/en-ch/newsletter-profile');
  const change = shopMain(page).getByRole('button', { name: 'Change password' });
  await expect(change).toBeEnabled();
  await change.click();

  // The provider's change-password screen, even though its session could answer at once; the
  // login is fresh, so only the new password is asked.
  await expect(page).toHaveURL(/\/authorize\?.*initialScreen=forgotPassword/);
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('Winter2027!');
  await page.getByLabel('Repeat the new password').fill('Winter2028!');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The provider answers the refused form with status 400, which Chromium logs.
  allowConsoleError(/status of 400 .*\/demo-idp\/change-password/);
  await expect(page.getByRole('alert')).toHaveText('The two new passwords are not the same.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(page, "the provider's change-password screen with an error");
  await page.getByLabel('New password', { exact: true }).fill('Winter2027!');
  await page.getByLabel('Repeat the new password').fill('Winter2027!');
  await page.getByRole('button', { name: 'Change password' }).click();

  // Back on the profile, which confirms the change once and takes the focus for it.
  await expect(page).toHaveURL(/\/alpina\/en-ch\/newsletter-profile$/);
  const confirmation = shopMain(page).getByText('Your password has been changed.');
  await expect(confirmation).toBeFocused();
  await expect(shopMain(page).getByRole('button', { name: 'Change password' })).toBeEnabled();
  await expectAccessible(page, 'newsletter profile after the password change');
  await page.reload();
  await expect(shopMain(page).getByRole('button', { name: 'Change password' })).toBeEnabled();
  await expect(confirmation).toHaveCount(0);
});
