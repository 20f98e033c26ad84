import { useSyncExternalStore } from 'react';

/**
 * Whether the visitor has scrolled since the page opened, shared by every module slot: one scroll
 * listener for the page and one read of the scroll position, not one per slot. Reading the scroll
 * position makes the browser lay the page out at once, so twenty slots reading it while a page
 * renders cost twenty layouts.
 */
let scrolled: boolean | undefined;
const listeners = new Set<() => void>();

function onScroll(): void {
  scrolled = true;
  window.removeEventListener('scroll', onScroll, { capture: true });
  for (const listener of listeners) listener();
}

function hasScrolled(): boolean {
  if (scrolled === undefined) {
    // A page opened scrolled (the browser restoring the position) counts as scrolled.
    scrolled = window.scrollY > 0;
    // Capture: a host page may scroll the shop inside a container of its own.
    if (!scrolled) window.addEventListener('scroll', onScroll, { capture: true, passive: true });
  }
  return scrolled;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How far ahead of the viewport CMS modules load: not at all while the visitor has not scrolled,
 * so a first load brings the code of the modules on the first screen only; `aheadPx` from the
 * visitor's first scroll on (or at once on a page opened scrolled), so the next modules' code is
 * usually here before they come into view.
 */
export function useLoadAhead(aheadPx: number, enabled = true): number {
  const now = useSyncExternalStore(subscribe, hasScrolled, () => false);
  return enabled && now ? aheadPx : 0;
}
