import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true in a render React runs after it at transition
 * priority. A panel renders its frame (box, heading, controls that take focus) with the first
 * render and its long lists or calendar days with the second, so the paint after the click that
 * opens it waits only for the frame: the transition yields to the browser before it renders.
 * Whatever stands in for the content must take the room the content will take, so nothing moves
 * when it arrives.
 *
 * With a `key` (a list's answer, say) it starts over whenever the key changes: false in the first
 * render with the new key, true in the transition after it. A component that stays mounted while
 * its content changes draws each new content's first part first.
 */
export function useContentAfterFrame(key?: unknown): boolean {
  const [readyFor, setReadyFor] = useState<{ key: unknown } | null>(null);
  useEffect(() => {
    startTransition(() => setReadyFor({ key }));
  }, [key]);
  return readyFor !== null && Object.is(readyFor.key, key);
}
