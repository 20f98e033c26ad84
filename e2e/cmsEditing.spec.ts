import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Inline editing of CMS texts (docs/rules/cms-modules.md, "Inline editing"): the demo brand
 * pages set `cmsUser` from the cookie demo_cms_editor=1, and the demo host keeps an editor's
 * saved texts for that browser (its demo_visitor cookie), so these journeys stay apart.
 */

const headline = 'Sonne tanken mit Sunwave';

async function signInAsEditor(context: BrowserContext) {
  await context.addCookies([
    { name: 'demo_cms_editor', value: '1', domain: '127.0.0.1', path: '/' },
  ]);
}

test('a visitor sees the homepage texts without any editing controls', async ({ page }) => {
  await page.goto('/de-de');
  await expect(page.getByRole('heading', { name: headline })).toBeVisible();
  await expect(page.getByRole('button', { name: /bearbeiten/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bearbeiten-Knöpfe zeigen' })).toHaveCount(0);
});

test('a CMS editor hides the Edit buttons with one switch and the page reads like a visitor’s', async ({
  page,
  context,
}) => {
  await signInAsEditor(context);
  await page.goto('/de-de');
  const toggle = page.getByRole('button', { name: 'Bearbeiten-Knöpfe zeigen' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /bearbeiten:/ }).first()).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: /bearbeiten:/ })).toHaveCount(0);
  // The switch holds for the session: the next page starts without the buttons.
  await page.goto('/de-de/sommer');
  await expect(page.getByRole('button', { name: 'Bearbeiten-Knöpfe zeigen' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('button', { name: /bearbeiten:/ })).toHaveCount(0);
});

test('a CMS editor edits the hero headline by keyboard, saves it and finds it after a reload', async ({
  page,
  context,
  expectAccessible,
}) => {
  await signInAsEditor(context);
  // No autoplay: the slide being edited stays in view.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/de-de');
  const edit = page.getByRole('button', { name: `Überschrift bearbeiten: ${headline}` }).first();
  await expect(edit).toBeVisible();

  // Escape leaves the text as it was and hands the focus back.
  await edit.focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Überschrift (neuer Text)' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(headline);
  await expectAccessible(page, 'homepage with a headline in edit mode');
  await page.keyboard.type(' – verworfen');
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(edit).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Sommer, Sonne, Sunwave');
  await page.keyboard.press('Enter');
  const saved = page.getByRole('button', {
    name: 'Überschrift bearbeiten: Sommer, Sonne, Sunwave',
  });
  await expect(saved.first()).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Sommer, Sonne, Sunwave' }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sommer, Sonne, Sunwave' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: headline })).toHaveCount(0);
  await expectAccessible(page, 'homepage with editing controls');
});

test('a save the server refuses keeps the typed text and says so at the field', async ({
  page,
  context,
  baseURL,
  allowConsoleError,
}) => {
  await signInAsEditor(context);
  await context.addCookies([
    { name: 'demo_faults', value: 'cms_text_edit:status=500', url: baseURL! },
  ]);
  allowConsoleError(/status of 500/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/de-de');
  await page
    .getByRole('button', { name: `Überschrift bearbeiten: ${headline}` })
    .first()
    .click();
  const field = page.getByRole('textbox', { name: 'Überschrift (neuer Text)' });
  await field.fill('Nicht gespeichert');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Der Text konnte nicht gespeichert werden. Ihre Eingabe ist noch da; bitte versuchen Sie es erneut.',
  );
  await expect(field).toHaveValue('Nicht gespeichert');
});
