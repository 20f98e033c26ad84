import { startTransition, useEffect, useRef, useState } from 'react';
import { holdUntilDrawn } from './pendingDraws';

/**
 * True once the element has come within `offsetPx` of the viewport (and from then on); true at
 * once when `enabled` is false or the browser has no IntersectionObserver.
 */
export function useNearView<T extends Element>(offsetPx: number, enabled = true) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    let drawn: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          // What comes into view is drawn in slices, not in one long task; until they are in the
          // document, the page is not still (a snapshot's take-over waits).
          drawn = holdUntilDrawn();
          startTransition(() => setNear(true));
        }
      },
      { rootMargin: `${offsetPx}px` },
    );
    observer.observe(element);
    // Runs once `near` is committed, or when the element goes.
    return () => {
      observer.disconnect();
      drawn?.();
    };
  }, [near, offsetPx]);
  return { ref, near };
}
