import { useEffect } from 'react';

let locks = 0;
let before = '';

/**
 * While `active`, the page behind a drawer or full-screen panel does not scroll: a swipe on a
 * phone moves the panel's content, not the list under it. Nested locks release in any order; the
 * page's own overflow setting comes back with the last one.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (locks === 0) {
      before = root.style.overflow;
      root.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) root.style.overflow = before;
    };
  }, [active]);
}
