import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ResultListResponse } from '../src/api/types';
import { newBooking } from './demoHost';
import { expect, test } from './fixtures';
import { holdChunks } from './heldChunks';

/**
 * Reserved space (docs/decisions.md): every page type of the production build, loaded
 * cold, moves by at most 0.02 (the sum of its layout shifts without recent input) until its main
 * content is there, its images have arrived and the network is quiet.
 */
const maxShift = 0.02;

interface Shift {
  value: number;
  sources: string[];
}

/** Every layout shift of the page so far (buffered), with the elements that moved. */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        // Entries of the last frame may still be queued: read them two frames from now.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const observer = new PerformanceObserver(() => undefined);
            observer.observe({ type: 'layout-shift', buffered: true });
            const entries = observer.takeRecords() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            })[];
            observer.disconnect();
            const describe = (node: Node | null | undefined) => {
              if (!(node instanceof Element)) return node?.nodeName ?? '?';
              const classes = [...node.classList].slice(0, 2).join('.');
              return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
            };
            resolve(
              entries
                .filter((entry) => !entry.hadRecentInput)
                .map((entry) => ({
                  value: entry.value,
                  sources: (entry.sources ?? []).map((source) => describe(source.node)),
                })),
            );
          }),
        );
      }),
  );
}

/** Waits until the main content is shown, the images in view are in and nothing loads any more. */
async function settle(page: Page, content: Locator): Promise<void> {
  await expect(content).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Lazy images below the fold never load: only those in view count.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.hs-root img')]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function expectStable(page: Page, label: string): Promise<void> {
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const report = shifts
    .map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(', ')}`)
    .join('\n');
  expect(total, `layout shifts on ${label}:\n${report}`).toBeLessThanOrEqual(maxShift);
}

async function firstHotelPath(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/ajax/mixed-resultlist?locale=de-de', {
    data: { productSearch: { destinations: ['es-mallorca'] }, resultsPerPage: 1 },
  });
  const hotel = ((await answer.json()) as ResultListResponse).results[0]?.hotels[0];
  if (!hotel) throw new Error('the demo result list for Mallorca is empty');
  return `/de-de/hotel/${hotel.slugPath}/${hotel.slugName}-${hotel.id}?dest=es-mallorca`;
}

const viewports = [
  { name: 'mobile', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of viewports) {
  test.describe(`layout shift, ${name}`, () => {
    test.use({ viewport });

    test('home', async ({ page }) => {
      await page.goto('/de-de');
      await settle(page, page.getByRole('main').getByRole('heading', { level: 1 }));
      await expectStable(page, 'home');
    });

    test('result list', async ({ page }) => {
      await page.goto('/de-de/search?dest=es-mallorca&dep=FRA');
      await settle(page, page.getByRole('main').getByRole('article').first());
      await expectStable(page, 'result list');
    });

    test('hotel', async ({ page, request }) => {
      await page.goto(await firstHotelPath(request));
      await settle(page, page.getByRole('main').getByRole('heading', { level: 1 }));
      await expectStable(page, 'hotel');
    });

    test('hotel, its page answer arriving after its offers', async ({ page, request }) => {
      // The page's CMS modules stand above the offers: an answer that comes late must not push
      // offers the visitor already sees.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/ajax/page?*', async (route) => {
        await held;
        await route.continue();
      });
      const offers = page.waitForResponse((response) =>
        /\/ajax\/hoteldetail\/\d+\/offer\?/.test(response.url()),
      );
      await page.goto(await firstHotelPath(request));
      await offers;
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      release();
      await settle(page, page.locator('.hs-offers'));
      await expectStable(page, 'hotel with a late page answer');
    });

    test('checkout travellers step', async ({ page, request }) => {
      await page.goto(`/de-de/booking/info/${await newBooking(request)}`);
      await settle(page, page.getByRole('main').getByRole('heading', { level: 1 }));
      await expectStable(page, 'checkout travellers step');
    });

    test('destination page', async ({ page }) => {
      await page.goto('/de-de/urlaub/spanien/mallorca.html');
      await settle(
        page,
        page.getByRole('main').getByRole('heading', { level: 1, name: 'Urlaub in Mallorca' }),
      );
      await expectStable(page, 'destination page');
    });
  });
}

/** Where the element after the search mask's slot starts, from the top of the document. */
function topOfWhatFollowsTheMask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const marked = document.querySelector('[data-after-mask]');
    const after = marked ?? document.querySelector('.hs-search-slot')?.nextElementSibling;
    if (!after) throw new Error('nothing follows the search mask');
    after.setAttribute('data-after-mask', '');
    return after.getBoundingClientRect().top + window.scrollY;
  });
}

// The mask's own chunk may arrive after the page: its placeholder reserves exactly its room on
// phones (the summary bar), in two rows up to 1279 px and in one row from 1280 px, whatever
// the labels' length (German ones are long), so what follows does not move when it comes.
for (const width of [375, 900, 1024, 1280]) {
  for (const [label, path] of [
    ['a homepage', '/alpina/de-ch'],
    ['a result list', '/de-de/search?dest=es-mallorca&dep=FRA'],
  ] as const) {
    test(`the search mask takes its placeholder's room on ${label} at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      let release!: () => void;
      const held = await holdChunks(
        page,
        'hs-search-bar__details',
        new Promise<void>((resolve) => (release = resolve)),
      );
      // Not until 'load': a held chunk asked for during the page's load would hold that event too.
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.hs-search-slot')).toBeAttached();
      // Above a result list the mask is asked for once the list has shown.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const before = await topOfWhatFollowsTheMask(page);

      release();
      await expect(page.locator('.hs-search-mask, .hs-search-bar')).toBeVisible();
      await expect(page.locator('.hs-search-slot')).toHaveCount(0);
      expect(await topOfWhatFollowsTheMask(page)).toBeCloseTo(before, 0);
    });
  }
}
