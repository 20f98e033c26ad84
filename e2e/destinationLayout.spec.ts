import { expect, test } from './fixtures';

/**
 * A destination page's side column holds its boxes (docs/decisions.md): from 900 px the filters,
 * quick links, weather and payment boxes stay inside their column, so nothing of them runs under
 * the hotels beside it, and their labels stay readable.
 */
for (const width of [1024, 1280, 1440]) {
  test(`the destination page's side boxes stay in their column at ${width} px`, async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/de-de/urlaub/spanien/mallorca.html');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Urlaub in Mallorca' })).toBeVisible();
    const aside = main.getByRole('complementary').first();
    await expect(aside.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const column = await main.locator('.hs-seo-main').boundingBox();
    if (!column) throw new Error('the main column is not laid out');
    const boxes = await aside.locator(':scope > *').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { text: element.textContent?.trim().slice(0, 30), right: box.right };
      }),
    );
    expect(boxes.length).toBeGreaterThan(2);
    for (const box of boxes) {
      expect(box.right, `"${box.text}" reaches into the hotels' column`).toBeLessThanOrEqual(
        column.x,
      );
    }
    await expectAccessible(page, `destination page at ${width} px`);
  });
}
