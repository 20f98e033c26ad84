import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Whether the page's lead content (a hotel's head) has been painted: what stands below it waits
 * for that before asking for its data or code. True outside a page that holds its parts back.
 */
export const LeadShownContext = createContext(true);

export function useLeadShown(): boolean {
  return useContext(LeadShownContext);
}

/** The longest a hidden tab (which paints no frames) holds the parts below the lead back. */
export const leadShownFallbackMs = 1000;

/**
 * False until the browser has painted a frame after `shown` became true, then true for good: a
 * frame's callback, then a task after it, which runs once that frame is on screen.
 */
export function usePaintedAfter(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // What waited for the lead is drawn in slices, not in one long task.
    const done = () => startTransition(() => setPainted(true));
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      timer = setTimeout(done, 0);
    });
    const fallback = setTimeout(done, leadShownFallbackMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(timer);
    };
  }, [shown, painted]);
  return painted;
}
