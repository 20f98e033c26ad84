import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const key = (entry: string) => `hs_scroll:${entry}`;
const restoreWindowMs = 1500;

function readSaved(entry: string): number {
  try {
    return Number(sessionStorage.getItem(key(entry))) || 0;
  } catch {
    return 0;
  }
}

/**
 * Back and forward return to where the visitor was on a page whose content loads after the route
 * (the result list): the position is remembered per history entry while scrolling, and restored
 * once the page says its content is there. Other navigations start at the top (RouteView).
 */
export function useScrollMemory(contentReady: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read once on arrival: positions passed while restoring must not replace the target.
  const target = useRef({ entry: '', top: 0 });

  // A layout effect: the listener must be gone before the next page's layout shrinks the document
  // and the browser clamps the position, or the clamped value would be remembered.
  useLayoutEffect(() => {
    // A page opened without history state shares the key 'default' with every other such page.
    if (location.key === 'default') return;
    target.current = { entry: location.key, top: readSaved(location.key) };
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(key(location.key), String(Math.round(window.scrollY)));
        } catch {
          // Without storage the page simply opens at the top.
        }
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [location.key]);

  useEffect(() => {
    const { entry, top } = target.current;
    if (navigationType !== 'POP' || !contentReady || entry !== location.key || top <= 0) return;
    // The page may still grow (images, the leaving page's fade-out): keep trying for a moment.
    const until = performance.now() + restoreWindowMs;
    let frame = 0;
    const restore = () => {
      window.scrollTo({ top });
      if (Math.abs(window.scrollY - top) > 1 && performance.now() < until) {
        frame = requestAnimationFrame(restore);
      }
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [navigationType, contentReady, location.key]);
}
