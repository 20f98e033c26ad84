import { expect, test } from './fixtures';

/**
 * The homepage whose page answer fails says so in place of its content, with 'Try again', as the
 * result list does (docs/rules/failures.md); no empty error dialog covers it.
 */
test('a failed page answer on the homepage offers Try again, which shows the page', async ({
  page,
  context,
  baseURL,
  allowConsoleError,
}) => {
  await context.addCookies([{ name: 'demo_faults', value: 'get_page:status=500', url: baseURL! }]);
  allowConsoleError(/status of 500/);
  await page.goto('/de-de');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(
    'Der Inhalt der Seite konnte nicht geladen werden.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await context.clearCookies({ name: 'demo_faults' });
  await main.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(main.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(main.getByRole('alert')).toHaveCount(0);
});
