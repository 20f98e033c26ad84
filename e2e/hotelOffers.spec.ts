import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The hotel offer journey: from the result list open a hotel, switch to the cascade, choose another
 * airport and date, see price and offer follow, and return to the previous selection with the
 * browser's back button.
 */

const offerBox = (page: Page) => page.getByRole('complementary', { name: 'Your offer' });
const offerParam = (page: Page) => new URL(page.url()).searchParams.get('offer');
/** The box's per-person price, total and flights: what changes with the offer. */
const offerSummary = async (page: Page) =>
  (await offerBox(page).textContent())?.replace(/\s+/g, ' ') ?? '';

test('choosing another airport and date in the cascade updates the offer, and back restores it', async ({
  page,
  expectAccessible,
}) => {
  // Several pages, each scanned for accessibility, on two shared cores.
  test.setTimeout(120_000);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  const hotel = main.getByRole('heading', { level: 2 }).getByRole('link').first();
  await hotel.click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);

  await expect(main.getByRole('heading', { name: 'Customize your dates' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Change your flights' })).toBeVisible();
  const box = offerBox(page);
  await expect(box.getByRole('button', { name: 'Book now' })).toBeVisible();
  await expect(box.getByRole('list', { name: 'Included' })).toContainText('FRA');
  const grid = main.getByRole('grid');
  await expect(grid.getByRole('button', { pressed: true })).toBeVisible();
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expectAccessible(page, 'hotel offers with the calendar');

  const switcher = main.getByRole('switch', { name: 'Show dates as lists' });
  await switcher.click();
  await expect(switcher).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/viewMode=hotelCascade/);
  await expect(page).toHaveURL(/dep=FRA/);
  const airports = main.getByRole('group', { name: 'Departure airport' });
  await expect(airports.getByRole('button', { pressed: true })).toHaveAccessibleName(/^Frankfurt/);
  await expectAccessible(page, 'hotel offers with the cascade');

  const before = { offer: offerParam(page), summary: await offerSummary(page) };
  await airports.getByRole('button', { name: /^Munich/ }).click();
  const months = main.getByRole('group', { name: 'Month' });
  await months.getByRole('button').nth(1).click();
  const dates = main.getByRole('group', { name: 'Departure date' });
  await dates.getByRole('button').nth(4).click();

  await expect(page).toHaveURL(/offer=[^&]*-MUC-/);
  await expect(box.getByRole('list', { name: 'Included' })).toContainText('MUC');
  await expect(box).toHaveAttribute('aria-busy', 'false');
  const after = { offer: offerParam(page), summary: await offerSummary(page) };
  expect(after.offer).not.toBe(before.offer);
  expect(after.summary).not.toBe(before.summary);
  await expect(dates.getByRole('button', { pressed: true })).toBeVisible();
  await expectAccessible(page, 'hotel offers after choosing airport and date');

  await page.goBack();
  expect(offerParam(page)).toBe(before.offer);
  await expect(box.getByRole('list', { name: 'Included' })).toContainText('FRA');
  await expect(box).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => offerSummary(page)).toBe(before.summary);
  await expect(main.getByRole('switch', { name: 'Show dates as lists' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
