import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * HTML snapshots of the content pages (README, "HTML snapshots"): `npm run test:e2e` takes them
 * after the build, and the demo host serves them. A crawler without JavaScript reads the page
 * from the snapshot; a visitor's shop takes over from it without anything moving or a loader.
 */

const mallorca = '/de-de/urlaub/spanien/mallorca.html';

/** Structured data in the head, parsed. */
function structuredData(page: Page) {
  return page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a crawler reads the destination page: title, description, h1, hotels, breadcrumbs', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(mallorca);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Mallorca/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Mallorca/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${mallorca}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
      'href',
      `${baseURL}${mallorca}`,
    );

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Urlaub in Mallorca');
    const hotels = main.getByRole('region', { name: 'Die besten Hotels in Mallorca' });
    const hotelLinks = hotels.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(hotelLinks).toHaveCount(10);
    const links = await hotelLinks.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: anchor.textContent?.trim(),
        href: (anchor as HTMLAnchorElement).href,
      })),
    );
    // Each card keeps the search that priced it (its dates and stay) in the query.
    for (const link of links)
      expect(link.href).toMatch(/\/de-de\/hotel\/.+-\d+(\?.*\bdur=7\b.*)?$/);

    const data = await structuredData(page);
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, name: 'Startseite', item: `${baseURL}/de-de` }),
          expect.objectContaining({ position: 2, name: 'Spanien' }),
          { '@type': 'ListItem', position: 3, name: 'Mallorca' },
        ],
      }),
    );
    // The list search engines read is the list on the page, in its order, at the hotels' own
    // addresses (without the search a card was priced by).
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'ItemList',
        itemListElement: links.map((link, index) =>
          expect.objectContaining({
            position: index + 1,
            name: link.name,
            url: link.href.split('?')[0],
          }),
        ),
      }),
    );
  });

  test('an unknown address answers 404 with the host page', async ({ page, allowConsoleError }) => {
    // The browser reports the document's own 404 status as a console error.
    allowConsoleError(/status of 404/);
    for (const address of ['/de-de/urlaub/spanien/atlantis.html', '/de-de/gibt/es/nicht']) {
      const response = await page.goto(address);
      expect([address, response?.status()]).toEqual([address, 404]);
      await expect(page.locator('#holiday-shop')).toBeAttached();
    }
  });

  test('robots.txt points at a sitemap of the destination pages and glossary letters', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}${mallorca}</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/de-de/m.html</loc>`);
  });
});

// axe runs as a script in the page, so the snapshot is scanned with JavaScript on but no shop.
test('the snapshot as served is accessible', async ({ page, expectAccessible }) => {
  await page.route('**/assets/shop.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto(mallorca);
  await expect(page.locator('#holiday-shop > [data-hs-snapshot] h1')).toHaveText(
    'Urlaub in Mallorca',
  );
  await expectAccessible(page, 'snapshot of the destination page Mallorca');
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // A visitor who has answered the cookie notice: the take-over is measured, not the notice.
    await context.addCookies([{ name: 'hs_cookie_notice', value: '1', url: baseURL! }]);
    await context.addInitScript(() => {
      const seen = {
        shifts: [] as number[],
        loaders: [] as string[],
        snapshotModules: [] as [string, number][],
      };
      Object.assign(window, { takeoverSeen: seen });
      // The snapshot's modules as the visitor first sees them, before the shop has run.
      document.addEventListener('DOMContentLoaded', () => {
        seen.snapshotModules = [
          ...document.querySelectorAll('[data-hs-snapshot] [data-hs-cms-module]'),
        ].map((module) => [
          module.getAttribute('data-hs-cms-module') ?? '',
          Math.round(module.getBoundingClientRect().height),
        ]);
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) seen.shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // A loader counts once it can be seen: the shop's stage under the snapshot is hidden.
      const look = () => {
        const mount = document.getElementById('holiday-shop');
        for (const element of mount?.querySelectorAll('.hs-loader, [aria-busy="true"]') ?? []) {
          if (element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
            seen.loaders.push(element.outerHTML.slice(0, 120));
        }
      };
      new MutationObserver(look).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
  });

  /** Layout shifts and visible loaders the page has had so far. */
  const seenOn = (page: Page) =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            takeoverSeen: {
              shifts: number[];
              loaders: string[];
              snapshotModules: [string, number][];
            };
          }
        ).takeoverSeen,
    );

  test('the shop takes over from the snapshot with no layout shift and no loader', async ({
    page,
    expectAccessible,
  }) => {
    const response = await page.goto(mallorca);
    expect(await response?.text()).toContain('data-hs-snapshot');
    // Taken over: the snapshot and its head tags are gone, the shop's page is in their place.
    await expect(page.locator('[data-hs-snapshot]')).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Urlaub in Mallorca');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveCount(1);
    const types = (await structuredData(page)).map((data: { '@type': string }) => data['@type']);
    expect(types.sort()).toEqual(['BreadcrumbList', 'ItemList']);
    await page.waitForLoadState('networkidle');
    const seen = await seenOn(page);
    expect(seen.loaders).toEqual([]);
    expect(Math.max(0, ...seen.shifts)).toBeLessThanOrEqual(0.02);
    await expectAccessible(page, 'destination page after the take-over');

    // The shop runs the page now: a filter or page link is followed without a page load.
    const pages = main.getByRole('navigation', { name: 'Seiten' });
    await pages.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/mallorca\.html\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Still the document that was loaded: the shop, not the host, answered the link.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await page.evaluate(() => document.querySelector('[data-hs-snapshot]'))).toBeNull();
  });

  test("leaving the snapshot's page gives the host page its own description back", async ({
    page,
  }) => {
    const description = page.locator('meta[name="description"]');
    await page.goto(mallorca);
    await expect(page.locator('[data-hs-snapshot]')).toHaveCount(0);
    await expect(description).toHaveAttribute('content', /Mallorca/);
    // The home page sets no description of its own: the host page's is the one to read.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Sunwave Holidays/ })
      .click();
    await expect(page).toHaveURL(/\/de-de$/);
    await expect(description).toHaveCount(1);
    await expect(description).toHaveAttribute('content', /^Sunwave Holidays: Pauschalreisen/);
  });

  // The home and landing pages are built of CMS modules; the glossary page has none.
  const takeovers = [
    { address: '/de-de', modules: true },
    { address: '/de-de/sommer', modules: true },
    { address: '/de-de/m.html', modules: false },
  ];
  for (const { address, modules } of takeovers) {
    test(`the take-over on ${address} moves nothing and shows no loader`, async ({ page }) => {
      const response = await page.goto(address);
      expect(await response?.text()).toContain('data-hs-snapshot');
      await expect(page.locator('[data-hs-snapshot]')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const seen = await seenOn(page);
      expect(seen.loaders).toEqual([]);
      expect(Math.max(0, ...seen.shifts)).toBeLessThanOrEqual(0.02);
      // Each module, loaded or still waiting below, is as high as in the snapshot: the page
      // below the view does not move either.
      const heights = await page.evaluate(
        (ids) => {
          return ids.map((id) => {
            const module = document.querySelector(`[data-hs-cms-module="${id}"]`);
            return [id, module ? Math.round(module.getBoundingClientRect().height) : -1];
          });
        },
        seen.snapshotModules.map(([id]) => id),
      );
      expect(seen.snapshotModules.length > 0).toBe(modules);
      expect(heights).toEqual(seen.snapshotModules);
    });
  }

  test('without a snapshot the same page shows its loader, which the watch above sees', async ({
    page,
  }) => {
    // A query may change the page, so the host serves it without a snapshot.
    await page.goto(`${mallorca}?utm_source=journey`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Urlaub in Mallorca',
    );
    expect((await seenOn(page)).loaders).not.toEqual([]);
  });
});
