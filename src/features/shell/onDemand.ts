import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useChunkRetried } from './ChunkBoundary';

/**
 * Parts of the shell that every page shows but few visitors use (header search, the footer's CMS
 * HTML, the favourites count) load on demand, so a route's first load carries only what it draws.
 * See docs/decisions.md ("Speed").
 */

/**
 * `load` runs on the first `request()` only; the loaded value is returned once it is in. A failed
 * load (a chunk lost on the network) is forgotten, so the next request tries again; the caller
 * says so in its own way.
 *
 * With `inBoundary`, a shell part's failure (its chunk lost even on loadChunk's second attempt)
 * is thrown on the next render instead, for the nearest ChunkBoundary to say so in the part's
 * place; after its 'Try again' the part mounts afresh and loads at once, without waiting for the
 * visitor's next intent.
 */
export function useOnDemand<T>(
  load: () => Promise<T>,
  { inBoundary = false }: { inBoundary?: boolean } = {},
): [T | undefined, () => void] {
  const retried = useChunkRetried();
  const [loaded, setLoaded] = useState<{ value: T }>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  const pending = useRef(false);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  }, [load]);
  const request = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    latestLoad.current().then(
      // Drawn at transition priority: in slices, not in one long task of the main thread.
      (value) => startTransition(() => setLoaded({ value })),
      (error: unknown) => {
        if (inBoundary) setFailure({ error });
        else pending.current = false;
      },
    );
  }, [inBoundary]);
  useEffect(() => {
    if (inBoundary && retried) request();
  }, [inBoundary, retried, request]);
  if (failure) throw failure.error;
  return [loaded?.value, request];
}

/** What tells that a visitor is looking at the page, not a loader at work. */
const lookingEvents = ['scroll', 'pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Calls `request` once the visitor scrolls or moves and the element is within `margin` of the
 * viewport: early enough for its chunk to arrive before it is seen, yet never for a footer that
 * only shows under a page still loading its content. Without IntersectionObserver: at once.
 */
export function useRequestWhenSeen(
  ref: RefObject<Element>,
  request: () => void,
  margin = '400px',
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      request();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          request();
        }
      },
      { rootMargin: margin },
    );
    const arm = () => {
      for (const type of lookingEvents) window.removeEventListener(type, arm);
      observer.observe(element);
    };
    for (const type of lookingEvents) window.addEventListener(type, arm, { passive: true });
    return () => {
      for (const type of lookingEvents) window.removeEventListener(type, arm);
      observer.disconnect();
    };
  }, [ref, request, margin]);
}
