import type { Page } from '@playwright/test';

interface ProbeWindow {
  /** Event Timing entries of interactions (inputs with an interactionId) since the last reset. */
  __interactions: { name: string; startTime: number; duration: number }[];
  /** When set, the moment the first frame showing this selector's element was drawn. */
  __shown: { selector: string; insertedAt?: number; paintedAt?: number } | undefined;
}

interface PostTaskScheduler {
  postTask(task: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

/**
 * Latency from an input to the next paint, as the browser's Event Timing API measures it (the same
 * measure as Interaction to Next Paint), plus a probe for what the input was meant to show: the
 * first frame drawn after the expected element entered the page. Installed before the page's own
 * scripts.
 */
export async function observeInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = window as unknown as ProbeWindow;
    probe.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        const { name, startTime, duration } = entry;
        probe.__interactions.push({ name, startTime, duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

    // Event Timing ends at the first paint after the input's handlers. When the page draws the
    // expected content in a later frame (a timer, a transition), that is the frame the shopper
    // waits for: it is found here, from the DOM change to the end of the frame that draws it.
    const frameDrawn = (done: (at: number) => void) =>
      requestAnimationFrame(() => {
        // A task queued during the frame's callbacks runs once its style, layout and paint are
        // done; at the highest priority it runs before work the page has queued meanwhile.
        const scheduler = (window as unknown as { scheduler?: PostTaskScheduler }).scheduler;
        if (scheduler) {
          void scheduler.postTask(() => done(performance.now()), { priority: 'user-blocking' });
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done(performance.now());
        channel.port2.postMessage(null);
      });
    const check = () => {
      const shown = probe.__shown;
      if (!shown || shown.insertedAt !== undefined) return;
      if (!document.querySelector(shown.selector)) return;
      shown.insertedAt = performance.now();
      frameDrawn((at) => {
        if (probe.__shown === shown) shown.paintedAt ??= at;
      });
    };
    // Selectors may ask for focus too (':focus-within'), which moves without a DOM change.
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
    });
    document.addEventListener('focusin', check, true);
  });
}

export interface Measured {
  /** Input to the paint the shopper waits for, in milliseconds. */
  ms: number;
  /** What set it: the Event Timing entry, or the probe's later frame showing the content. */
  by: 'event timing' | 'content frame';
}

/**
 * Runs a click interaction and returns its input-to-paint latency: the slowest Event Timing entry,
 * or, when `shows` is given and its element appears only in a later frame, the time from the input
 * to that frame. So a page that answers a click with an empty paint and draws later is measured to
 * the later frame, never less.
 */
export async function measureInteraction(
  page: Page,
  act: () => Promise<void>,
  shows?: string,
): Promise<Measured> {
  await page.evaluate((selector) => {
    const probe = window as unknown as ProbeWindow;
    probe.__interactions.length = 0;
    probe.__shown = selector === undefined ? undefined : { selector };
  }, shows);
  await act();
  // Event Timing entries arrive after the frame following the input has been presented. A click
  // handled and painted in under 16 ms leaves no entry: then this wait fails, and says so.
  const handle = await page
    .waitForFunction(() => {
      const probe = window as unknown as ProbeWindow;
      const clicked = probe.__interactions.some((entry) => entry.name === 'click');
      const drawn = !probe.__shown || probe.__shown.paintedAt !== undefined;
      if (!clicked || !drawn) return undefined;
      const entries = probe.__interactions;
      const eventMs = Math.max(...entries.map((entry) => entry.duration));
      const { insertedAt, paintedAt } = probe.__shown ?? {};
      if (insertedAt === undefined || paintedAt === undefined) return { eventMs, contentMs: 0 };
      // Timed from the input whose handling put the content in (the click, not the press before).
      const causes = entries.filter((entry) => entry.startTime <= insertedAt);
      const cause = Math.max(...causes.map((entry) => entry.startTime), entries[0]?.startTime ?? 0);
      return { eventMs, contentMs: paintedAt - cause };
    })
    .catch((error: unknown) => {
      throw new Error(`No Event Timing entry of a click, or no frame showing ${shows ?? 'it'}`, {
        cause: error,
      });
    });
  const { eventMs, contentMs } = (await handle.jsonValue()) as {
    eventMs: number;
    contentMs: number;
  };
  // Event Timing rounds to 8 ms: within that, both saw the same frame.
  return contentMs > eventMs + 8
    ? { ms: contentMs, by: 'content frame' }
    : { ms: Math.max(eventMs, contentMs), by: 'event timing' };
}
