import { expect, test } from './fixtures';

/**
 * The galleries journey: all destinations and the gallery by arrival airport, each card leading to
 * the result list with the search kept.
 */

test('all destinations: cards by country, and a card leads to its result list with results', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  await page.goto('/de-de/gallery/AllDestinations?adults=3');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Alle Reiseziele' })).toBeVisible();

  const greece = main.getByRole('region', { name: 'Griechenland' });
  const crete = greece.getByRole('article', { name: 'Kreta' });
  await expect(crete).toBeVisible();
  await expect(crete.getByRole('img', { name: 'Bild von Kreta' })).toBeVisible();
  await expect(crete.getByText(/^\d+ Hotels$/)).toBeVisible();
  await expect(crete.getByText(/^ab .+ p\. P\.$|^Preis auf Anfrage$/)).toBeVisible();
  expect(await main.getByRole('article').count()).toBeGreaterThan(20);
  await expectAccessible(page, 'all destinations (de-de)');

  await crete.getByRole('link', { name: 'Kreta' }).click();
  await expect(page).toHaveURL(/\/de-de\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('dest')).toBe('gr-crete');
  expect(params.get('adults')).toBe('3');
  await expect(main.getByRole('button', { name: /\d+ Angebote$/ })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 }).getByRole('link').first()).toBeVisible();
});

test('the gallery of one arrival airport shows only its destinations', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/en-gb/gallery/airport/LCA');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Destinations with flights to Larnaca (LCA)' }),
  ).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(2);
  const limassol = main.getByRole('article', { name: 'Limassol District' });
  await expect(limassol).toBeVisible();
  await expectAccessible(page, 'destinations by airport LCA (en-gb)');
  await expect(limassol.getByRole('link', { name: 'Limassol District' })).toHaveAttribute(
    'href',
    /^\/en-gb\/search\?dest=[\w-]+&/,
  );
});

test("a failed gallery load says so, and 'Try again' brings the cards", async ({
  page,
  context,
  baseURL,
  allowConsoleError,
}) => {
  allowConsoleError(/503/);
  await context.addCookies([
    { name: 'demo_faults', value: 'all_destinations:status=503', url: baseURL! },
  ]);
  await page.goto('/en-gb/gallery/AllDestinations');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('The destinations could not be loaded.');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

  await context.clearCookies({ name: 'demo_faults' });
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
