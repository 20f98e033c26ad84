/**
 * The browser half of `npm run size`: loads each measured page of the production build (dist/)
 * from the demo host on loopback in Debian's Chromium, as a first visit, waits until the page has
 * settled, and sums the gzipped size of every JavaScript response it received. The shop's own
 * files count against the page's budget (scripts/sizeBudgets.ts); the host page's and third
 * parties' scripts and prefetched chunks are listed beside them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  chromium,
  type APIRequestContext,
  type Browser,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { newBooking } from '../e2e/demoHost';
import { snapshotMark } from '../src/ui/headTags';
import { serveForBench } from './bench/serveForBench';
import { pageBudgets, pageLimits, type MeasuredPage } from './sizeBudgets';
import {
  chunkLabel,
  formatPageFiles,
  formatPageTable,
  pagesOverBudget,
  pagesOverTarget,
  summarisePageLoad,
  type LoadedScript,
  type PageSizeRow,
} from './sizeReport';

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const assetsPrefix = '/assets/';
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const locale = 'de-de';
const destination = 'es-mallorca';
/** Pages a brand host serves with an HTML snapshot, measured so: the take-over is part of them. */
const snapshotPages = new Set<MeasuredPage>(['home', 'destination']);
/** A page has settled when nothing was in flight and no request started for this long. */
const quietMs = 1500;
/** A page that never settles (a polling loop) fails the measure instead of hanging it. */
const settleTimeoutMs = 45_000;

const isJavaScript = (request: Request): boolean =>
  request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');

/** The measured pages' addresses: a hotel of the demo catalogue and a fresh checkout. */
async function pagePaths(request: APIRequestContext): Promise<Record<MeasuredPage, string>> {
  const list = await request.post(`/ajax/mixed-resultlist?locale=${locale}`, {
    data: { productSearch: { destinations: [destination] }, resultsPerPage: 1 },
  });
  const hotel = (await list.json()).results?.[0]?.hotels?.[0] as
    { id: number; slugPath: string; slugName: string } | undefined;
  if (!hotel) throw new Error(`the demo result list for ${destination} is empty`);
  const checkoutId = await newBooking(request);
  return {
    home: `/${locale}`,
    'result list': `/${locale}/search?dest=${destination}&dep=FRA`,
    hotel: `/${locale}/hotel/${hotel.slugPath}/${hotel.slugName}-${hotel.id}?dest=${destination}`,
    'checkout travellers': `/${locale}/booking/info/${checkoutId}`,
    voucher: `/${locale}/voucher/checkout`,
    destination: `/${locale}/urlaub/spanien/mallorca.html`,
  };
}

/**
 * Resolves once no request has been in flight for `quietMs` (lazy chunks that start after the
 * first wave, idle-time loads included), driven by the page's request events.
 */
function settled(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    let inFlight = 0;
    let quietTimer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      finish();
      reject(new Error(`the page did not settle within ${settleTimeoutMs / 1000} s`));
    }, settleTimeoutMs);
    const armQuiet = () => {
      clearTimeout(quietTimer);
      if (inFlight === 0) {
        quietTimer = setTimeout(() => {
          finish();
          resolve();
        }, quietMs);
      }
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(quietTimer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      armQuiet();
    };
    const finish = () => {
      clearTimeout(giveUp);
      clearTimeout(quietTimer);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    armQuiet();
  });
}

/**
 * gzip -9 of what the browser received (decoded). Should the body be gone (a frame that went away
 * with it): the same file from dist/, else the same address fetched once more.
 */
async function gzipSizeOf(response: Response, request: APIRequestContext): Promise<number> {
  const body = await response.body().catch(() => undefined);
  if (body) return gzipSync(body, { level: 9 }).length;
  const file = path.join(dist, new URL(response.url()).pathname);
  if (file.startsWith(dist) && existsSync(file)) {
    return gzipSync(readFileSync(file), { level: 9 }).length;
  }
  const again = await request.get(response.url());
  return gzipSync(await again.body(), { level: 9 }).length;
}

async function measurePage(
  browser: Browser,
  baseURL: string,
  page: MeasuredPage,
  pagePath: string,
): Promise<PageSizeRow> {
  // A fresh context per page: an empty cache and no cookies, as on a first visit.
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  try {
    const tab = await context.newPage();
    const bodies: Promise<LoadedScript>[] = [];
    const sheets: Promise<{ path: string; gzipBytes: number }>[] = [];
    tab.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() === 'stylesheet' && response.status() < 400) {
        const sheet = gzipSizeOf(response, context.request).then((gzipBytes) => ({
          path: new URL(response.url()).pathname,
          gzipBytes,
        }));
        sheet.catch(() => undefined);
        sheets.push(sheet);
        return;
      }
      if (!isJavaScript(request) || response.status() >= 400) return;
      const script = gzipSizeOf(response, context.request).then((gzipBytes) => ({
        path: new URL(response.url()).pathname,
        gzipBytes,
        prefetch: request.resourceType() !== 'script',
      }));
      // Reported by Promise.all below; until then a failure must not end the process.
      script.catch(() => undefined);
      bodies.push(script);
    });
    const quiet = settled(tab);
    // Awaited after the navigation; should that fail first, this one's failure is moot.
    quiet.catch(() => undefined);
    const served = await tab.goto(pagePath, { waitUntil: 'load' });
    if (snapshotPages.has(page) && !(await served?.text())?.includes(snapshotMark)) {
      throw new Error(
        `${page} (${pagePath}) was served without its HTML snapshot: ` +
          'run `npm run snapshots` after `npm run build`',
      );
    }
    await quiet;
    // The browser's own idle time too: parts that load when idle have asked by then.
    await tab.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })),
    );
    await settled(tab);
    const scripts = await Promise.all(bodies);
    const stylesheets = await Promise.all(sheets);
    const loadedPath = new URL(tab.url()).pathname + new URL(tab.url()).search;
    const { limitKiB, targetKiB } = pageLimits(page);
    return summarisePageLoad(
      { page, path: loadedPath, scripts, stylesheets },
      assetsPrefix,
      limitKiB,
      targetKiB,
    );
  } finally {
    await context.close();
  }
}

/**
 * What a chunk holds, from its source map ('' when there is none): in dist/source-maps/, where a
 * production build writes them, or beside the chunk (a build with PUBLIC_SOURCE_MAPS=1).
 */
function labelOf(filePath: string): string {
  const map = [
    path.join(dist, 'source-maps', `${filePath.replace(/^\/assets\//, '')}.map`),
    path.join(dist, `${filePath}.map`),
  ].find((file) => file.startsWith(dist) && existsSync(file));
  if (!map) return '';
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
  return chunkLabel(sources ?? []);
}

/** Measures every page; returns the problems (empty when all are within budget). */
export async function measureInBrowser(): Promise<{ rows: PageSizeRow[]; problems: string[] }> {
  if (!existsSync(path.join(dist, 'assets', 'shop.js'))) {
    return { rows: [], problems: ['no production build in dist/: run `npm run build` first'] };
  }
  if (!existsSync(chromiumPath)) {
    return {
      rows: [],
      problems: [`no Chromium at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH`],
    };
  }
  const host = await serveForBench();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const setup = await browser.newContext({ baseURL: host.baseURL });
    const paths = await pagePaths(setup.request);
    await setup.close();
    const rows: PageSizeRow[] = [];
    for (const page of Object.keys(pageBudgets) as MeasuredPage[]) {
      rows.push(await measurePage(browser, host.baseURL, page, paths[page]));
    }
    console.log(
      '\nIn Chromium: gzipped JavaScript a first visit loads until the page has settled ' +
        `(desktop viewport, locale ${locale}):\n`,
    );
    console.log(formatPageTable(rows));
    console.log(
      '\nShop: the bundle and its chunks, against the budget (an interim ceiling while the page ' +
        'is above its target). Host/3rd: the host page’s and third ' +
        'parties’ scripts. Prefetch: chunks fetched at idle priority for later pages, not run. ' +
        'Shop CSS: the shop’s stylesheets the page linked, gzipped; shown, not budgeted (the ' +
        'budgets and the static count above are JavaScript only).\n',
    );
    for (const row of rows) console.log(`${formatPageFiles(row, labelOf)}\n`);
    const stillAbove = pagesOverTarget(rows);
    if (stillAbove.length > 0) {
      console.log(
        `Not yet at target (within the interim ceiling):\n- ${stillAbove.join('\n- ')}\n`,
      );
    }
    return { rows, problems: pagesOverBudget(rows) };
  } finally {
    await browser.close();
    await host.close();
  }
}
