import { expect, test } from './fixtures';

/**
 * Every legal link is the brand's own (docs/decisions.md): on Alpina's pages under /alpina the
 * footer's privacy, imprint and terms links, and the cookie notice's, lead to Alpina's pages, never
 * to the other brand's under the site's root.
 */
test("Alpina's footer and cookie notice link Alpina's own legal pages", async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/alpina/en-ch');
  const footer = page.locator('.hs-root footer');
  await footer.scrollIntoViewIfNeeded();
  const privacy = footer.locator('.hs-footer__html').getByRole('link', { name: 'Privacy' });
  await expect(privacy).toHaveAttribute('href', '/alpina/en-ch/privacy');
  for (const [name, slug] of [
    ['Imprint', 'imprint'],
    ['Privacy', 'privacy'],
    ['Terms', 'terms'],
  ]) {
    await expect(
      footer.locator('nav, ul').getByRole('link', { name, exact: true }).first(),
    ).toHaveAttribute('href', `/alpina/en-ch/${slug}`);
  }
  await expect(
    page
      .getByRole('region', { name: /cookie/i })
      .getByRole('link')
      .first(),
  ).toHaveAttribute('href', '/alpina/datenschutz.html');

  await privacy.click();
  await expect(page).toHaveURL(/\/alpina\/en-ch\/privacy$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Privacy');
  await expect(page).toHaveTitle('Privacy | Alpina Reisen');
  await expect(page.getByRole('link', { name: 'Alpina Reisen Home' })).toBeVisible();
  await expectAccessible(page, "Alpina's privacy page");
});
