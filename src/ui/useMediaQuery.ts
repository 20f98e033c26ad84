import { useSyncExternalStore } from 'react';

/**
 * Breakpoints: mobile up to 767 px, desktop from 768 px
 * (docs/rules/shell-and-routes.md, "Breakpoints").
 */
export const mobileQuery = '(max-width: 767px)';

// Some embedded browsers and jsdom have no matchMedia: they count as "query does not match".
function matchMediaOrNull(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether the media query matches now; follows changes live. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMediaOrNull(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matchMediaOrNull(query)?.matches ?? false,
    () => false,
  );
}
