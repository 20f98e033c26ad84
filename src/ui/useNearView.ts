import { startTransition, useEffect, useRef, useState } from 'react';
import { holdUntilDrawn } from './pendingDraws';

/**
 * True once the element has come within `offsetPx` of the viewport (and from then on); true at
 * once when `enabled` is false or the browser has no IntersectionObserver.
 */
export function useNearView<T extends Element>(offsetPx: number, enabled = true) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver !== 'function');
  // The draw asked for when the element came near, held until it is in the document.
  const drawing = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          // What comes into view is drawn in slices, not in one long task; until they are in the
          // document, the page is not still (a snapshot's take-over waits).
          drawing.current ??= holdUntilDrawn();
          startTransition(() => setNear(true));
        }
      },
      { rootMargin: `${offsetPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, offsetPx]);
  // Released once `near` is committed (a new margin before then keeps the hold), or when the
  // element goes.
  useEffect(() => {
    if (near) drawing.current?.();
  }, [near]);
  useEffect(() => () => drawing.current?.(), []);
  return { ref, near };
}
