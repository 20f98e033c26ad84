import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A stable function that always runs the latest `handler`: for effects that must read the current
 * props without re-running when they change. Same contract as React's own `useEffectEvent` (which
 * React 18 does not have): call it from effects and callbacks, never while rendering.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  // Insertion effects run before every layout and passive effect: those see the new handler.
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
