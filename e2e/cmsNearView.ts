import { expect, type Page } from '@playwright/test';

/**
 * CMS modules load as they come near the view. Brings each one still far from it into view, in
 * page order, and waits until it has loaded; then back to the top of the page.
 */
export async function bringCmsModulesNear(page: Page): Promise<void> {
  await expect(page.locator('[data-hs-cms-module]').first()).toBeAttached();
  const busy = page.locator('[data-hs-cms-module] [aria-busy="true"]');
  for (;;) {
    const next = (
      await page.evaluateHandle(() => document.querySelector('[data-hs-cms-far]'))
    ).asElement();
    if (!next) break;
    await next.scrollIntoViewIfNeeded();
    await page.waitForFunction((slot) => !slot.hasAttribute('data-hs-cms-far'), next);
    await expect(busy).toHaveCount(0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
