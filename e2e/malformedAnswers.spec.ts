import { newBooking } from './demoHost';
import { expect, test } from './fixtures';

/**
 * Answers in the wrong shape (the demo host's fault `malformed`) become the usual error texts,
 * never a broken page (docs/rules/shell-and-routes.md, "Answers the shop checks").
 */
test('a page answer in the wrong shape says the content could not load, and Try again recovers', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  await context.addCookies([{ name: 'demo_faults', value: 'get_page:malformed', url: baseURL! }]);
  await page.goto('/en-gb');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText("The page's content could not be loaded.");
  await expectAccessible(page, 'homepage with an unreadable page answer');

  await context.clearCookies({ name: 'demo_faults' });
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('a cart answer in the wrong shape says the booking could not load', async ({
  page,
  context,
  baseURL,
  request,
  expectAccessible,
}) => {
  const checkoutId = await newBooking(request);
  await context.addCookies([
    { name: 'demo_faults', value: 'checkout_get:malformed', url: baseURL! },
  ]);
  await page.goto(`/en-gb/booking/info/${checkoutId}`);
  // As for a cart that does not answer: the booking's dialog, with the checkout's generic error.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('We could not load your booking.')).toBeVisible();
  await expect(dialog.getByText('An error occurred. Please try again.')).toBeVisible();
  await expectAccessible(page, 'checkout with an unreadable cart');
});
