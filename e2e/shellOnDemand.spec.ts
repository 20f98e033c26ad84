import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The shell's parts that every page shows but few visitors use load when the visitor comes to
 * them, not with the page (docs/decisions.md, "Speed"): the header search, the market flyout, the
 * footer's CMS HTML with its sanitiser.
 */

// A name that survives minification: DOMPurify's public API.
const sanitiserMarker = 'ALLOWED_TAGS';

/** Every script body the page has received so far, collected as responses arrive. */
function recordScripts(page: Page): { bodies: string[]; pending: Promise<unknown>[] } {
  const record = { bodies: [] as string[], pending: [] as Promise<unknown>[] };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    record.pending.push(
      response
        .text()
        .then((text) => record.bodies.push(text))
        .catch(() => undefined),
    );
  });
  return record;
}

async function loaded(record: ReturnType<typeof recordScripts>, marker: string) {
  await Promise.all(record.pending);
  return record.bodies.some((body) => body.includes(marker));
}

test('a first load leaves out the header search, the market flyout and the footer HTML until they are used', async ({
  page,
  expectAccessible,
}) => {
  const scripts = recordScripts(page);
  // The favourites page draws neither a search mask nor CMS HTML of its own.
  await page.goto('/de-de/favorites');
  const header = page.getByRole('banner');
  const search = header.getByRole('combobox', { name: 'Reiseziele und Hotels suchen' });
  await expect(search).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loaded(scripts, sanitiserMarker)).toBe(false);
  await expectAccessible(page, 'header stand-ins before their parts load');

  // Focusing the field brings the autocomplete (its live region is the sign it took over); the
  // carry-over of text typed before that is covered by HeaderSearchSlot.test.tsx.
  await search.click();
  await expect(page.locator('.hs-header-search [role="status"]')).toBeAttached();
  await page.keyboard.type('Kreta');
  const listbox = header.getByRole('listbox', { name: 'Reiseziele und Hotels suchen' });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'Reiseziele und Hotels suchen' })).toHaveValue(
    'Kreta',
  );

  // The flyout opens from its first press.
  const trigger = header.getByRole('button', { name: /^Land und Sprache/ });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Land und Sprache wählen' });
  await expect(dialog).toBeVisible();
  // The flyout's code arrives with that press: Escape once it has taken the focus in.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();

  // Scrolled to, the footer shows its CMS HTML, sanitised.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText(/Alle Preise pro Person/)).toBeVisible();
  expect(await loaded(scripts, sanitiserMarker)).toBe(true);
});
