import type { BrowserContext } from '@playwright/test';
import { bringCmsModulesNear } from './cmsNearView';
import { expect, test } from './fixtures';

/**
 * The other CMS modules on the demo pages: what a visitor sees of the summer landing page and the
 * homepage, then the same pages as a CMS editor (the demo pages set `cmsUser` from the cookie
 * demo_cms_editor=1).
 */

const editorOnly = 'Only visible to CMS editors';

async function signInAsEditor(context: BrowserContext) {
  await context.addCookies([
    { name: 'demo_cms_editor', value: '1', domain: '127.0.0.1', path: '/' },
  ]);
}

test('a visitor reads the landing modules: award banner, info box, popup', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/en-gb/summer');
  await bringCmsModulesNear(page);
  await expect(page.getByRole('img', { name: 'Hotel award 2026' })).toBeVisible();
  // The luggage notice is for homepage and hotel pages only; the unchosen award is editors' only.
  await expect(page.getByRole('region', { name: 'Luggage notice' })).toHaveCount(0);
  await expect(page.getByText('Hotel award banner: no hotels selected')).toHaveCount(0);
  await expect(page.getByText(editorOnly)).toHaveCount(0);

  const notice = page.getByRole('region', { name: 'Transfer notice' });
  await expect(notice.getByText('Airlines: DE and EW')).toBeVisible();
  await expect(notice.getByText(/Editor note/)).toHaveCount(0);
  await expectAccessible(page, 'summer landing page for a visitor');

  // The interactive popup starts closed; its vertical bar opens it.
  const help = page.getByRole('button', { name: 'Help' });
  await help.click();
  const dialog = page.getByRole('dialog', { name: 'Questions about booking?' });
  await expect(dialog.getByRole('link', { name: '+49 69 123 456' })).toBeVisible();
  await expectAccessible(page, 'interactive popup open');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(help).toBeFocused();

  await notice.getByRole('button', { name: 'Close notice' }).click();
  await expect(notice).toHaveCount(0);
  // The focus moves on to what follows the box: the popup's bar.
  await expect(help).toBeFocused();
});

test("a visitor reads the homepage's modules: ticker, partner, payment logos", async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/en-gb?utm_source=sparkasse');
  await bringCmsModulesNear(page);
  const ticker = page.getByRole('region', { name: 'News' });
  await expect(
    ticker.getByRole('link', { name: 'New: direct flights to Marsa Alam from Frankfurt' }),
  ).toBeVisible();
  await ticker.getByRole('button', { name: 'Pause news ticker' }).click();
  await expect(ticker.getByRole('button', { name: 'Play news ticker' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sparkasse' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Easy payment' })).toBeVisible();
  // Countdown: editors only; miles badge: this brand has no miles programme.
  await expect(page.getByRole('region', { name: 'Early booking discount ends in' })).toHaveCount(0);
  await expect(page.getByText('Earn miles with every booking')).toHaveCount(0);
  await expectAccessible(page, 'homepage modules for a visitor');
});

test('with reduced motion the news ticker stands still and has nothing to pause', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en-gb');
  await bringCmsModulesNear(page);
  const ticker = page.getByRole('region', { name: 'News' });
  await expect(ticker.getByRole('link', { name: 'Fixed child prices on Crete' })).toBeVisible();
  await expect(ticker.getByRole('button')).toHaveCount(0);
});

test('a CMS editor also sees the countdown, placeholders, the editor note and the miles badge', async ({
  page,
  context,
  expectAccessible,
}) => {
  await signInAsEditor(context);
  await page.goto('/en-gb');
  await bringCmsModulesNear(page);
  const countdown = page.getByRole('region', { name: 'Early booking discount ends in' });
  await expect(countdown.getByText('Seconds')).toBeVisible();
  await expect(
    page.getByText("Partner logo: shows the partner named by the page's utm_source parameter"),
  ).toBeVisible();
  await expect(page.getByText('Earn miles with every booking')).toBeVisible();
  await expect(page.getByText(editorOnly)).toHaveCount(3);
  await expectAccessible(page, 'homepage for a CMS editor');

  await page.goto('/en-gb/summer');
  await bringCmsModulesNear(page);
  const luggage = page.getByRole('region', { name: 'Luggage notice' });
  await expect(
    luggage.getByText('Editor note: Visible to editors only when hidden.'),
  ).toBeVisible();
  await expect(page.getByText('Hotel award banner: no hotels selected')).toBeVisible();
  await expectAccessible(page, 'summer landing page for a CMS editor');
});

test('Alpina visitors collect miles: the badge speaks German', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/alpina/de-ch');
  await bringCmsModulesNear(page);
  await expect(page.getByText('Meilen sammeln mit jeder Buchung')).toBeVisible();
  await expect(page.getByText(/Einlösen ab 7\D?500 Meilen/)).toBeVisible();
  await expectAccessible(page, 'Alpina homepage with the miles badge');
});

// Shop pages carry their CMS modules by page type: one journey per page type, each short.
test('hotel pages carry their CMS modules; a closed notice stays away on the next hotel', async ({
  page,
  expectAccessible,
}) => {
  // Seaview Olivo Suites is one of the demo award's hotels; the award names hotels by GIATA code.
  await page.goto('/en-gb/hotel/spain/mallorca/palma/seaview-olivo-suites-100006?dest=es-mallorca');
  await expect(page.getByRole('heading', { level: 1, name: /Seaview Olivo Suites/ })).toBeVisible();
  await bringCmsModulesNear(page);
  await expect(page.getByRole('img', { name: 'Hotel award 2026' })).toBeVisible();
  const luggage = page.getByRole('region', { name: 'About your luggage' });
  await expect(luggage.getByText('Airlines: EW and XQ')).toBeVisible();
  await expect(page.getByText(/Free cancellation up to 30 days/).first()).toBeVisible();
  await expectAccessible(page, 'hotel page of an awarded hotel with its CMS modules');

  // Closed once, the notice stays away on the next hotel page; that hotel has no award.
  await luggage.getByRole('button', { name: 'Close notice' }).click();
  await page.goto('/en-gb/hotel/spain/mallorca/palma/paradise-sol-palace-100001?dest=es-mallorca');
  await expect(page.getByRole('heading', { level: 1, name: /Paradise Sol Palace/ })).toBeVisible();
  await bringCmsModulesNear(page);
  await expect(page.getByText(/Free cancellation up to 30 days/).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Hotel award 2026' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'About your luggage' })).toHaveCount(0);
});

test('a destination page carries its CMS modules', async ({ page }) => {
  await page.goto('/de-de/urlaub/spanien/mallorca.html');
  await expect(page.getByRole('heading', { level: 1, name: /Mallorca/ })).toBeVisible();
  await bringCmsModulesNear(page);
  await expect(page.getByText(/Kostenlose Stornierung bis 30 Tage/).first()).toBeVisible();
});

test('the voucher checkout carries its CMS modules', async ({ page, expectAccessible }) => {
  await page.goto('/en-gb/voucher/checkout');
  // The new cart's id is written into the address first; the page's modules settle after that.
  await page.waitForURL(/\/voucher\/checkout\/[^/?]+/);
  await bringCmsModulesNear(page);
  await expect(page.getByRole('region', { name: 'Easy payment' })).toBeVisible();
  await expectAccessible(page, 'voucher checkout with the payment logos');
});
