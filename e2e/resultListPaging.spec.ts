import { expect, test } from './fixtures';

/**
 * Paging the result list (docs/rules/result-list.md): after 'Next page' the list's heading is in
 * view and holds the focus, and the items are numbered on from the first page.
 */
test("'Next page' brings the list's heading into view with the focus, numbered from 21", async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  const items = main.locator('ol.hs-resultlist__items');
  const heading = main.getByRole('heading', { level: 1, name: 'Search results' });
  await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();
  await expect(items).toHaveAttribute('aria-busy', 'false');
  await expect(items).toHaveAttribute('start', '1');
  const perPage = 20;
  await expect(main.getByRole('article')).toHaveCount(perPage);

  // Pressed from the keyboard at the foot of the list, as a keyboard visitor reaches it.
  const next = main.getByRole('navigation', { name: 'Pages' }).getByRole('link', {
    name: 'Next page',
  });
  await next.focus();
  await expect(heading).not.toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  await expect(items).toHaveAttribute('aria-busy', 'false');
  await expect(items).toHaveAttribute('start', String(perPage + 1));
  await expect(main.getByRole('article')).toHaveCount(perPage);
  // The number the browser draws and reads out for the first item: its list marker.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; name?: { value?: string } }[];
  };
  const numbers = nodes
    .filter((node) => node.role?.value === 'ListMarker')
    .map((node) => (node.name?.value ?? '').trim())
    .filter((name) => /^\d+\.$/.test(name));
  expect(numbers[0]).toBe(`${perPage + 1}.`);
  expect(numbers).toHaveLength(perPage);
  await expect(heading).toBeFocused();
  await expectAccessible(page, 'result list, page 2');
});
