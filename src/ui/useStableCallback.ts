import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function of stable identity that always runs the latest `handler`: for handlers passed to
 * memoised children (they need not redraw when the handler's closure changes) and for effects
 * that must read current props without re-running. Call it from events and effects, never while
 * rendering.
 */
export function useStableCallback<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  // Insertion effects run before every layout and passive effect: those see the new handler.
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
