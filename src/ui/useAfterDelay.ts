import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`, false again as soon as it is not: for a
 * waiting state worth saying only when the wait is long enough to notice, so that a quick answer
 * never flashes it.
 */
export function useAfterDelay(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}
