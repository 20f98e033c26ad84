import { bringCmsModulesNear } from './cmsNearView';
import { expect, test } from './fixtures';

/**
 * The homepage teasers of both demo brands: the sections with their teasers and prices, a linkout
 * opening a new tab, the navigation tabs by keyboard, and the accessibility scan of the whole page.
 */
for (const [brand, path, texts] of [
  [
    'Sunwave',
    '/en-gb',
    {
      classic: 'Popular destinations',
      tabs: 'Destinations from A to Z',
      newTab: '(opens in a new tab)',
      book: 'See offers',
      usp: 'Why book with us',
    },
  ],
  [
    'Alpina',
    '/alpina/de-ch',
    {
      classic: 'Beliebte Reiseziele',
      tabs: 'Reiseziele von A bis Z',
      newTab: '(öffnet in einem neuen Tab)',
      book: 'Angebote ansehen',
      usp: 'Darum mit uns',
    },
  ],
] as const) {
  test(`${brand}: the homepage teasers show their content, a linkout opens a new tab, the tabs work by keyboard`, async ({
    page,
    expectAccessible,
  }) => {
    // A page full of teasers, a new tab and a scan on two shared cores.
    test.setTimeout(60_000);
    await page.goto(path);
    await bringCmsModulesNear(page);
    const main = page.getByRole('main');

    const classic = main.getByRole('heading', { level: 2, name: texts.classic });
    await expect(classic).toBeVisible();
    const section = main
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: texts.classic }) });
    await expect(section.getByRole('article')).toHaveCount(4);
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(4);
    // Prices: one struck old price (Mallorca), the booking buttons go to the result list.
    await expect(section.getByRole('deletion').first()).toBeVisible();
    await expect(section.getByRole('link', { name: texts.book }).first()).toHaveAttribute(
      'href',
      /\/search\?.*dest=es-mallorca.*&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/,
    );
    await expect(main.getByRole('heading', { level: 2, name: texts.usp })).toBeVisible();

    // linkout: the destination teaser opens its links in a new tab and says so.
    const linkout = main.getByRole('link', { name: `Algarve ${texts.newTab}`, exact: true });
    await expect(linkout).toHaveAttribute('target', '_blank');
    const popup = page.waitForEvent('popup');
    await linkout.click();
    const opened = await popup;
    await expect(opened).toHaveURL(/algarve/);
    await opened.close();

    // Navigation tabs: arrow keys move between tabs, Tab reaches the panel's links.
    const tablist = main.getByRole('tablist', { name: texts.tabs });
    const tabs = tablist.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    const second = tabs.nth(1);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const name = (await second.textContent()) ?? '';
    const panel = main.getByRole('tabpanel', { name });
    await expect(panel.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('End');
    const last = tabs.last();
    await expect(last).toBeFocused();
    // The last tab holds every region: more than 10 links, in lists of 10.
    const all = main.getByRole('tabpanel', { name: (await last.textContent()) ?? '' });
    await expect(all.getByRole('list').first().getByRole('listitem')).toHaveCount(10);

    await expectAccessible(page, `${brand} homepage with its teasers`);
  });
}

test('on a phone the navigation tabs are collapsibles', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-gb');
  await bringCmsModulesNear(page);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 2, name: 'Destinations from A to Z' }),
  ).toBeVisible();
  await expect(main.getByRole('tablist')).toHaveCount(0);
  const toggle = main.getByRole('button', { name: 'Spain' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('region', { name: 'Spain' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'homepage teasers on a phone');
});

test('a teaser with showSearchMask carries the search mask', async ({ page, expectAccessible }) => {
  await page.goto('/en-gb/family-holidays');
  await bringCmsModulesNear(page);
  const heading = page.getByRole('heading', { level: 2, name: 'Your family holiday' });
  await expect(heading).toBeVisible();
  const teaser = page.getByRole('article').filter({ has: heading });
  await expect(teaser.getByRole('search', { name: 'Search holidays' })).toBeVisible();
  await expectAccessible(page, 'family landing page with a search teaser');
});
