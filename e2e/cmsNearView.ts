import { expect, type Page } from '@playwright/test';

/**
 * CMS modules load as they come near the view. Brings each one still far from it into view, in
 * page order, and waits until every module has loaded; then back to the top of the page.
 */
export async function bringCmsModulesNear(page: Page): Promise<void> {
  const modules = page.locator('[data-hs-cms-module]');
  await expect(modules.first()).toBeAttached();
  const far = page.locator('[data-hs-cms-far]');
  for (let left = await modules.count(); left > 0 && (await far.count()) > 0; left -= 1) {
    await far.first().scrollIntoViewIfNeeded();
    await expect(page.locator('[data-hs-cms-module] [aria-busy="true"]')).toHaveCount(0);
  }
  await expect(far).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}
