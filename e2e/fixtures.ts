import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];
type Check = Violation['nodes'][number]['any'][number];

/** Impacts that fail a journey; 'minor' and 'moderate' findings are reported by axe but tolerated. */
const failingImpacts = new Set(['serious', 'critical']);

/**
 * Console errors every journey may see, each with its reason. Keep this list short: an entry here
 * hides a class of failures from every test. A test that provokes an error on purpose (a fault
 * switch, say) allows it for itself with `allowConsoleError`.
 */
export const knownConsoleErrors: readonly { pattern: RegExp; reason: string }[] = [];

export interface ShopFixtures {
  /** Runs axe on the page as it is now and fails on serious or critical violations. */
  expectAccessible: (page: Page, label: string) => Promise<void>;
  /** Lets the current test see console errors matching `pattern` (e.g. a provoked 500). */
  allowConsoleError: (pattern: RegExp) => void;
  /** Fails the test on uncaught page errors and console errors (automatic). */
  failOnPageErrors: undefined;
  /**
   * Fails the test on any content security policy violation in any of its pages (automatic): the
   * demo host serves the brand pages under the strict policy (docs/rules/security-policy.md).
   */
  failOnPolicyViolations: undefined;
  /** The policy violations reported so far in the test's pages. */
  policyViolations: string[];
  /** Lets the current test see violations matching `pattern` (one it provokes on purpose). */
  allowPolicyViolation: (pattern: RegExp) => void;
  allowedPolicyViolations: RegExp[];
  allowedConsoleErrors: RegExp[];
}

/** Route transitions fade and the off-canvas menu slides: scan the settled page, not a frame of it. */
async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * axe files text whose colour equals its background (contrast 1:1) under "needs review", because
 * it cannot tell it from hidden text. Visible text at 1:1 is unreadable, so it counts as a
 * serious violation here.
 */
function invisibleText(incomplete: readonly Violation[]): Violation[] {
  const isEqualRatio = (check: Check) =>
    (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio';
  return incomplete
    .filter((result) => result.id === 'color-contrast')
    .map((result) => ({
      ...result,
      impact: 'serious' as const,
      help: `${result.help} (text colour equals its background: 1:1)`,
      nodes: result.nodes.filter((node) => node.any.some(isEqualRatio)),
    }))
    .filter((result) => result.nodes.length > 0);
}

/**
 * axe on the page, reporting in full only what the journey reads (violations, and "needs review"
 * for the 1:1 contrast check): passes are summed up, not listed node by node. A page without child
 * frames is scanned in one `axe.run`; with frames (the card provider's fields, say), axe runs in
 * each frame and joins the parts in a blank page. The single run gives the same findings in about
 * a quarter of the time, which keeps journeys on long pages well inside their timeouts.
 */
function scan(page: Page): Promise<AxeResults> {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations', 'incomplete'] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
}

export function formatViolations(label: string, violations: readonly Violation[]): string {
  const lines = [`${violations.length} serious/critical accessibility violation(s) on ${label}:`];
  for (const violation of violations) {
    lines.push(
      `\n[${violation.impact}] ${violation.id}: ${violation.help}`,
      `  ${violation.helpUrl}`,
    );
    for (const node of violation.nodes) {
      lines.push(`  at ${node.target.join(' ')}`, `     ${node.html.slice(0, 200)}`);
      if (node.failureSummary) lines.push(`     ${node.failureSummary.replace(/\n/g, '\n     ')}`);
    }
  }
  return lines.join('\n');
}

export const test = base.extend<ShopFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their dependencies; this one has none
  expectAccessible: async ({}, provide) => {
    await provide(async (page, label) => {
      await test.step(`accessibility scan: ${label}`, async () => {
        await waitForAnimations(page);
        const results = await scan(page);
        const failing = [
          ...results.violations.filter((violation) => failingImpacts.has(violation.impact ?? '')),
          ...invisibleText(results.incomplete),
        ];
        expect(
          failing.map((violation) => `${violation.id} (${violation.nodes.length} element(s))`),
          formatViolations(label, failing),
        ).toEqual([]);
      });
    });
  },

  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies
  allowedConsoleErrors: async ({}, provide) => {
    await provide(knownConsoleErrors.map((known) => known.pattern));
  },

  allowConsoleError: async ({ allowedConsoleErrors }, provide) => {
    await provide((pattern) => {
      allowedConsoleErrors.push(pattern);
    });
  },

  failOnPageErrors: [
    async ({ context, allowedConsoleErrors }, provide) => {
      const uncaught: string[] = [];
      const consoleErrors: string[] = [];
      context.on('weberror', (webError) => {
        uncaught.push(`uncaught error: ${webError.error().stack ?? webError.error().message}`);
      });
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        consoleErrors.push(
          `console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`,
        );
      });
      await provide(undefined);
      // Filtered at the end, so a test may allow an error after provoking it.
      const unexpected = consoleErrors.filter(
        (text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)),
      );
      expect([...uncaught, ...unexpected], 'the page threw or logged errors').toEqual([]);
    },
    { auto: true },
  ],

  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies
  policyViolations: async ({}, provide) => {
    await provide([]);
  },

  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies
  allowedPolicyViolations: async ({}, provide) => {
    await provide([]);
  },

  allowPolicyViolation: async ({ allowedPolicyViolations }, provide) => {
    await provide((pattern) => {
      allowedPolicyViolations.push(pattern);
    });
  },

  failOnPolicyViolations: [
    async ({ context, policyViolations: violations, allowedPolicyViolations }, provide) => {
      await context.exposeBinding('__holidayShopPolicyViolation', ({ frame }, report: string) =>
        violations.push(`${report} (page ${frame.url()})`),
      );
      // Recorded in every page and frame as it happens: a page may navigate or close before the end.
      await context.addInitScript(() => {
        addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          const sample = event.sample ? ` (${event.sample.slice(0, 80)})` : '';
          const report = (window as unknown as Record<string, (text: string) => void>)
            .__holidayShopPolicyViolation;
          void report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'an inline one'}${where}${sample}`,
          );
        });
      });
      await provide(undefined);
      const unexpected = violations.filter(
        (text) => !allowedPolicyViolations.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, 'the page broke its content security policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Resolves once the page has drawn two more frames: every event sent before has been handled and
 * what it changed is on screen. For checks that something did *not* happen, instead of a fixed wait.
 */
export function afterFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}
