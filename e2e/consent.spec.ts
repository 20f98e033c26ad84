import type { Page } from '@playwright/test';
import { decideConsent } from './demoHost';
import { expect, test } from './fixtures';

/**
 * Consent (docs/rules/consent-and-analytics.md): the Maps and reCAPTCHA scripts load only after
 * consent for that service. The demo brand page's consent manager stand-in
 * (public/demo-consent-manager.js) holds the visitor's decisions in the cookie demo_consent, as a
 * brand's consent manager would.
 */

const mapsScript = /\/demo-maps\/api\/js/;
const recaptchaScript = /\/demo-recaptcha\/api\.js/;

function recordScripts(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return {
    requested: (pattern: RegExp) => urls.some((url) => pattern.test(url)),
  };
}

const mapRegion = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'Map of the hotels' });
const securityCheck = (page: Page) => page.getByRole('group', { name: 'Security check' });

/** The result list with its map open, once `decided` has set the consent manager's decisions. */
async function openMap(page: Page, decided?: () => Promise<void>) {
  await decided?.();
  const scripts = recordScripts(page);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA&map=1');
  return scripts;
}

test('declined in the consent manager: no map or reCAPTCHA script until Accept', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const scripts = await openMap(page, () =>
    decideConsent(context, baseURL, 'maps=0,recaptcha=0,analytics=0'),
  );
  const map = mapRegion(page);
  await expect(map.getByText('We need your consent to load the Google Maps service')).toBeVisible();
  await expect(map.getByRole('button', { name: 'More Information' })).toBeVisible();
  await expectAccessible(page, 'result list with the map declined');

  await page.goto('/en-gb/voucher/checkout');
  const check = securityCheck(page);
  await expect(
    check.getByText('We need your consent to load the Google reCAPTCHA service'),
  ).toBeVisible();
  await expectAccessible(page, 'voucher checkout with reCAPTCHA declined');
  expect(scripts.requested(mapsScript)).toBe(false);
  expect(scripts.requested(recaptchaScript)).toBe(false);

  // Accept loads that one service and is recorded in the host's consent manager.
  await check.getByRole('button', { name: 'Accept' }).click();
  await expect(check.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  expect(scripts.requested(recaptchaScript)).toBe(true);
  expect(scripts.requested(mapsScript)).toBe(false);
  const cookie = (await context.cookies()).find((c) => c.name === 'demo_consent');
  expect(decodeURIComponent(cookie?.value ?? '')).toContain('recaptcha=1');

  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA&map=1');
  await expect(mapRegion(page).getByRole('button', { name: 'Accept' })).toBeVisible();
  expect(scripts.requested(mapsScript)).toBe(false);
  await mapRegion(page).getByRole('button', { name: 'Accept' }).click();
  await expect(mapRegion(page).getByText('We need your consent', { exact: false })).toBeHidden();
  await expect.poll(() => scripts.requested(mapsScript)).toBe(true);
  await expectAccessible(page, 'result list with the map after Accept');
});

test('accepted in the consent manager: the map and reCAPTCHA load without asking', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const scripts = await openMap(page, () =>
    decideConsent(context, baseURL, 'maps=1,recaptcha=1,analytics=0'),
  );
  await expect.poll(() => scripts.requested(mapsScript)).toBe(true);
  await expect(mapRegion(page).getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await page.goto('/en-gb/voucher/checkout');
  await expect(
    securityCheck(page).getByRole('checkbox', { name: "I'm not a robot" }),
  ).toBeVisible();
  expect(scripts.requested(recaptchaScript)).toBe(true);
  await expectAccessible(page, 'voucher checkout with reCAPTCHA allowed');
});

test("without a consent manager the placeholders ask, and 'More Information' opens the data protection page", async ({
  page,
}) => {
  const scripts = await openMap(page);
  const map = mapRegion(page);
  await expect(map.getByText('We need your consent to load the Google Maps service')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await map.getByRole('button', { name: 'More Information' }).click();
  await expect(await popup).toHaveURL(/\/datenschutz\.html$/);
  expect(scripts.requested(mapsScript)).toBe(false);
});

test("the cookie notice links the data protection declaration and stays closed after 'Close'", async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/en-gb');
  const notice = page.getByRole('region', {
    name: 'This website uses cookies. All important information can be found in our data protection declaration',
  });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'data protection declaration' })).toHaveAttribute(
    'href',
    '/datenschutz.html',
  );
  await expectAccessible(page, 'homepage with the cookie notice');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  // The notice is a lazy chunk like the footer: once both could have come, it has not.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(notice).toHaveCount(0);
});
