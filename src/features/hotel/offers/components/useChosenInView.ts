import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the chosen entry of a scrolling list in view (the 30 days of a month, a dozen flights):
 * only the list scrolls, never the page. The list must be the entries' offset parent.
 */
export function useChosenInView<T extends HTMLElement>(chosenKey: string | null) {
  const listRef = useRef<T>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !chosen) return;
    const top = chosen.offsetTop;
    const bottom = top + chosen.offsetHeight;
    if (top < list.scrollTop || bottom > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - (list.clientHeight - chosen.offsetHeight) / 2);
    }
  }, [chosenKey]);
  return listRef;
}
