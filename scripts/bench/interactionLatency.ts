import type { Page } from '@playwright/test';

/**
 * Latency from an input to the next paint, as the browser's Event Timing API measures it
 * (the same measure as Interaction to Next Paint). Installed before the page's own scripts.
 */
export async function observeInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store: number[] = [];
    (window as unknown as { __interactions: number[] }).__interactions = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) store.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 0, buffered: true } as PerformanceObserverInit);
  });
}

/** Runs an interaction and returns its slowest input-to-paint duration in milliseconds. */
export async function measureInteraction(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { __interactions: number[] }).__interactions.length = 0;
  });
  await act();
  // Event Timing entries arrive after the next frame has been presented.
  await page.waitForTimeout(300);
  const durations = await page.evaluate(() => [
    ...(window as unknown as { __interactions: number[] }).__interactions,
  ]);
  if (durations.length === 0) throw new Error('The interaction produced no Event Timing entry');
  return Math.max(...durations);
}
