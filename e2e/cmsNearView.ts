import { expect, type Page } from '@playwright/test';

/**
 * CMS modules load as they come near the view. Brings each one still far from it into view, in
 * page order, and waits until it has loaded; then back to the top of the page. Slots are found
 * afresh each round: a slot may be replaced while it loads.
 */
export async function bringCmsModulesNear(page: Page): Promise<void> {
  await expect(page.locator('[data-hs-cms-module]').first()).toBeAttached();
  const busy = page.locator('[data-hs-cms-module] [aria-busy="true"]');
  for (;;) {
    const scrolled = await page.evaluate(() => {
      const slot = document.querySelector('[data-hs-cms-far]');
      slot?.scrollIntoView({ block: 'center' });
      return slot !== null;
    });
    if (!scrolled) break;
    // Done once no slot in view is still far from it.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-hs-cms-far]')].every((slot) => {
        const box = slot.getBoundingClientRect();
        return box.bottom < 0 || box.top > window.innerHeight;
      }),
    );
    await expect(busy).toHaveCount(0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
