import { useDeferredValue } from 'react';

/**
 * False on a component's first render, true in the render React runs straight after it at
 * transition priority. A panel renders its frame (box, heading, controls that take focus) with
 * the first render and its long lists or calendar days with the second, so the paint after the
 * click that opens it waits only for the frame. Whatever stands in for the content must take the
 * room the content will take, so nothing moves when it arrives.
 */
export function useContentAfterFrame(): boolean {
  return useDeferredValue(true, false);
}
