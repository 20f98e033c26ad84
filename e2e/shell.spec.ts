import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The shell journey: the shell of both demo brands, the market/language switch, the not-found view,
 * the bare voucher success page and the mobile menu. Texts are the shop's message catalogues; brand
 * names, colours and hotlines come from the demo brand host pages in public/.
 */

const shopHeader = (page: Page) => page.getByRole('banner');
const shopFooter = (page: Page) => page.getByRole('contentinfo');
const shopMain = (page: Page) => page.getByRole('main');

async function expectFocusInside(container: Locator): Promise<void> {
  expect(await container.evaluate((element) => element.contains(document.activeElement))).toBe(
    true,
  );
}

test.describe('Sunwave Holidays (desktop)', () => {
  test('the homepage redirects to the default locale and shows header, CMS content and footer', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de-de$/);

    const header = shopHeader(page);
    await expect(header.getByRole('link', { name: 'Sunwave Holidays Startseite' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Hotline 0800 786 92 83' })).toHaveAttribute(
      'href',
      'tel:+498007869283',
    );
    await expect(header.getByRole('link', { name: 'Merkliste' })).toBeVisible();
    // Login is off for this brand.
    await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);

    // The page answer from the demo host: its meta title is the document title and the heading.
    const heading = shopMain(page).getByRole('heading', { level: 1 });
    await expect(heading).not.toBeEmpty();
    const title = (await heading.textContent())!.trim();
    await expect(page).toHaveTitle(title);
    await expect(shopMain(page).getByRole('heading', { level: 2 }).first()).toBeVisible();

    // Footer columns come from the demo host's layout for de-de; no country badge in Germany.
    const footer = shopFooter(page);
    await expect(footer).toHaveAccessibleName('Fußzeile');
    await expect(footer.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(footer.getByRole('link').first()).toBeVisible();
    await expect(footer.getByText(/Für Reisende/)).toHaveCount(0);

    await expectAccessible(page, 'the Sunwave homepage (de-de)');
  });

  test('the main navigation opens its tabs by keyboard: links in columns of 10, titled sections, direct links', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/en-gb');
    const nav = shopHeader(page).getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Gift vouchers' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Last minute' })).toBeVisible();

    const regions = nav.getByRole('button', { name: 'Regions A–Z' });
    await regions.focus();
    await page.keyboard.press('Enter');
    await expect(regions).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await regions.getAttribute('aria-controls')}"]`);
    const columns = panel.getByRole('list');
    await expect(columns).toHaveCount(4);
    for (let n = 0; n < 3; n += 1) await expect(columns.nth(n).getByRole('link')).toHaveCount(10);
    // Side by side on desktop: each column starts right of the one before.
    const first = await columns.nth(0).boundingBox();
    const second = await columns.nth(1).boundingBox();
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    await page.keyboard.press('Tab');
    await expect(columns.nth(0).getByRole('link').first()).toBeFocused();
    await expectAccessible(page, 'the main navigation with a tab open (en-gb)');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(regions).toBeFocused();

    await nav.getByRole('button', { name: 'Destinations' }).click();
    await expect(nav.getByRole('list', { name: 'Popular' }).getByRole('link')).toHaveCount(3);
  });

  test('switching to United Kingdom / English through the market flyout keeps the page and speaks English', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/de-de');
    // The home page comes with its snapshot, whose controls work once the shop has taken over.
    await expect(page.locator('[data-hs-snapshot]')).toHaveCount(0);
    const trigger = shopHeader(page).getByRole('button', { name: /^Land und Sprache/ });
    await expect(trigger).toHaveAccessibleName('Land und Sprache: Deutschland, Deutsch');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    const flyout = page.getByRole('dialog', { name: 'Land und Sprache wählen' });
    await expect(flyout).toBeVisible();
    await expect(flyout.getByRole('link', { name: 'Deutschland – Deutsch' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectAccessible(page, 'the open market flyout (de-de)');
    await flyout.getByRole('link', { name: 'Vereinigtes Königreich – English' }).click();

    await expect(page).toHaveURL(/\/en-gb$/);
    await expect(flyout).toBeHidden();
    const englishTrigger = shopHeader(page).getByRole('button', { name: /^Country and language/ });
    await expect(englishTrigger).toHaveAccessibleName(
      'Country and language: United Kingdom, English',
    );
    await expect(shopHeader(page).getByRole('link', { name: 'Favourites' })).toBeVisible();
    await expect(shopFooter(page)).toHaveAccessibleName('Footer');
    await expect(
      shopFooter(page).getByText('Proudly serving travellers in the United Kingdom'),
    ).toBeVisible();

    // Keyboard: Enter opens, focus moves into the panel, Escape closes and focus returns.
    await englishTrigger.focus();
    await page.keyboard.press('Enter');
    const englishFlyout = page.getByRole('dialog', { name: 'Choose country and language' });
    await expect(englishFlyout).toBeVisible();
    await expect(englishTrigger).toHaveAttribute('aria-expanded', 'true');
    await expectFocusInside(englishFlyout);
    await page.keyboard.press('Tab');
    await expectFocusInside(englishFlyout);
    await page.keyboard.press('Escape');
    await expect(englishFlyout).toBeHidden();
    await expect(englishTrigger).toBeFocused();

    await expectAccessible(page, 'the Sunwave homepage (en-gb)');
  });

  test('an unknown route shows the not-found view in the visitor’s language', async ({
    page,
    expectAccessible,
    allowConsoleError,
  }) => {
    // The host answers an unknown address with status 404, which the browser logs.
    allowConsoleError(/status of 404/);
    await page.goto('/de-de/does/not/exist');
    await expect(
      shopMain(page).getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('404 - Seite nicht gefunden');
    await expectAccessible(page, 'the not-found view (de-de)');

    await page.goto('/en-gb/does/not/exist');
    const main = shopMain(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(main.getByText('The page you are looking for does not exist.')).toBeVisible();
    await expect(page).toHaveTitle('404 - Page not found');
    // The shell stays around the not-found view.
    await expect(shopHeader(page)).toBeVisible();
    await expect(shopFooter(page)).toBeVisible();
    await expectAccessible(page, 'the not-found view (en-gb)');

    await main.getByRole('link', { name: 'Back to the homepage' }).click();
    await expect(page).toHaveURL(/\/en-gb$/);
    await expect(main.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 1 })).not.toBeEmpty();
  });

  test('the voucher success page stands alone, without the shop’s header and footer', async ({
    page,
    expectAccessible,
    allowConsoleError,
  }) => {
    // An unknown voucher: the page says it cannot load it (e2e/voucher.spec.ts buys a real one).
    allowConsoleError(/ajax\/voucher\/demo-1\/cart/);
    await page.goto('/de-de/voucher/success/demo-1');
    await expect(shopMain(page).getByRole('heading', { level: 1 })).toHaveText(
      'Ihr Geschenkgutschein',
    );
    await expect(shopMain(page).getByRole('alert')).toContainText(
      'Ihr Geschenkgutschein konnte nicht geladen werden.',
    );
    await expect(shopMain(page).getByRole('heading', { name: 'Seite nicht gefunden' })).toHaveCount(
      0,
    );
    await expect(shopHeader(page)).toHaveCount(0);
    await expect(shopFooter(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sunwave Holidays Startseite' })).toHaveCount(0);
    await expectAccessible(page, 'the voucher success page');
  });

  test('the bundle arrives compressed: shop.js revalidated, hashed chunks kept as immutable', async ({
    page,
  }) => {
    const assets: { path: string; headers: Record<string, string> }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) {
        assets.push({ path: pathname, headers: response.headers() });
      }
    });
    await page.goto('/de-de');
    await expect(shopHeader(page)).toBeVisible();
    // The home page comes with its snapshot, which loads shop.js after its first paint: wait
    // until the shop and a chunk of some size have arrived.
    const isChunk = (asset: { path: string }) => asset.path.startsWith('/assets/chunks/');
    await expect
      .poll(() => assets.some((asset) => asset.path === '/assets/shop.js') && assets.some(isChunk))
      .toBe(true);
    await expect
      .poll(() =>
        assets.filter(isChunk).some((chunk) => chunk.headers['content-encoding'] === 'br'),
      )
      .toBe(true);

    // Chromium offers brotli to loopback as to HTTPS origins, and the host prefers it to gzip.
    const shop = assets.find((asset) => asset.path === '/assets/shop.js');
    expect(shop?.headers['content-encoding']).toBe('br');
    expect(shop?.headers['cache-control']).toBe('no-cache');
    const chunks = assets.filter(isChunk);
    for (const chunk of chunks) {
      // The build keeps no compressed copy of a few-byte chunk that would not shrink by a fifth.
      if (Number(chunk.headers['content-length']) >= 1024) {
        expect(chunk.headers['content-encoding'], chunk.path).toBe('br');
      }
      expect(chunk.headers['cache-control'], chunk.path).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });
});

test.describe('Alpina Reisen', () => {
  test('the brand under /alpina shows its own logo, colours and the login buttons', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/alpina/');
    await expect(page).toHaveURL(/\/alpina\/de-ch$/);

    const header = shopHeader(page);
    await expect(header.getByRole('link', { name: 'Alpina Reisen Startseite' })).toBeVisible();
    await expect(header.getByRole('img', { name: 'Alpina Reisen Startseite' })).toHaveAttribute(
      'src',
      '/brands/alpina/logo.svg',
    );
    await expect(header.getByRole('link', { name: 'Hotline 044 520 14 14' })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Land und Sprache/ })).toHaveAccessibleName(
      'Land und Sprache: Schweiz, Deutsch',
    );
    // Login is on for this brand: log-in and sign-up open the identity provider (e2e/auth.spec.ts).
    await expect(header.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    await expect(header.getByRole('button', { name: 'Registrieren' })).toBeEnabled();

    // The brand theme arrives as custom properties on the shop's root and colours the header.
    const primary = await page
      .locator('.hs-root')
      .evaluate((root) => getComputedStyle(root).getPropertyValue('--hs-color-primary').trim());
    expect(primary).toBe('#8c1c13');
    await expect(header).toHaveCSS('background-color', 'rgb(140, 28, 19)');

    // The demo host answers with this brand's own homepage document.
    await expect(shopMain(page).getByRole('heading', { level: 1 })).toContainText('Alpina');
    await expect(page).toHaveTitle(/Alpina/);
    await expectAccessible(page, 'the Alpina homepage (de-ch)');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger opens the off-canvas menu, which traps focus and closes on Escape', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/en-gb');
    const burger = shopHeader(page).getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Desktop tools give way to the burger.
    await expect(
      shopHeader(page).getByRole('button', { name: /^Country and language/ }),
    ).toHaveCount(0);

    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: /^Country and language/ })).toBeVisible();
    await expectFocusInside(menu);

    // Tab and Shift+Tab cycle inside the panel, past its last and first element.
    const tabbable =
      (await menu.getByRole('link').count()) + (await menu.getByRole('button').count());
    for (let i = 0; i < tabbable + 2; i += 1) {
      await page.keyboard.press('Tab');
      await expectFocusInside(menu);
    }
    for (let i = 0; i < tabbable + 2; i += 1) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusInside(menu);
    }
    await expectAccessible(page, 'the open off-canvas menu (en-gb, 375 px)');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page, 'the Sunwave homepage (en-gb, 375 px)');
  });
});
