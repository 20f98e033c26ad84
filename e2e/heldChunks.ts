import type { Page } from '@playwright/test';

/**
 * Holds back every script chunk that contains `marker` (a class name or text only that code has)
 * until `released` settles; returns the held addresses, so a test can check it held something.
 */
export async function holdChunks(page: Page, marker: string, released: Promise<unknown>) {
  const held: string[] = [];
  await page.route('**/assets/chunks/*.js', async (route) => {
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let body: string;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch (error) {
      // A chunk still on its way when the test ends: its page is gone, nothing waits for it.
      if (page.isClosed()) return;
      throw error;
    }
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
