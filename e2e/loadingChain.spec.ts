import type { Page } from '@playwright/test';
import type { ResultListResponse } from '../src/api/types';
import { expect, test } from './fixtures';
import { holdChunks } from './heldChunks';

/**
 * The loading chain (docs/decisions.md): boot sends the page's first request without
 * waiting for the route's chunk, and the page's lead image (its largest content) is preloaded
 * with high priority and never lazy.
 */

// Chunks the page still asks for while the test closes it would make a held route fail on a
// disposed response: the routes end with the test, their errors ignored.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

async function expectLeadImage(page: Page, image: ReturnType<Page['locator']>) {
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).not.toHaveAttribute('loading', 'lazy');
  const src = await image.getAttribute('src');
  const preload = page.locator(`head link[rel="preload"][as="image"][href="${src}"]`);
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
}

test('the result list sends its search while its page code is still held back', async ({
  page,
}) => {
  const searchSent = page.waitForRequest((request) =>
    request.url().includes('/ajax/mixed-resultlist'),
  );
  const held = await holdChunks(page, 'hs-resultlist__items', searchSent);
  await page.goto('/de-de/search?dest=es-mallorca&dep=FRA');
  await searchSent;
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  // The page's code was really held back: the search did not wait for it.
  expect(held.length).toBeGreaterThan(0);
  await expectLeadImage(page, main.getByRole('article').first().getByRole('img').first());
  // Only the first picture is the lead: the others still load lazily.
  await expect(main.getByRole('article').nth(1).getByRole('img').first()).toHaveAttribute(
    'loading',
    'lazy',
  );
});

test('the hotel page asks for its info while its page code is still held back', async ({
  page,
  request,
}) => {
  const answer = await request.post('/ajax/mixed-resultlist?locale=de-de', {
    data: { productSearch: { destinations: ['es-mallorca'] }, resultsPerPage: 1 },
  });
  const hotel = ((await answer.json()) as ResultListResponse).results[0]?.hotels[0];
  if (!hotel) throw new Error('the demo result list for Mallorca is empty');
  const infoSent = page.waitForRequest((request) =>
    /\/ajax\/hoteldetail\/\d+\/info/.test(request.url()),
  );
  const held = await holdChunks(page, 'hs-hotel-head__media', infoSent);
  await page.goto(`/de-de/hotel/${hotel.slugPath}/${hotel.slugName}-${hotel.id}?dest=es-mallorca`);
  await infoSent;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
  expect(held.length).toBeGreaterThan(0);
  await expectLeadImage(page, main.locator('.hs-hotel-head__media img'));
});

test('the hotel page asks for its offers once its head is on screen', async ({ page }) => {
  let release!: () => void;
  const infoHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/ajax\/hoteldetail\/\d+\/info/, async (route) => {
    await infoHeld;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const reviewsSent = page.waitForRequest((request) =>
    /\/reviews$/.test(new URL(request.url()).pathname),
  );
  await page.goto('/en-gb/hotel/spain/mallorca/palma/paradise-cala-resort-100017?dest=es-mallorca');
  // The page is there and has asked for its reviews; its head's answer is still held.
  await reviewsSent;
  expect(asked.filter((path) => path.endsWith('/offer'))).toEqual([]);
  const offerSent = page.waitForRequest((request) =>
    /\/offer$/.test(new URL(request.url()).pathname),
  );
  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await offerSent;
  await expect(
    page.getByRole('main').getByRole('complementary', { name: 'Your offer' }),
  ).toBeVisible();
});
