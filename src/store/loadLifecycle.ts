/**
 * The one lifecycle of a resource a saga loads (a result list, a gallery, map places, a favourites
 * list): the saga calls `callApiNoticingSlowness` (store/sagaHelpers.ts) and its slice keeps these
 * fields, moved only by the functions below. 'Slow' is a flag beside 'loading' rather than a status
 * of its own: a slow load is still loading, and everything that asks "is it loading?" stays one
 * comparison.
 */
export type LoadStatus = 'idle' | 'loading' | 'resolved' | 'rejected';

export interface LoadLifecycle {
  status: LoadStatus;
  /**
   * The request shown or loading (its serialised request, or a locale): an answer, a failure or a
   * slow notice of another request is stale and changes nothing.
   */
  requestKey: string | null;
  /** Still loading after `slowLoadMs`: the page says so. */
  slow: boolean;
}

export const idleLifecycle: LoadLifecycle = { status: 'idle', requestKey: null, slow: false };

/**
 * A load of `key` begins. True when it is another request than the one shown: what the slice
 * shows of the old one no longer holds (its results, its prices).
 */
export function loadBegan(state: LoadLifecycle, key: string): boolean {
  const other = key !== state.requestKey;
  state.requestKey = key;
  state.status = 'loading';
  state.slow = false;
  return other;
}

function loadEnded(state: LoadLifecycle, key: string, status: 'resolved' | 'rejected'): boolean {
  if (key !== state.requestKey) return false;
  state.status = status;
  state.slow = false;
  return true;
}

/** The answer of `key` arrived: true when it is the current request's (store it then). */
export function loadSucceeded(state: LoadLifecycle, key: string): boolean {
  return loadEnded(state, key, 'resolved');
}

/** The load of `key` failed: true when it is the current request's. */
export function loadFailed(state: LoadLifecycle, key: string): boolean {
  return loadEnded(state, key, 'rejected');
}

/** Nothing is asked any more (the input was cleared): the resource is idle again. */
export function loadReset(state: LoadLifecycle): void {
  Object.assign(state, idleLifecycle);
}

/** The load of `key` is taking long: the page says it is still loading. */
export function loadTookLong(state: LoadLifecycle, key: string): void {
  if (key === state.requestKey && state.status === 'loading') state.slow = true;
}
