import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Filters carry over to the hotel page (docs/rules/hotel-offers.md): a result list filtered to all
 * inclusive → the first item's board and price → its hotel page starts on that very offer, and
 * back on the list keeps the filter. An offer no longer sold is replaced within the filters.
 */

const search =
  '/en-gb/search?dest=es-mallorca&dep=FRA&from=2027-01-09&to=2027-01-16&dur=7&adults=2&board=AI';
const money = /£[\d,]+(?:\.\d{2})?/;

const offerBox = (page: Page) => page.getByRole('complementary', { name: 'Your offer' });

/** The amount a price shows, without the spoken 'new price' prefix. */
async function amountOf(price: Locator): Promise<string> {
  const text = (await price.textContent()) ?? '';
  const amount = money.exec(text)?.[0];
  if (!amount) throw new Error(`no price in '${text}'`);
  return amount;
}

test('the offer clicked in a list filtered to all inclusive opens with its board and price', async ({
  page,
  expectAccessible,
}) => {
  // Two pages, each scanned for accessibility, on two shared cores.
  test.setTimeout(120_000);
  await page.goto(search);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();
  const item = main.getByRole('article').first();
  await expect(item.getByRole('list', { name: 'The price includes' })).toContainText(
    'All inclusive',
  );
  const listPrice = await amountOf(item.locator('.hs-price__amount').first());
  const name = (await item.getByRole('heading', { level: 2 }).textContent())!.trim();
  await expectAccessible(page, 'result list filtered to all inclusive');

  await item.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\/.*[?&]board=AI(&|$)/);
  await expect(page).toHaveURL(/[?&]offer=[^&]*-AI-/);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  const box = offerBox(page);
  await expect(box.getByRole('button', { name: 'Book now' })).toBeVisible();
  await expect(box).toHaveAttribute('aria-busy', 'false');
  await expect(box.getByRole('list', { name: 'Included' })).toContainText('All inclusive');
  expect(await amountOf(box.locator('.hs-price__amount').first())).toBe(listPrice);
  await expect(box).not.toContainText('no longer available');
  await expectAccessible(page, 'hotel page on the offer clicked in the list');

  await page.goBack();
  await expect(page).toHaveURL(/\/en-gb\/search\?.*board=AI/);
  await expect(main.getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(
    name,
  );
});

test('a clicked offer no longer sold is replaced within the filters, and the box says so', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await page.goto(search);
  const main = page.getByRole('main');
  const link = main
    .getByRole('article')
    .first()
    .getByRole('heading', { level: 2 })
    .getByRole('link');
  const address = new URL((await link.getAttribute('href'))!, page.url());
  const clicked = address.searchParams.get('offer')!;
  // The same offer in a room the hotel does not have: an offer no longer sold.
  const parts = clicked.split('-');
  parts[4] = 'ZZ';
  address.searchParams.set('offer', parts.join('-'));
  await page.goto(address.pathname + address.search);

  const box = offerBox(page);
  await expect(box.getByRole('status').filter({ hasText: 'no longer available' })).toHaveText(
    'The offer you chose in the list is no longer available. We have selected the closest offer that matches your filters.',
  );
  await expect(box.getByRole('list', { name: 'Included' })).toContainText('All inclusive');
  await expectAccessible(page, 'hotel page with a replaced offer');
});
