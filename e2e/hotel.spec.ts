import { expect, test } from './fixtures';

/**
 * The hotel detail journey: result list → a hotel → name, texts and reviews → 'View more reviews' →
 * the media gallery, another category, Escape → an accessibility scan with the gallery open and
 * closed.
 */
test('a hotel from the result list shows its texts, reviews and media gallery', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();
  const hotelLink = main.getByRole('heading', { level: 2 }).getByRole('link').first();
  const name = (await hotelLink.textContent())!.trim();
  await hotelLink.click();

  await expect(page).toHaveURL(/\/en-gb\/hotel\/.+-\d+\?.*dest=es-mallorca/);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  // Texts: the intro in view, the rest in their fixed order behind 'See all details'.
  const about = main.getByRole('region', { name: 'About the hotel' });
  await expect(about.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await about.getByRole('button', { name: 'See all details' }).click();
  const details = about.getByRole('region', { name: 'See all details' });
  await expect(details.getByRole('heading', { level: 3 })).toHaveText([
    'Location',
    'Facilities',
    'Rooms',
    'Board',
    'Beach',
    'For children',
    'Sport',
    'Free sports',
    'Sports for a fee',
    'Wellness',
    'Entertainment',
    'Good to know',
    'Important information',
    'Construction work',
  ]);
  await expect(about.getByText('Street', { exact: true })).toHaveCount(0);

  // Reviews: 2 first, then up to 6.
  const reviews = main.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('article')).toHaveCount(2);
  await reviews.getByRole('button', { name: 'View more reviews' }).click();
  await expect(reviews.getByRole('article').nth(2)).toBeFocused();
  const shown = await reviews.getByRole('article').count();
  expect(shown).toBeGreaterThan(2);
  expect(shown).toBeLessThanOrEqual(6);
  await expect(reviews.getByRole('button', { name: 'View more reviews' })).toHaveCount(0);
  await expectAccessible(page, 'hotel page');

  // The gallery: 'all' first, another category starts at its first item, Escape closes it.
  const photos = main.getByRole('button', { name: /^Show all \d+ photos$/ });
  await photos.click();
  const gallery = page.getByRole('dialog', { name: 'Photos and videos' });
  await expect(gallery).toBeVisible();
  const category = gallery.getByRole('combobox', { name: 'Category' });
  await expect(category).toHaveValue('all');
  await gallery.getByRole('button', { name: 'Next' }).click();
  await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
  await category.selectOption('pool');
  await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
  await expect(gallery.getByRole('img')).toHaveJSProperty('complete', true);
  await expectAccessible(page, 'hotel page with the media gallery open');
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(photos).toBeFocused();
  await expectAccessible(page, 'hotel page after closing the gallery');
});

/** The hotel map overlay: consent first, the hotel's marker open, Escape closes. */
test("'Show hotel on map' opens the map on the hotel in an overlay", async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  await page.goto('/en-gb/hotel/spain/mallorca/palma/paradise-sol-palace-100001?dest=es-mallorca');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Paradise Sol Palace' })).toBeVisible();
  const button = main.getByRole('button', { name: 'Show hotel on map' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Show hotel on map' });
  await dialog.getByRole('button', { name: 'Accept' }).click();
  const marker = dialog.getByRole('button', { name: 'Paradise Sol Palace', exact: true });
  await expect(marker).toHaveAttribute('aria-expanded', 'true');
  const card = dialog.getByRole('group', { name: 'Paradise Sol Palace' });
  await expect(card).toBeVisible();
  // Every price in the market's currency: pounds on en-gb, as the marker says.
  await expect(card).toContainText('£');
  await expect(card).not.toContainText('€');
  await expectAccessible(page, 'hotel map overlay');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

/** 'Play video' opens the gallery on the first video, and the demo's clip really plays. */
test("'Play video' opens the gallery on a video that plays", async ({ page, expectAccessible }) => {
  await page.goto('/en-gb/hotel/spain/mallorca/palma/paradise-sol-palace-100001?dest=es-mallorca');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Play video' }).click();
  const gallery = page.getByRole('dialog', { name: 'Photos and videos' });
  const video = gallery.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.2);
  await expectAccessible(page, 'media gallery on a video');
});
