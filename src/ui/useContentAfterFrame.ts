import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true in a render React runs after it at transition
 * priority. A panel renders its frame (box, heading, controls that take focus) with the first
 * render and its long lists or calendar days with the second, so the paint after the click that
 * opens it waits only for the frame: the transition yields to the browser before it renders.
 * Whatever stands in for the content must take the room the content will take, so nothing moves
 * when it arrives.
 */
export function useContentAfterFrame(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
