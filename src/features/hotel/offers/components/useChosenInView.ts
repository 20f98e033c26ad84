import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the chosen entry of a scrolling list in view (the 30 days of a month, a dozen flights):
 * only the list scrolls, never the page. The list must be the entries' offset parent.
 *
 * The positions are read in the next frame's callback, before that frame is painted: the list is
 * never shown unscrolled, and the layout the read needs is the one that frame does anyway. Read in
 * the layout effect, it forced that layout inside the render's commit and made one long task of the
 * two (docs/rules/speed.md, "No long task for what is already on screen").
 */
export function useChosenInView<T extends HTMLElement>(chosenKey: string | null) {
  const listRef = useRef<T>(null);
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const chosen = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
      if (!list || !chosen) return;
      const top = chosen.offsetTop;
      const bottom = top + chosen.offsetHeight;
      if (top < list.scrollTop || bottom > list.scrollTop + list.clientHeight) {
        list.scrollTop = Math.max(0, top - (list.clientHeight - chosen.offsetHeight) / 2);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [chosenKey]);
  return listRef;
}
