import { expect, test } from './fixtures';

/**
 * The result list journey: search → filter by stars and board → sort → page 2 → open a hotel → back
 * restores the list with the same filters.
 */
test('filters, sorting and paging live in the URL, and back from a hotel restores them', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();
  await expectAccessible(page, 'result list');

  // From 1024 px the filters are a column beside the results, open without a trigger.
  await expect(main.getByRole('region', { name: 'Filter results' })).toBeVisible();
  const category = main.getByRole('group', { name: 'Category' });
  // The URL holds the filters: the box is checked once the navigation has happened.
  await category.getByRole('radio', { name: /^3\+ stars/ }).click();
  await expect(page).toHaveURL(/stars=3/);
  await expect(category.getByRole('radio', { name: /^3\+ stars/ })).toBeChecked();
  const board = main.getByRole('group', { name: 'Board type' });
  await board.getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/board=/);
  await expect(board.getByRole('checkbox').first()).toBeChecked();
  await expectAccessible(page, 'result list with the filters open');

  const sort = main.getByRole('combobox', { name: 'Sort by' });
  const otherOrder = await sort
    .locator('option')
    .evaluateAll((options) =>
      options.map((o) => (o as HTMLOptionElement).value).find((value) => value !== 'price'),
    );
  await sort.selectOption(otherOrder!);
  await expect(page).toHaveURL(new RegExp(`sort=${otherOrder}`));

  const firstHotel = main.getByRole('heading', { level: 2 }).getByRole('link').first();
  const firstOnPageOne = await firstHotel.textContent();
  await main
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Next page' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  // The second page's results have replaced the first's.
  await expect(firstHotel).not.toHaveText(firstOnPageOne ?? '');
  await expect(main.locator('ol.hs-resultlist__items')).toHaveAttribute('aria-busy', 'false');
  const listUrl = page.url();

  // Open a hotel from further down the list, so back has a position to restore.
  const hotel = main.getByRole('heading', { level: 2 }).getByRole('link').nth(5);
  // The list draws its later items a frame after its first screen: retry until the link holds.
  await expect(async () => {
    await hotel.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await page.mouse.wheel(0, 200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  }).toPass();
  // The position is remembered in the frame after the scroll (a wheel may still glide): wait until
  // the remembered one is where the page is.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const entry = (window.history.state as { key?: string } | null)?.key;
        return Number(sessionStorage.getItem(`hs_scroll:${entry}`)) === Math.round(window.scrollY);
      }),
    )
    .toBe(true);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);
  await hotel.click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);

  await page.goBack();
  expect(page.url()).toBe(listUrl);
  await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue(otherOrder!);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  await expect(
    main.getByRole('group', { name: 'Category' }).getByRole('radio', { name: /^3\+ stars/ }),
  ).toBeChecked();
});
