import { Suspense, type ReactNode } from 'react';

const never = new Promise<never>(() => undefined);

/** A part whose own code never arrives: it suspends for good. */
export function StillLoading(): never {
  throw never;
}

/**
 * A Suspense boundary that says 'fallback' while a part inside it suspends. An update drawn at
 * transition priority keeps what the boundary showed (React waits for the part); an update drawn
 * at once replaces it with the fallback. The tests of what is drawn in slices tell them apart so.
 */
export function Boundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p>fallback</p>}>{children}</Suspense>;
}
