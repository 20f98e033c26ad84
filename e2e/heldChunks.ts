import type { Page } from '@playwright/test';

/**
 * Holds back every script chunk that contains `marker` (a class name or text only that code has)
 * until `released` settles; returns the held addresses, so a test can check it held something.
 */
export async function holdChunks(page: Page, marker: string, released: Promise<unknown>) {
  const held: string[] = [];
  await page.route('**/assets/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      held.push(route.request().url());
      await released;
    }
    await route.fulfill({
      status: response.status(),
      contentType: 'application/javascript',
      body,
    });
  });
  return held;
}
