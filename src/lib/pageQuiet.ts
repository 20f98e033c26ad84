/**
 * "The page has shown what it came for": no code chunk and no shop request in flight, then an
 * idle moment of the browser. Parts a visitor does not need first (the footer, the cookie notice,
 * the favourites count, analytics, the search mask above a result list or hotel) wait for it, so
 * a phone does not share its network and main thread between them and the page's first content.
 * See docs/rules/speed.md ("After the page's content").
 */

/** The longest anything waits after asking: a page that never goes quiet still gets its parts. */
export const longestQuietWait = 4000;

let inFlight = 0;
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

/** Looks again once the browser is idle: a load started meanwhile keeps the waiters waiting. */
function checkQuiet(): void {
  if (checkPending || waiters.length === 0) return;
  checkPending = true;
  whenIdle(() => {
    checkPending = false;
    if (inFlight === 0) release();
  });
}

/** Counts `load` as in flight until it settles either way; returns it unchanged. */
export function trackLoad<T>(load: Promise<T>): Promise<T> {
  inFlight += 1;
  const settled = () => {
    inFlight -= 1;
    if (inFlight === 0) checkQuiet();
  };
  load.then(settled, settled);
  return load;
}

/** Resolves once nothing is in flight and the browser is idle, or after `longestQuietWait`. */
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
