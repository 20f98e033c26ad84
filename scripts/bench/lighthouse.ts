/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (4× CPU slowdown, simulated slow 4G)
 * in Debian's Chromium against the production build on the demo host, served over HTTP/2 with TLS
 * (demo/server/secureFront.ts) as production hosts serve it, three runs each for the
 * homepage, a result list, a hotel page, the checkout's travellers step and a destination page.
 * Prints the medians of score, LCP, TBT and CLS beside their targets and writes every run to
 * .lighthouse-stats.json (ignored by git). The snapshot pages are measured once more with the
 * shop's scripts blocked: the floor the machine allows, which says whether it can show the targets
 * at all. The figures are reported, not asserted: a complete run exits 0. Builds nothing: run
 * `npm run build` first. Loopback only.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { CheckoutResponse, ResultListResponse } from '../../src/api/types';
import {
  allWithinTargets,
  defaultTargets,
  formatTable,
  landingTargets,
  machineVerdict,
  medianFigures,
  verdicts,
  type LighthouseFigures,
  type PageRow,
  type Targets,
} from './lighthouseReport';

const root = path.resolve(__dirname, '..', '..');
const statsFile = '.lighthouse-stats.json';
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runsPerPage = 3;
// A run that fails (a protocol timeout on a busy machine) is tried again, but not forever.
const maxAttemptsPerPage = runsPerPage + 2;
const hostStartTimeoutMs = 60_000;
const hostStopTimeoutMs = 10_000;
const apiTimeoutMs = 30_000;
const locale = 'de-de';
const destination = 'es-mallorca';

interface BenchPage {
  page: string;
  path: string;
  targets: Targets;
  /** Served with an HTML snapshot, so it has content without the shop's scripts too. */
  snapshot: boolean;
}

/** The shop's own scripts (entry and chunks); the host page's scripts still run. */
const shopScripts = ['*/assets/*.js'];

/**
 * The demo host as its own process, as `npm run serve` runs it: Lighthouse's trace processing in
 * this process would otherwise hold up the host's answers and count as server time.
 */
function startDemoHost(): Promise<{
  baseURL: string;
  secureURL: string;
  host: ChildProcessWithoutNullStreams;
}> {
  const host = spawn(process.execPath, ['-r', 'esbuild-register', 'demo/server/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DEMO_HTTP2: '1' },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new Error(`the demo host printed no address within ${hostStartTimeoutMs} ms`)),
      hostStartTimeoutMs,
    );
    host.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    // Read on after the address line too, so a chatty host never blocks on a full pipe.
    host.stdout.on('data', (chunk: Buffer) => {
      if (settled) return;
      output += chunk.toString();
      const address = /Demo host listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      const secure = /HTTP\/2 front listening on (https:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address && secure) {
        settled = true;
        clearTimeout(timer);
        resolve({ baseURL: address, secureURL: secure, host });
      }
    });
    host.once('error', fail);
    host.once('exit', (code) => fail(new Error(`the demo host exited early (code ${code})`)));
  });
}

/** Stops the demo host by its pid: SIGTERM (it closes its server), SIGKILL if it lingers. */
async function stopDemoHost(host: ChildProcessWithoutNullStreams): Promise<void> {
  if (host.exitCode !== null || host.signalCode !== null || host.pid === undefined) return;
  const exited = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), hostStopTimeoutMs);
    host.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  process.kill(host.pid, 'SIGTERM');
  if (!(await exited) && host.exitCode === null) process.kill(host.pid, 'SIGKILL');
}

async function postJson<T>(baseURL: string, apiPath: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseURL}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(apiTimeoutMs),
  });
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Real addresses: a hotel of the demo catalogue's result list and a freshly created checkout. */
async function findPages(baseURL: string): Promise<BenchPage[]> {
  const list = await postJson<ResultListResponse>(
    baseURL,
    `/ajax/mixed-resultlist?locale=${locale}`,
    { productSearch: { destinations: [destination] }, resultsPerPage: 1 },
  );
  const first = list.results[0];
  const hotel = first?.hotels[0];
  const offerId = first?.offers[0]?.id;
  if (!hotel || !offerId) throw new Error(`the demo result list for ${destination} is empty`);
  const created = await postJson<CheckoutResponse>(
    baseURL,
    `/ajax/booking/create?locale=${locale}`,
    { offer: { id: offerId } },
  );
  const checkoutId = created.cart?.checkout.id;
  if (!checkoutId) throw new Error('the demo host created no checkout');
  return [
    { page: 'home', path: `/${locale}`, targets: landingTargets, snapshot: true },
    {
      page: 'result list',
      path: `/${locale}/search?dest=${destination}&dep=FRA`,
      targets: defaultTargets,
      snapshot: false,
    },
    {
      page: 'hotel',
      path: `/${locale}/hotel/${hotel.slugPath}/${hotel.slugName}-${hotel.id}?dest=${destination}`,
      targets: defaultTargets,
      snapshot: false,
    },
    {
      page: 'checkout travellers',
      path: `/${locale}/booking/info/${checkoutId}`,
      targets: defaultTargets,
      snapshot: false,
    },
    {
      page: 'destination',
      path: `/${locale}/urlaub/spanien/mallorca.html`,
      targets: landingTargets,
      snapshot: true,
    },
  ];
}

interface RunResult {
  figures: LighthouseFigures;
  /** Lighthouse's estimate of the machine's speed: lower means slower or busier. */
  benchmarkIndex: number;
  finalUrl: string;
}

/**
 * One Lighthouse run with the default (mobile) configuration, performance only; requests matching
 * `blocked` fail as if the network refused them.
 */
async function measure(url: string, port: number, blocked: string[] = []): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: blocked,
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const numeric = (audit: string): number => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${audit}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('Lighthouse gave no score');
  return {
    figures: {
      score: score * 100,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

async function measurePage(
  page: BenchPage,
  baseURL: string,
  port: number,
  blocked: string[] = [],
): Promise<PageRow & { benchmarkIndex: number[] }> {
  const url = `${baseURL}${page.path}`;
  const runs: RunResult[] = [];
  for (let attempt = 1; attempt <= maxAttemptsPerPage && runs.length < runsPerPage; attempt += 1) {
    try {
      const run = await measure(url, port, blocked);
      runs.push(run);
      const { figures } = run;
      console.log(
        `  ${page.page}, run ${runs.length}: score ${Math.round(figures.score)}, ` +
          `LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, ` +
          `CLS ${figures.cls.toFixed(3)}`,
      );
      // A redirect would mean the figures belong to another page than the row says.
      if (new URL(run.finalUrl).pathname !== new URL(url).pathname) {
        console.warn(`  note: ${page.page} ended at ${run.finalUrl}`);
      }
    } catch (error) {
      console.warn(`  ${page.page}, attempt ${attempt} failed: ${String(error)}`);
    }
  }
  if (runs.length < runsPerPage) {
    throw new Error(`${page.page}: only ${runs.length} of ${runsPerPage} runs succeeded`);
  }
  const figures = runs.map((run) => run.figures);
  return {
    page: page.page,
    path: page.path,
    runs: figures,
    median: medianFigures(figures),
    targets: page.targets,
    benchmarkIndex: runs.map((run) => Math.round(run.benchmarkIndex)),
  };
}

async function main(): Promise<number> {
  if (!existsSync(path.join(root, 'dist', 'assets', 'shop.js'))) {
    console.error('bench:lighthouse: no production build in dist/; run `npm run build` first.');
    return 1;
  }
  if (!existsSync(chromiumPath)) {
    console.error(
      `bench:lighthouse: no Chromium at ${chromiumPath}; install Debian's chromium or set CHROMIUM_PATH.`,
    );
    return 1;
  }

  const { baseURL, secureURL, host } = await startDemoHost();
  // Pages are measured as production serves them: HTTP/2 over TLS. BENCH_HTTP1=1 measures the
  // plain HTTP/1.1 host instead, for comparison (connection set-up then costs several round trips).
  const pageURL = process.env.BENCH_HTTP1 === '1' ? baseURL : secureURL;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const pages = await findPages(baseURL);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      // The HTTP/2 front's certificate is self-signed for loopback.
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--ignore-certificate-errors',
      ],
    });
    console.log(
      `Lighthouse mobile preset (4× CPU slowdown, simulated slow 4G), ${runsPerPage} runs ` +
        `per page, production build on ${pageURL}\n`,
    );
    const rows = [];
    for (const page of pages) rows.push(await measurePage(page, pageURL, chrome.port));
    console.log("\nThe snapshot pages again, with the shop's scripts blocked:");
    const floors = [];
    for (const page of pages.filter((candidate) => candidate.snapshot)) {
      floors.push(await measurePage(page, pageURL, chrome.port, shopScripts));
    }

    console.log(`\nMedians of ${runsPerPage} runs (target, then ok or over):\n`);
    console.log(formatTable(rows));
    console.log(`\nThe floor this machine allows (snapshot pages without the shop's scripts):\n`);
    console.log(formatTable(floors));
    const indexes = [...rows, ...floors].flatMap((row) => row.benchmarkIndex).sort((a, b) => a - b);
    console.log(
      `\nLighthouse benchmark index of this machine: ${indexes[0]}–${indexes.at(-1)} ` +
        '(lower is slower; a busy machine lowers it and worsens every figure).',
    );
    console.log(
      allWithinTargets(rows)
        ? 'bench:lighthouse: every median is within its target.'
        : 'bench:lighthouse: some medians are over their targets (reported, not asserted).',
    );
    for (const line of machineVerdict(indexes, floors)) console.log(line);
    const stats = {
      measuredAt: new Date().toISOString(),
      preset: 'mobile',
      runsPerPage,
      pages: rows.map((row) => ({ ...row, verdicts: verdicts(row.median, row.targets) })),
      floors: floors.map((row) => ({ ...row, verdicts: verdicts(row.median, row.targets) })),
    };
    writeFileSync(path.join(root, statsFile), `${JSON.stringify(stats, null, 2)}\n`);
    console.log(`Figures written to ${statsFile}.`);
    return 0;
  } finally {
    // chrome-launcher stops the Chromium it started (and removes its profile directory).
    chrome?.kill();
    await stopDemoHost(host);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('bench:lighthouse: could not measure:', error);
    process.exitCode = 1;
  },
);
