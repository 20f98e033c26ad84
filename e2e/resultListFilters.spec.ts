import { expect, test } from './fixtures';

/**
 * The result list's filters by screen width (docs/rules/result-list.md): a column beside the
 * results from 1024 px, a drawer with 'Show N results' on phones, chosen filters as chips.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("filters open as a drawer and close with 'Show N results' onto the chips", async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();
    const trigger = main.getByRole('button', { name: 'Filter results' });
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Filter results' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Back to your results' })).toBeFocused();

    const allInclusive = drawer.getByRole('checkbox', { name: /^All inclusive \((\d+)\)$/ });
    const label = await allInclusive.evaluate((box) => box.closest('label')?.textContent ?? '');
    const expected = Number(/\((\d+)\)/.exec(label)?.[1]);
    await allInclusive.click();
    await expect(page).toHaveURL(/board=AI/);
    const show = drawer.getByRole('button', { name: `Show ${expected} results` });
    await expect(show).toBeVisible();
    await expect(show).toHaveAttribute('aria-busy', 'false');
    await expectAccessible(page, 'result list, filter drawer');

    await show.click();
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(main.getByRole('button', { name: `${expected} offers` })).toBeVisible();
    const chips = main.getByRole('group', { name: 'Active filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter: All inclusive' })).toBeVisible();
    await expectAccessible(page, 'result list with a chosen filter');
  });
});

test.describe('from 1024 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the filters are a column beside the results', async ({ page, expectAccessible }) => {
    await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
    const main = page.getByRole('main');
    const firstItem = main.getByRole('article').first();
    await expect(firstItem).toBeVisible();
    const panel = main.getByRole('region', { name: 'Filter results' });
    await expect(panel).toBeVisible();
    const panelBox = await panel.boundingBox();
    const itemBox = await firstItem.boundingBox();
    expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(itemBox!.x);
    // Beside, not above: the panel's top is above the first item's bottom.
    expect(panelBox!.y).toBeLessThan(itemBox!.y + itemBox!.height);
    await expect(main.getByRole('button', { name: 'Filter results' })).toHaveCount(0);
    await expectAccessible(page, 'result list with the filter column');
  });
});
