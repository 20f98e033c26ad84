import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The search journey: search from the homepage on desktop and on a 375 px screen, land on the
 * result list with the chosen search in the URL, reload and see the same search.
 */

const dayMs = 24 * 60 * 60 * 1000;
const mask = (page: Page) => page.getByRole('search', { name: 'Search holidays' });
/** A day n days ahead, as the calendar names it and as the URL carries it. */
function dayAhead(n: number) {
  const date = new Date(Date.now() + n * dayMs);
  const name = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const short = `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`;
  return { name, iso, short };
}

/** Clicks a day, paging the calendar forward until the day shows. */
async function pickDay(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Travel period' });
  const day = dialog.getByRole('button', { name: new RegExp(`^${name}`) });
  for (let i = 0; i < 3 && !(await day.isVisible()); i += 1) {
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

test.describe('search mask (desktop)', () => {
  // Four flyouts, each scanned for accessibility: far more than the default 30 s on two cores.
  test.setTimeout(90_000);

  test('a search from the homepage lands on the result list, and a reload keeps it', async ({
    page,
    expectAccessible,
  }) => {
    const departure = dayAhead(40);
    const back = dayAhead(47);
    await page.goto('/en-gb');
    const form = mask(page);

    await form.getByRole('button', { name: /^Departure airport:/ }).click();
    const airports = page.getByRole('dialog', { name: 'Departure airports' });
    await airports.getByRole('checkbox', { name: 'Frankfurt (FRA)' }).check();
    await expectAccessible(page, 'departure flyout');
    await airports.getByRole('button', { name: 'Done' }).click();

    await form.getByRole('button', { name: /^Destination:/ }).click();
    const places = page.getByRole('dialog', { name: 'Destination' });
    await places.getByRole('tab', { name: 'Spain' }).click();
    await places.getByRole('checkbox', { name: 'Mallorca' }).check();
    await expectAccessible(page, 'destination flyout');
    await places.getByRole('button', { name: 'Done' }).click();
    await expect(form.getByRole('button', { name: /^Destination:/ })).toContainText('Mallorca');

    await form.getByRole('button', { name: /^Travel period/ }).click();
    await pickDay(page, departure.name);
    await pickDay(page, back.name);
    await expectAccessible(page, 'travel period flyout');
    await page
      .getByRole('dialog', { name: 'Travel period' })
      .getByRole('button', { name: 'Done' })
      .click();

    await form.getByRole('button', { name: /Persons?$/ }).click();
    const travellers = page.getByRole('dialog', { name: 'Travellers' });
    await travellers.getByRole('button', { name: 'More adults' }).click();
    await expectAccessible(page, 'travellers flyout');
    await travellers.getByRole('button', { name: 'Apply' }).click();

    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en-gb\/search\?/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      dest: 'es-mallorca',
      dep: 'FRA',
      from: departure.iso,
      to: back.iso,
      adults: '3',
    });

    await page.reload();
    const restored = page.getByRole('search', { name: 'Search holidays' });
    await expect(restored.getByRole('button', { name: /^Destination:/ })).toContainText('Mallorca');
    await expect(restored.getByRole('button', { name: /^Departure airport:/ })).toContainText(
      'FRA',
    );
    await expect(restored.getByRole('button', { name: /^Travel period/ })).toContainText(
      `${departure.short} – ${back.short}`,
    );
    await expect(restored.getByRole('button', { name: /3 Persons$/ })).toBeVisible();
    await expectAccessible(page, 'result list with the search restored');

    // Back and forward restore each page's own search.
    await page.goBack();
    await expect(page).toHaveURL(/\/en-gb$/);
    await expect(mask(page).getByRole('button', { name: /^Destination:/ })).toContainText(
      'Where to?',
    );
    await page.goForward();
    await expect(mask(page).getByRole('button', { name: /^Destination:/ })).toContainText(
      'Mallorca',
    );
  });
});

test.describe('search mask (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // Twelve months of calendar plus two accessibility scans of long pages: up to a minute and a
  // half on a busy two-core machine.
  test.setTimeout(90_000);

  test('the summary bar opens the full-screen mask; its search lands on the result list', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/en-gb');
    const bar = page.getByRole('button', { name: /^Change search:/ });
    await expect(bar).toContainText('Anywhere');
    await bar.click();
    const dialog = page.getByRole('dialog', { name: 'Search holidays' });
    await expect(page.locator('body')).toHaveClass(/hs-search-open/);
    await dialog.getByRole('tab', { name: 'Greece' }).click();
    await dialog.getByRole('checkbox', { name: 'Crete' }).check();
    await expectAccessible(page, 'full-screen search mask');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/en-gb\/search\?.*dest=gr-crete/);
    await expect(page.locator('body')).not.toHaveClass(/hs-search-open/);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Change search:/ })).toContainText('Crete');
    await expectAccessible(page, 'result list on a small screen');
  });
});
