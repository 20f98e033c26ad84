import { startTransition, useEffect, useRef, useState } from 'react';

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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          // What comes into view is drawn in slices, not in one long task.
          startTransition(() => setNear(true));
        }
      },
      { rootMargin: `${offsetPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, offsetPx]);
  return { ref, near };
}
