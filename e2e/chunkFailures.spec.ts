import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ResultListResponse } from '../src/api/types';
import { newBooking } from './demoHost';
import { expect, test } from './fixtures';

/**
 * A chunk that cannot be downloaded never blanks the shop (docs/rules/failures.md): a route's
 * chunk leaves a page-wide message with 'Try again', a part of the shell a compact one in its
 * place, a lost catalogue the texts bundled with the code. Every request for the chunk fails,
 * so the loader's second attempt fails too.
 */

/** Where the build writes the chunks' source maps: apart, unless PUBLIC_SOURCE_MAPS=1. */
const mapDirs = ['../dist/source-maps/chunks', '../dist/assets/chunks']
  .map((dir) => path.resolve(__dirname, dir))
  .filter((dir) => existsSync(dir));

/**
 * The built chunk files that carry `module` (a path under src/), read from their source maps:
 * production chunks are named by id only.
 */
function chunksWith(module: string): Set<string> {
  const files = new Set<string>();
  const maps = mapDirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.js.map'))
      .map((name) => ({ dir, map: name })),
  );
  for (const { dir, map } of maps) {
    const { sources } = JSON.parse(readFileSync(path.join(dir, map), 'utf8')) as {
      sources: string[];
    };
    if (sources.some((source) => source.endsWith(`/src/${module}`))) {
      files.add(map.slice(0, -'.map'.length));
    }
  }
  if (files.size === 0) throw new Error(`no built chunk carries ${module}: run npm run build`);
  return files;
}

/**
 * Fails the requests for the chunks carrying `module`: every one, or only the first `times`, or
 * until `seen.failing` is set to false. Returns how many requests were made for them.
 */
async function failChunk(page: Page, module: string, times = Infinity) {
  const files = chunksWith(module);
  const seen = { requests: 0, failing: true };
  await page.route(
    (url) => url.pathname.startsWith('/assets/chunks/') && files.has(path.basename(url.pathname)),
    async (route) => {
      seen.requests += 1;
      if (seen.failing && seen.requests <= times) await route.abort('connectionreset');
      else await route.continue();
    },
  );
  return seen;
}

/** What the browser and the shop log about a chunk made to fail on purpose. */
const chunkErrors = /Failed to load resource|Loading (CSS )?chunk|a part of the page failed/;

async function expectShopNotBlank(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('#holiday-shop')).not.toHaveText('');
}

test.beforeEach(({ allowConsoleError }) => {
  allowConsoleError(chunkErrors);
});

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Where a route's chunk fails: a page-wide message with 'Try again' under the working header. */
async function expectRouteMessage(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(
    'Dieser Teil der Seite konnte nicht geladen werden.',
  );
  await expect(main.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expectShopNotBlank(page);
}

test.describe('a route chunk that cannot be loaded', () => {
  test('homepage, which Try again loads once the network is back', async ({ page }) => {
    const chunk = await failChunk(page, 'app/routes/homepage.tsx');
    await page.goto('/de-de');
    await expectRouteMessage(page);
    expect(chunk.requests).toBe(2);

    chunk.failing = false;
    await page.getByRole('main').getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('result list', async ({ page }) => {
    await failChunk(page, 'app/routes/resultlist.tsx');
    await page.goto('/de-de/search?dest=es-mallorca&dep=FRA');
    await expectRouteMessage(page);
  });

  test('hotel', async ({ page, request }) => {
    const answer = await request.post('/ajax/mixed-resultlist?locale=de-de', {
      data: { productSearch: { destinations: ['es-mallorca'] }, resultsPerPage: 1 },
    });
    const hotel = ((await answer.json()) as ResultListResponse).results[0]?.hotels[0];
    if (!hotel) throw new Error('the demo result list for Mallorca is empty');
    await failChunk(page, 'app/routes/hoteldetail.tsx');
    await page.goto(`/de-de/hotel/${hotel.slugPath}/${hotel.slugName}-${hotel.id}`);
    await expectRouteMessage(page);
  });

  test('checkout travellers', async ({ page, request }) => {
    const checkoutId = await newBooking(request);
    await failChunk(page, 'app/routes/checkout_info.tsx');
    await page.goto(`/de-de/booking/info/${checkoutId}`);
    await expectRouteMessage(page);
  });

  // Every other route of the shop's frame, each by its own chunk.
  for (const [route, address] of [
    ['all_destinations', '/de-de/gallery/AllDestinations'],
    ['destinations_by_airport', '/de-de/gallery/airport/FRA'],
    ['favorites', '/de-de/favorites'],
    ['complaint_form', '/de-de/contact'],
    ['voucher_checkout', '/de-de/voucher/checkout'],
    ['seoDestinationContent', '/de-de/urlaub/spanien/mallorca.html'],
    ['seoDestinationGlossary', '/de-de/m.html'],
  ] as const) {
    test(`${route} (${address})`, async ({ page }) => {
      await failChunk(page, `app/routes/${route}.tsx`);
      await page.goto(address);
      await expectRouteMessage(page);
    });
  }

  for (const step of ['ancillaries', 'payment'] as const) {
    test(`checkout ${step}`, async ({ page, request }) => {
      const checkoutId = await newBooking(request);
      await failChunk(page, `app/routes/checkout_${step}.tsx`);
      await page.goto(`/de-de/booking/${step}/${checkoutId}`);
      await expectRouteMessage(page);
    });
  }
});

test('the travellers step draws without its checks; losing them keeps what was typed', async ({
  page,
  request,
}) => {
  const checkoutId = await newBooking(request);
  const rules = await failChunk(page, 'features/checkout/travellers/travellersSchema.ts');
  await page.goto(`/en-gb/booking/info/${checkoutId}`);
  const main = page.getByRole('main');
  const adult = main.getByRole('group', { name: 'Adult 1', exact: true });
  await adult.getByLabel('First name').fill('Erika');
  // Leaving the field checks it: the checks' code is asked for, fails twice, and says so.
  await adult.getByLabel('First name').press('Tab');
  await expect(main.getByRole('alert')).toContainText('This part of the page could not be loaded.');
  expect(rules.requests).toBeGreaterThanOrEqual(2);

  rules.failing = false;
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(adult.getByLabel('First name')).toHaveValue('Erika');
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(adult.getByLabel('Last name')).toHaveAccessibleDescription(
    /This field is required!/,
  );
  await expect(page).toHaveURL(new RegExp(`/booking/info/${checkoutId}$`));
});

test.describe('a part of the shell whose chunk cannot be loaded', () => {
  test('header search: a compact message in its place', async ({ page }) => {
    await failChunk(page, 'features/search/components/HeaderSearch.tsx');
    await page.goto('/de-de/favorites');
    const header = page.getByRole('banner');
    await header.getByRole('combobox', { name: 'Reiseziele und Hotels suchen' }).click();
    await expect(header.getByRole('alert')).toContainText('Suche konnte nicht geladen werden.');
    await expect(header.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    // The rest of the shop keeps working.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('market flyout: a compact message in its place', async ({ page }) => {
    await failChunk(page, 'features/shell/components/MarketFlyout.tsx');
    await page.goto('/de-de/favorites');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /^Land und Sprache/ }).click();
    await expect(header.getByRole('alert')).toContainText(
      'Land und Sprache konnte nicht geladen werden.',
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('main navigation: a compact message in its place', async ({ page }) => {
    await failChunk(page, 'features/shell/components/MainNavigation.tsx');
    await page.goto('/de-de/favorites');
    await expect(page.getByRole('banner').getByRole('alert')).toContainText(
      'Hauptnavigation konnte nicht geladen werden.',
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('footer HTML: a compact message in its place, the footer links stay', async ({ page }) => {
    await failChunk(page, 'features/shell/components/FooterHtml.tsx');
    await page.goto('/de-de/favorites');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link').first()).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(footer.getByRole('alert')).toContainText('Fußzeile konnte nicht geladen werden.');
  });

  test('catalogue: the bundled texts stand in, the page still shows', async ({ page }) => {
    await failChunk(page, 'i18n/catalogues/de/index.ts');
    await page.goto('/de-de');
    await expectShopNotBlank(page);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a chunk whose first download fails loads on the second attempt', async ({ page }) => {
  const navigation = await failChunk(page, 'features/shell/components/MainNavigation.tsx', 1);
  await page.goto('/de-de/favorites');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(navigation.requests).toBe(2);
});
