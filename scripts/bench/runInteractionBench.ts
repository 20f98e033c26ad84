import { chromium, type Page } from '@playwright/test';
import { measureInteraction, observeInteractions, type Measured } from './interactionLatency';
import { serveForBench } from './serveForBench';

/**
 * One measured interaction: `prepare` and `reset` run outside the measurement, and the page settles
 * (no request in flight, the main thread idle) between `prepare` and `act`.
 */
export interface Interaction {
  name: string;
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  reset: (page: Page) => Promise<void>;
  /**
   * A selector for what the input opens (a flyout's dialog): measured to the first frame that
   * shows it when that comes after Event Timing's paint.
   */
  shows?: string;
  /**
   * Each run on a freshly loaded page, as a shopper's first use of the control after arriving:
   * no warm caches, compiled code or earlier renders from the runs before it.
   */
  firstUse?: boolean;
}

export interface InteractionBench {
  title: string;
  /** Path on the demo host, e.g. '/en-gb/search?dest=…'. */
  path: string;
  /** Waits until the page is ready to be used (and opens whatever the interactions need). */
  ready: (page: Page) => Promise<void>;
  interactions: Interaction[];
  budgetMs?: number;
  runs?: number;
}

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Input-to-next-paint of each interaction at 4× CPU slowdown, in Debian's Chromium against the
 * production build on the demo host (loopback only). Prints the median and worst of several runs
 * and exits 1 when a median is over budget.
 */
export async function runInteractionBench({
  title,
  path,
  ready,
  interactions,
  budgetMs = 100,
  runs = 7,
}: InteractionBench): Promise<void> {
  const server = await serveForBench();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  let failed = false;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await observeInteractions(page);
    let inFlight = 0;
    let whenQuiet: (() => void) | undefined;
    const finished = () => {
      inFlight -= 1;
      if (inFlight === 0) whenQuiet?.();
    };
    page.on('request', () => (inFlight += 1));
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
    /** Until nothing loads and the page's main thread has had an idle moment. */
    const settle = async () => {
      for (;;) {
        // Bounded: a page that is never idle is measured anyway, and said to be busy.
        const idle = await page.evaluate(
          () =>
            new Promise<boolean>((done) =>
              requestIdleCallback((deadline) => done(!deadline.didTimeout), { timeout: 2000 }),
            ),
        );
        if (!idle) console.warn('bench: the page had no idle moment for 2 s before the input');
        if (inFlight <= 0) return;
        await new Promise<void>((quiet, fail) => {
          const timer = setTimeout(() => fail(new Error('bench: requests never finished')), 10_000);
          whenQuiet = () => {
            clearTimeout(timer);
            quiet();
          };
        });
      }
    };
    const cdp = await page.context().newCDPSession(page);
    const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Loaded at full speed, used at 4× slowdown: the bench measures the interaction, not the load.
    const load = async () => {
      await throttle(1);
      await page.goto(`${server.baseURL}${path}`);
      await ready(page);
      // Chunks and data in place, as for a visitor who has looked at the page for a moment.
      await page.waitForLoadState('networkidle');
      await throttle(4);
    };
    await load();
    let pageUsed = false;

    console.log(
      `${title}, input to next paint at 4× CPU slowdown (${runs} runs, budget ${budgetMs} ms)\n`,
    );
    for (const interaction of interactions) {
      const samples: Measured[] = [];
      for (let i = 0; i < runs; i += 1) {
        if (interaction.firstUse && pageUsed) await load();
        pageUsed = true;
        await interaction.prepare?.(page);
        await settle();
        samples.push(
          await measureInteraction(page, () => interaction.act(page), interaction.shows),
        );
        await interaction.reset(page);
      }
      const times = samples.map((sample) => sample.ms);
      const typical = median(times);
      const verdict = typical <= budgetMs ? 'ok' : 'OVER';
      failed ||= typical > budgetMs;
      const worst = Math.max(...times);
      const byFrame = samples.filter((sample) => sample.by === 'content frame').length;
      const note = byFrame > 0 ? `   (${byFrame}/${runs} to a later frame with the content)` : '';
      console.log(
        `${interaction.name.padEnd(28)} median ${typical.toFixed(0).padStart(4)} ms   worst ${worst
          .toFixed(0)
          .padStart(4)} ms   ${verdict}${note}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (failed) {
    console.error('\nbench: an interaction is over budget');
    process.exit(1);
  }
}

/** Entry point of a bench script: any error fails it. */
export function runBench(bench: InteractionBench): void {
  runInteractionBench(bench).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
