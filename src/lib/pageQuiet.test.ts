import {
  afterPageQuiet,
  loadsInFlight,
  longestQuietWait,
  quietPeriod,
  trackLoad,
} from './pageQuiet';

/** A load the test settles by hand. */
function pendingLoad() {
  let settle!: (ok: boolean) => void;
  const promise = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('lost')));
  });
  return { promise, settle };
}

/** Whether `promise` has settled after `ms` of timers (a quiet period and an idle moment). */
async function settledAfterTimers(
  promise: Promise<unknown>,
  ms = quietPeriod + 10,
): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('afterPageQuiet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits while a chunk or request is in flight, and resolves once the last one settles', async () => {
    const chunk = pendingLoad();
    const request = pendingLoad();
    void trackLoad(chunk.promise);
    void trackLoad(request.promise).catch(() => undefined);
    const quiet = afterPageQuiet();
    expect(await settledAfterTimers(quiet)).toBe(false);
    chunk.settle(true);
    expect(await settledAfterTimers(quiet)).toBe(false);
    // A failed load counts as settled too.
    request.settle(false);
    expect(await settledAfterTimers(quiet)).toBe(true);
    expect(loadsInFlight()).toBe(0);
  });

  it('resolves at once (after an idle moment) when nothing is in flight', async () => {
    expect(await settledAfterTimers(afterPageQuiet())).toBe(true);
  });

  it('keeps waiting when a new load starts before the idle moment comes', async () => {
    const first = pendingLoad();
    void trackLoad(first.promise);
    const quiet = afterPageQuiet();
    first.settle(true);
    // Nothing is in flight for a moment; the next load starts before the browser is idle.
    await Promise.resolve();
    await Promise.resolve();
    expect(loadsInFlight()).toBe(0);
    const second = pendingLoad();
    void trackLoad(second.promise);
    expect(await settledAfterTimers(quiet)).toBe(false);
    second.settle(true);
    expect(await settledAfterTimers(quiet)).toBe(true);
  });

  it('waits a quiet period again when a load starts and ends within it', async () => {
    const quiet = afterPageQuiet();
    await jest.advanceTimersByTimeAsync(quietPeriod - 50);
    // A short load in the middle of the wait: the page is still in one of its phases.
    const blip = pendingLoad();
    void trackLoad(blip.promise);
    blip.settle(true);
    expect(await settledAfterTimers(quiet, 60)).toBe(false);
    expect(await settledAfterTimers(quiet, quietPeriod + 10)).toBe(true);
  });

  it('never waits longer than its limit for a page that never goes quiet', async () => {
    const endless = pendingLoad();
    void trackLoad(endless.promise);
    const quiet = afterPageQuiet();
    await jest.advanceTimersByTimeAsync(longestQuietWait - 20);
    expect(await settledAfterTimers(quiet, 10)).toBe(false);
    expect(await settledAfterTimers(quiet, 20)).toBe(true);
    endless.settle(true);
    await jest.advanceTimersByTimeAsync(quietPeriod + 10);
  });
});
