import { expect, test } from './fixtures';

/**
 * The favourites journey: save two hotels on the result list → the header counts 2 → one hotel's
 * page shows 'Compare Hotels' with 2 → the favourites page lists and compares them side by side →
 * remove one. Favourites belong to the visitor's cookie, so they outlive a reload.
 */
test('two hotels saved on the result list are counted, compared side by side and one removed', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  const header = page.getByRole('banner');
  const favouritesLink = header.getByRole('link', { name: /^Favourites/ });
  await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();
  await expect(favouritesLink).toHaveAccessibleName('Favourites (0)');

  const hotelLinks = main.getByRole('heading', { level: 2 }).getByRole('link');
  const names = [
    (await hotelLinks.nth(0).textContent())!.trim(),
    (await hotelLinks.nth(1).textContent())!.trim(),
  ];
  for (const name of names) {
    const save = main.getByRole('button', { name: `Save ${name} to favourites`, exact: true });
    await save.click();
    await expect(
      main.getByRole('button', { name: `Remove ${name} from favourites`, exact: true }),
    ).toBeVisible();
  }
  await expect(favouritesLink).toHaveAccessibleName('Favourites (2)');
  await expectAccessible(page, 'result list with two favourites');

  // The hotel page of the first: 'Compare Hotels' with the count, and its toggle pressed.
  await hotelLinks.nth(0).click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);
  await expect(main.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  const compare = main.getByRole('link', { name: /^Compare Hotels/ });
  await expect(compare).toHaveAccessibleName('Compare Hotels (2)');
  await expect(
    main.getByRole('button', { name: `Remove ${names[0]} from favourites`, exact: true }),
  ).toBeVisible();

  await compare.click();
  await expect(page).toHaveURL(/\/en-gb\/favorites$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(2);
  const table = main.getByRole('table', { name: 'Your saved hotels side by side' });
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  const compared = await table.getByRole('columnheader').allTextContents();
  expect(compared.sort()).toEqual([...names].sort());
  await expect(table.getByRole('rowheader')).toHaveText([
    'Hotel',
    'Stars',
    'Location',
    'Rating',
    'Board',
    'Nights',
    'Price per person',
  ]);
  await expect(table.getByRole('row', { name: /^Price per person/ }).getByRole('cell')).toHaveText([
    /\d/,
    /\d/,
  ]);
  await expectAccessible(page, 'favourites page with two hotels compared');

  // On a phone the comparison scrolls sideways inside its box; the page itself does not.
  await page.setViewportSize({ width: 360, height: 740 });
  const scroller = table.locator('xpath=..');
  await expect.poll(() => scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
  ).toBe(true);
  await expectAccessible(page, 'favourites page on a phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  await main
    .getByRole('button', { name: `Remove ${names[1]} from favourites`, exact: true })
    .click();
  await expect(cards).toHaveCount(1);
  await expect(main.getByRole('status').filter({ hasText: 'was removed' })).toHaveText(
    `${names[1]} was removed from your favourites.`,
  );
  await expect(favouritesLink).toHaveAccessibleName('Favourites (1)');
  await expect(main.getByRole('table')).toHaveCount(0);
  await expect(
    main.getByText('Save at least two hotels to compare them side by side.'),
  ).toBeVisible();
  await expectAccessible(page, 'favourites page after a removal');

  // The server keeps them for this visitor.
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 3, name: names[0] })).toBeVisible();
  await expect(favouritesLink).toHaveAccessibleName('Favourites (1)');
});

/**
 * A favourite keeps its search (docs/rules/favourites.md): a hotel saved from a week for two is
 * priced for that week on the favourites page, which says when it checked; another brand on the
 * same host counts its own favourites.
 */
test('a hotel saved from a 7-night search for two shows that search and its price on the favourites page', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.goto(
    '/en-gb/search?dest=es-mallorca&dep=FRA&from=2027-01-09&to=2027-01-16&dur=7&adults=2',
  );
  const main = page.getByRole('main');
  const favouritesLink = page.getByRole('banner').getByRole('link', { name: /^Favourites/ });
  await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();
  await expect(favouritesLink).toHaveAccessibleName('Favourites (0)');
  const item = main.getByRole('article').first();
  const name = (await item.getByRole('heading', { level: 2 }).textContent())!.trim();
  const price = async (card: typeof item) =>
    /[£€][\d,.]+/.exec((await card.locator('.hs-price__amount').first().textContent()) ?? '')?.[0];
  const listPrice = await price(item);
  expect(listPrice).toBeTruthy();
  await item.getByRole('button', { name: `Save ${name} to favourites`, exact: true }).click();
  await expect(favouritesLink).toHaveAccessibleName('Favourites (1)');

  await favouritesLink.click();
  await expect(page).toHaveURL(/\/en-gb\/favorites$/);
  const title = page.getByRole('heading', { level: 3, name });
  const entry = main.getByRole('listitem').filter({ has: title });
  const card = entry.getByRole('article');
  await expect(entry).toContainText('Your search: 9 Jan 2027 – 16 Jan 2027, 7 nights, 2 adults');
  await expect(entry).toContainText(/Price checked on \d{1,2} [A-Z][a-z]+ \d{4}/);
  expect(await price(card)).toBe(listPrice);
  await expect(card.getByRole('heading', { name }).getByRole('link')).toHaveAttribute(
    'href',
    /from=2027-01-09.*to=2027-01-16.*dur=7.*adults=2/,
  );
  await expectAccessible(page, 'favourites page with a hotel saved from a search');

  // The other brand on this host has favourites of its own.
  await page.goto('/alpina/en-gb/favorites');
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Favourites/ }),
  ).toHaveAccessibleName('Favourites (0)');
});
