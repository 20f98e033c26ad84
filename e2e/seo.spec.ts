import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** What search engines read from the head: canonical address, description, breadcrumbs. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    // The hotel list is structured data too (e2e/snapshots.spec.ts reads it).
    breadcrumbs: [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? 'null') as { '@type'?: string })
      .filter((data) => data['@type'] === 'BreadcrumbList'),
  }));
}

/**
 * The SEO journey: the glossary → a letter → a destination page → page 2 of its hotels → a hotel.
 * Each page has one h1, a title, a description and a canonical address; the destination page
 * gives its breadcrumbs as structured data.
 */
test('from the glossary through a destination page and its second page of hotels to a hotel', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await page.goto('/de-de/a.html');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Reiseziele mit A' })).toBeVisible();
  const letters = main.getByRole('navigation', { name: 'Reiseziele nach Anfangsbuchstaben' });
  await expect(letters.getByRole('link', { name: 'Reiseziele mit A' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(letters.getByRole('link', { name: 'Reiseziele mit Q' })).toHaveCount(0);
  await expectAccessible(page, 'glossary A');

  await letters.getByRole('link', { name: 'Reiseziele mit M' }).click();
  await expect(page).toHaveURL(/\/de-de\/m\.html$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Reiseziele mit M' })).toBeVisible();
  await expect.poll(async () => (await headOf(page)).canonical).toBe(`${baseURL}/de-de/m.html`);
  await expectAccessible(page, 'glossary M');

  await main.getByRole('link', { name: 'Mallorca', exact: true }).click();
  await expect(page).toHaveURL(/\/de-de\/urlaub\/spanien\/mallorca\.html$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Urlaub in Mallorca');
  // Headings in order, as a crawler outlines the page: the h1 first, no level skipped below it.
  const levels = await main
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1)).toEqual([]);
  await expect(page).toHaveTitle(/Mallorca/);
  await expect(main.getByRole('heading', { name: 'Quicklinks' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Unsere Empfehlungen' })).toBeVisible();
  await expect(main.getByText('Top-Hotel')).toHaveCount(3);
  await expect
    .poll(async () => (await headOf(page)).canonical)
    .toBe(`${baseURL}/de-de/urlaub/spanien/mallorca.html`);
  const head = await headOf(page);
  expect(head.description).toMatch(/Mallorca/);
  expect(head.breadcrumbs).toEqual([
    expect.objectContaining({
      '@type': 'BreadcrumbList',
      itemListElement: [
        expect.objectContaining({ position: 1, name: 'Startseite', item: `${baseURL}/de-de` }),
        expect.objectContaining({ position: 2, name: 'Spanien' }),
        { '@type': 'ListItem', position: 3, name: 'Mallorca' },
      ],
    }),
  ]);
  await expectAccessible(page, 'destination page Mallorca');

  const pages = main.getByRole('navigation', { name: 'Seiten' });
  await pages.getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/\/de-de\/urlaub\/spanien\/mallorca\.html\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('link', { name: 'Vorherige Seite' })).toBeVisible();
  await expect(main.getByText('Top-Hotel')).toHaveCount(0);
  await expect
    .poll(async () => (await headOf(page)).canonical)
    .toBe(`${baseURL}/de-de/urlaub/spanien/mallorca.html?page=2`);
  await expectAccessible(page, 'destination page Mallorca, page 2');

  const hotelList = main.getByRole('region', { name: 'Die besten Hotels in Mallorca' });
  const firstHotel = hotelList.getByRole('heading', { level: 3 }).first().getByRole('link');
  const name = (await firstHotel.textContent())!.trim();
  await firstHotel.click();
  // The hotel opens on the search that priced its card: the week the list was searched for.
  await expect(page).toHaveURL(/\/de-de\/hotel\/[^?]+\?.*\bdur=7\b/);
  expect(new URL(page.url()).searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page, 'hotel page from the destination page');
});

// No accessibility scan here: the hostile CMS HTML itself brings images without alt text.
test('hostile content from the content service shows as text and runs nothing', async ({
  page,
  context,
  baseURL,
  allowConsoleError,
}) => {
  test.setTimeout(60_000);
  // Hostile pictures point at addresses such as 'x' that are no page: the host answers 404.
  allowConsoleError(/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/de-de\/urlaub\//);
  await context.addCookies([{ name: 'demo_faults', value: 'graphql:xss', url: baseURL! }]);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/de-de/urlaub/griechenland/kreta.html');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Urlaub in Kreta');
  await expect(main.getByRole('heading', { name: /Häufige Fragen/ })).toBeVisible();
  await expect(main.getByText('Top-Hotel')).toHaveCount(3);
  expect(await main.locator('script, iframe, object, embed').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
