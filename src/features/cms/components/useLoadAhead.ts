import { useEffect, useState } from 'react';

/**
 * How far ahead of the viewport CMS modules load: not at all while the visitor has not scrolled,
 * so a first load brings the code of the modules on the first screen only; `aheadPx` from the
 * visitor's first scroll on (or at once on a page opened scrolled), so the next modules' code is
 * usually here before they come into view.
 */
export function useLoadAhead(aheadPx: number, enabled = true): number {
  const [scrolled, setScrolled] = useState(() => window.scrollY > 0);
  useEffect(() => {
    if (scrolled || !enabled) return undefined;
    const onScroll = () => setScrolled(true);
    // Scrolled between the first render and now (the browser restoring the position).
    if (window.scrollY > 0) onScroll();
    // Capture: a host page may scroll the shop inside a container of its own.
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll, { capture: true });
  }, [scrolled, enabled]);
  return scrolled ? aheadPx : 0;
}
