import { expect, test } from './fixtures';

/**
 * On a phone the hotel's offer box sits far below the pictures and texts: a bar at the bottom
 * keeps its price and 'Book now' in reach until the box itself is in view.
 */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('a phone keeps the price and the booking in reach on the hotel page', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  // A returning visitor: the cookie notice, an overlay of its own at the bottom, was closed before.
  await context.addCookies([{ name: 'hs_cookie_notice', value: '1', url: baseURL! }]);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);

  const box = page.getByRole('complementary', { name: 'Your offer' });
  const bar = page.getByRole('region', { name: 'Your selected offer' });
  await expect(box.getByRole('button', { name: 'Book now' })).toBeAttached();
  await expect(box).toHaveAttribute('aria-busy', 'false');
  await expect(bar.getByRole('button', { name: 'Book now' })).toBeInViewport();
  const perPerson = async (area: typeof box) =>
    (
      await area
        .getByText(/per person/)
        .first()
        .textContent()
    )?.trim();
  expect(await perPerson(bar)).toBe(await perPerson(box));
  await expectAccessible(page, 'hotel page on a phone with the booking bar');

  await box.scrollIntoViewIfNeeded();
  await expect(bar).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeVisible();

  await bar.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/booking\//);
});
