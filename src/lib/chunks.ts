import {
  createElement,
  startTransition,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { trackLoad } from './pageQuiet';

/**
 * Every code chunk the shop loads goes through `loadChunk` (or `lazyChunk`, which uses it): a failed
 * download is tried once more before the failure reaches the page. See docs/rules/failures.md.
 */

/** The pause before the second attempt: a dropped connection often comes back within it. */
export const chunkRetryDelay = 500;

/**
 * `load` with one more attempt after a failure. Webpack forgets a chunk whose script failed (it
 * keeps the pending load only while loading), so the second attempt requests the file anew.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  { after }: ChunkTiming = {},
): () => Promise<T> {
  // Only the download counts as in flight, not the wait for `after`.
  const tracked = () => trackLoad(load());
  const attempt = () =>
    tracked().catch(
      () =>
        new Promise<T>((resolve, reject) => {
          setTimeout(() => tracked().then(resolve, reject), chunkRetryDelay);
        }),
    );
  return after ? () => after().then(attempt) : attempt;
}

/**
 * `load` shared by every caller: one download at a time, kept once it is in. A failed one is
 * forgotten, so the next call (the next intent, the next validation) tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let request: Promise<T> | undefined;
  return () =>
    (request ??= load().catch((error: unknown) => {
      request = undefined;
      throw error;
    }));
}

export interface ChunkTiming {
  /**
   * Resolves when the chunk may start loading, e.g. `afterPageQuiet` for a part the visitor does
   * not need first.
   */
  after?: () => Promise<void>;
}

type ChunkState<T> =
  | { kind: 'idle' }
  | { kind: 'pending'; settled: Promise<void> }
  | { kind: 'loaded'; Component: T }
  | { kind: 'failed'; error: unknown };

/** Lazy pieces whose load failed, made loadable again by a 'Try again' (forgetFailedChunks). */
const failedChunks = new Set<() => void>();

/** Lets every failed lazy piece load anew on its next render (ChunkBoundary's 'Try again'). */
export function forgetFailedChunks(): void {
  for (const forget of failedChunks) forget();
  failedChunks.clear();
}

/**
 * A lazy piece; `preload` starts its load before it renders and shares that load with it.
 * `loaded` starts the load too, and says whether the piece is in (throwing a failed load's error,
 * as rendering it would).
 */
export type LazyChunk<P> = ComponentType<P> & {
  preload: () => Promise<void>;
  loaded: () => boolean;
};

/**
 * A component that loads with its chunk, like React.lazy, but through loadChunk, and whose failure
 * is not kept for good: React.lazy keeps a failed load's error, so no 'Try again' could ever load
 * it. Until it is in, the load suspends for the nearest Suspense; a failure throws for the nearest
 * ChunkBoundary, and keeps throwing until forgetFailedChunks.
 */
// Any component, as React.lazy takes: its props are the lazy piece's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  /**
   * When to load; or `{ retry: false }` where `load` goes through loadChunk already (which then
   * carries its own timing), so a chunk is tried twice, not four times.
   */
  options: ChunkTiming | { retry: false } = {},
): LazyChunk<ComponentProps<T>> {
  const attempt = 'retry' in options ? load : loadChunk(load, options);
  let state: ChunkState<T> = { kind: 'idle' };
  const forget = () => {
    if (state.kind === 'failed') state = { kind: 'idle' };
  };
  const current = (): Exclude<ChunkState<T>, { kind: 'idle' }> => {
    if (state.kind === 'idle') {
      const settled = attempt().then(
        (module) => {
          state = { kind: 'loaded', Component: module.default };
        },
        (error: unknown) => {
          state = { kind: 'failed', error };
          failedChunks.add(forget);
        },
      );
      state = { kind: 'pending', settled };
      return state;
    }
    return state;
  };
  function LazyChunk(props: ComponentProps<T>) {
    const now = current();
    if (now.kind === 'loaded') return createElement(now.Component, props);
    if (now.kind === 'failed') throw now.error;
    // Suspends until the load has settled either way.
    throw now.settled;
  }
  LazyChunk.loaded = (): boolean => {
    const now = current();
    if (now.kind === 'failed') throw now.error;
    return now.kind === 'loaded';
  };
  LazyChunk.preload = async (): Promise<void> => {
    const now = current();
    if (now.kind === 'pending') await now.settled;
    if (state.kind === 'failed') throw state.error;
  };
  return LazyChunk;
}

/**
 * Whether something a render needs has arrived, without suspending: `settled` says whether it has,
 * `wait` starts or joins its load. False while it loads, then true in a render React runs at
 * transition priority.
 *
 * For what the page's largest content waits for (the route's chunk, its texts): a Suspense boundary
 * that shows its content once a load settles does so in a retry render, and React holds a retry's
 * commit for up to half a second after the last fallback it showed whenever another part of that
 * render shows a fallback of its own (a lazy widget inside the page), which kept a loaded page off
 * the screen.
 */
export function useSettled(
  settled: boolean,
  wait: () => Promise<unknown>,
  /** What is waited for: a new one is waited for anew. */
  what: unknown,
): boolean {
  const [, rerendered] = useState(0);
  useEffect(() => {
    if (settled) return;
    let current = true;
    const rerender = () => {
      if (current) startTransition(() => rerendered((count) => count + 1));
    };
    wait().then(rerender, rerender);
    return () => {
      current = false;
    };
    // `wait` may be a new function each render; `what` names what it waits for.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [settled, what]);
  return settled;
}

/**
 * Whether a lazy piece is in, without suspending (useSettled). A failed load throws for the nearest
 * ChunkBoundary, as rendering the piece would.
 */
export function useChunkLoaded(chunk: Pick<LazyChunk<unknown>, 'loaded' | 'preload'>): boolean {
  return useSettled(chunk.loaded(), chunk.preload, chunk);
}
