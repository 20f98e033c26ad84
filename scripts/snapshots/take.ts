/**
 * `npm run snapshots` (after `npm run build`): renders the demo brand's home page, landing pages,
 * glossary letters and destination pages in Chromium against the production build on the demo
 * host, and writes each as an HTML snapshot (the mount element's markup and the page's head tags)
 * to dist/snapshots/<brand>/. README, "HTML snapshots", says how a host serves and refreshes them.
 *
 * SNAPSHOT_ORIGIN: the brand's public origin for the addresses in the snapshots; without it they
 * stay root-relative and the host adds its own origin when serving. SNAPSHOT_PATHS: a comma list
 * of router paths to take only those (the other snapshots are kept).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Locale } from '../../src/config/locales';
import { createDemoApp } from '../../demo/server/app';
import { glossaryPagePaths, prefixesOf, prefixesRequest } from '../../demo/server/contentPages';
import {
  snapshotFile,
  snapshotStylesFile,
  snapshotStylesPath,
  type Snapshot,
} from '../../demo/server/snapshotPage';
import { capturePage, pageSettled, type CapturedPage } from './capture';
import { alternatesOf, demoBrand, homeAndLandingPaths, withOrigin } from './plan';

const root = path.resolve(__dirname, '..', '..');
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const publicOrigin = (process.env.SNAPSHOT_ORIGIN ?? '').replace(/\/$/, '');
const only = (process.env.SNAPSHOT_PATHS ?? '')
  .split(',')
  .map((item) => item.trim())
  .filter(Boolean);
/** DOMPurify's browser build, added to each page for the capture. */
const purifySource = readFileSync(require.resolve('dompurify/dist/purify.js'), 'utf8');
/** Pages rendered side by side: two cores are shared with the host. */
const parallel = 2;

/** The demo host on a free loopback port, serving no snapshots: every page renders in the shop. */
async function startHost(): Promise<{ origin: string; close(): Promise<void> }> {
  const empty = mkdtempSync(path.join(tmpdir(), 'holiday-shop-no-snapshots-'));
  const app = createDemoApp({ root, snapshots: empty });
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) =>
        server.close(() => {
          rmSync(empty, { recursive: true, force: true });
          done();
        }),
      ),
  };
}

/** The glossary letters and destination pages of a locale, asked from the host's content service. */
async function glossaryPaths(origin: string, locale: Locale): Promise<string[]> {
  const response = await fetch(prefixesRequest(origin, locale));
  if (!response.ok) throw new Error(`The content service answered ${response.status}`);
  return glossaryPagePaths(prefixesOf(await response.json()), locale);
}

/** One page rendered until it has settled, and what a snapshot keeps of it. */
async function take(page: Page, origin: string, routerPath: string): Promise<CapturedPage> {
  const response = await page.goto(`${origin}${demoBrand.basePath}${routerPath}`);
  if (response?.status() !== 200) throw new Error(`answered ${response?.status() ?? 'nothing'}`);
  await page.waitForFunction(pageSettled, '#holiday-shop', { timeout: 30_000 });
  // CMS modules load as they come near the view: every one is brought near once, so the
  // snapshot holds them all.
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      scrollTo(0, top);
      await frame();
      // Modules that came near render while in view, so their pictures load as well.
      for (let frames = 0; frames < 600 && document.querySelector('[aria-busy="true"]'); frames++)
        await frame();
    }
    scrollTo(0, 0);
  });
  await page.waitForFunction(pageSettled, '#holiday-shop', { timeout: 30_000 });
  // Everything the page asked for has arrived; then it must still (or again) be settled.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(pageSettled, '#holiday-shop', { timeout: 30_000 });
  // Run as the test runner's own code, not as a <script> element: the page's policy refuses
  // inline scripts.
  await page.evaluate(purifySource);
  return page.evaluate(capturePage, '#holiday-shop');
}

/** How long one page may take (usually a few seconds); then its browser is checked for frames. */
const pageDeadline = 90_000;
/** Browsers started in all, the first included, before the pages left count as failed. */
const browserAttempts = 3;

/** `work`, or an error once `ms` have passed without its answer. */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms);
  });
  // The abandoned work fails when its browser is closed; that failure is expected.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the page's browser still draws: a frame within a few seconds. */
async function drawsFrames(page: Page): Promise<boolean> {
  const frame = page.evaluate(
    () => new Promise<boolean>((done) => requestAnimationFrame(() => done(true))),
  );
  return withDeadline(frame, 5_000).catch(() => false);
}

/** Chromium with one context: a desktop visitor in Berlin who has seen the cookie notice. */
async function launchBrowser(origin: string): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  // The notice belongs to the visitor, not the page.
  await context.addCookies([{ name: 'hs_cookie_notice', value: '1', url: origin }]);
  return browser;
}

/** Closes a browser, giving up after a while: a stalled one may not answer that either. */
async function closeBrowser(browser: Browser): Promise<void> {
  await withDeadline(browser.close(), 15_000).catch(() => undefined);
}

async function main(): Promise<number> {
  if (!existsSync(path.join(root, 'dist', 'assets', 'shop.js'))) {
    console.error('snapshots: no production build in dist/; run `npm run build` first.');
    return 1;
  }
  if (!existsSync(executablePath)) {
    console.error(`snapshots: no Chromium at ${executablePath}; set CHROMIUM_PATH.`);
    return 1;
  }
  const host = await startHost();
  let browser: Browser | null = null;
  const failed: string[] = [];
  try {
    const queue: { routerPath: string; locale: Locale }[] = [];
    for (const [locale, landing] of Object.entries(demoBrand.locales) as [Locale, string[]][]) {
      for (const routerPath of [
        ...homeAndLandingPaths(locale, landing),
        ...(await glossaryPaths(host.origin, locale)),
      ])
        if (!only.length || only.includes(routerPath)) queue.push({ routerPath, locale });
    }
    console.log(`Taking ${queue.length} snapshots of ${demoBrand.id} in Chromium…`);

    const captured = new Map<string, { locale: Locale; page: CapturedPage }>();
    // Chromium on a busy machine has been seen to stop drawing frames in every page at once: a
    // wait for a frame then never ends. A page that fails or gives no answer in time while its
    // browser draws nothing stops that browser; the pages left are taken in a new one, at most
    // twice.
    let pending = queue;
    for (let attempt = 1; pending.length > 0 && attempt <= browserAttempts; attempt++) {
      if (attempt > 1) {
        console.warn(
          `Chromium stopped answering; ${pending.length} page(s) again in a new browser…`,
        );
      }
      browser = await launchBrowser(host.origin);
      const context = browser.contexts()[0]!;
      const stalled: typeof queue = [];
      let next = 0;
      const worker = async () => {
        const page = await context.newPage();
        while (stalled.length === 0 && next < pending.length) {
          const item = pending[next++]!;
          try {
            const taken = await withDeadline(
              take(page, host.origin, item.routerPath),
              pageDeadline,
            );
            captured.set(item.routerPath, { locale: item.locale, page: taken });
          } catch (error) {
            // A stall shows as a missing answer or as a wait for the page that timed out; only
            // a page whose browser still draws has failed on its own.
            if (!(await drawsFrames(page))) stalled.push(item);
            else failed.push(`${item.routerPath}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      };
      await Promise.all(Array.from({ length: parallel }, worker));
      pending = [...stalled, ...pending.slice(next)];
      await closeBrowser(browser);
      browser = null;
    }
    for (const item of pending) {
      failed.push(`${item.routerPath}: no answer from Chromium in ${browserAttempts} browsers`);
    }

    const folder = path.join(root, 'dist', 'snapshots', demoBrand.id);
    if (!only.length) rmSync(folder, { recursive: true, force: true });
    const rebase = (text: string) => withOrigin(text, host.origin, publicOrigin);
    const alternates = alternatesOf(
      new Map([...captured].map(([routerPath, { locale }]) => [routerPath, locale])),
      (routerPath) => `${publicOrigin}${demoBrand.basePath}${routerPath}`,
    );
    const takenAt = new Date().toISOString();
    for (const [routerPath, { page }] of captured) {
      // The rules for the markup's style attributes, in a file named by its content.
      let ownStylesheet: string | null = null;
      if (page.styleRules) {
        const rules = `${rebase(page.styleRules)}\n`;
        const name = `${createHash('sha256').update(rules).digest('hex').slice(0, 8)}.css`;
        const stylesFile = snapshotStylesFile(folder, name)!;
        mkdirSync(path.dirname(stylesFile), { recursive: true });
        writeFileSync(stylesFile, rules);
        ownStylesheet = `${snapshotStylesPath}/${demoBrand.id}/${name}`;
      }
      const snapshot: Snapshot = {
        path: routerPath,
        title: page.title,
        description: page.description,
        canonical: page.canonical === null ? null : rebase(page.canonical),
        alternates: alternates.get(routerPath) ?? [],
        structuredData: page.structuredData.map((text) => JSON.parse(rebase(text)) as unknown),
        stylesheets: page.stylesheets.map(rebase),
        ownStylesheet,
        markup: rebase(page.markup),
        takenAt,
      };
      const file = snapshotFile(folder, routerPath);
      if (!file) {
        failed.push(`${routerPath}: no file name for this address`);
        continue;
      }
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(snapshot)}\n`);
      if (page.removed.length)
        console.warn(`${routerPath}: the sanitiser removed ${page.removed.join(', ')}`);
    }
    console.log(`${captured.size} snapshots written to ${path.relative(root, folder)}/`);
  } finally {
    if (browser) await closeBrowser(browser);
    await host.close();
  }
  if (failed.length) {
    console.error(`snapshots: ${failed.length} page(s) failed:\n  ${failed.join('\n  ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
