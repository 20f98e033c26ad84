/**
 * "The page has shown what it came for": no code chunk and no shop request in flight for a
 * moment, then an idle moment of the browser. Parts a visitor does not need first (the footer, the cookie notice,
 * the favourites count, analytics, the search mask above a result list or hotel) wait for it, so
 * a phone does not share its network and main thread between them and the page's first content.
 * See docs/rules/speed.md ("After the page's content").
 */

/** The longest anything waits after asking: a page that never goes quiet still gets its parts. */
export const longestQuietWait = 4000;

/**
 * How long nothing may start before the page counts as quiet: a page loads in phases (its code,
 * its first answer, then what rendering that answer asks for), with short gaps between them
 * that are not the end.
 */
export const quietPeriod = 300;

let inFlight = 0;
/** Counts every load started, so a check can tell whether one started during its wait. */
let started = 0;
let waiters: (() => void)[] = [];
let checkPending = false;

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 1);
}

function release(): void {
  const ready = waiters;
  waiters = [];
  for (const resolve of ready) resolve();
}

/**
 * Waits `quietPeriod`, then for an idle moment: when no load started meanwhile, the page is
 * quiet; otherwise the next load's end looks again.
 */
function checkQuiet(): void {
  if (checkPending || waiters.length === 0) return;
  checkPending = true;
  const startedBefore = started;
  setTimeout(
    () =>
      whenIdle(() => {
        checkPending = false;
        if (inFlight === 0 && started === startedBefore) release();
        else if (inFlight === 0) checkQuiet();
      }),
    quietPeriod,
  );
}

/** Counts `load` as in flight until it settles either way; returns it unchanged. */
export function trackLoad<T>(load: Promise<T>): Promise<T> {
  inFlight += 1;
  started += 1;
  const settled = () => {
    inFlight -= 1;
    if (inFlight === 0) checkQuiet();
  };
  load.then(settled, settled);
  return load;
}

/**
 * Resolves once nothing has been in flight for `quietPeriod` and the browser is idle, or after
 * `longestQuietWait`.
 */
export function afterPageQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(finish, longestQuietWait);
    waiters.push(finish);
    if (inFlight === 0) checkQuiet();
  });
}

/** Loads in flight now (for tests). */
export function loadsInFlight(): number {
  return inFlight;
}
