import { useEffect, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../store/hooks';
import { shellActions } from '../features/shell';
import { inertAttribute } from '../ui/domAttributes';
import { RouteLeavingContext } from '../ui/routeLeaving';

/**
 * A route change takes 1000 ms; the leaving page fades out in half of that
 * (docs/rules/shell-and-routes.md, "Route changes").
 */
export const TRANSITION_MS = 1000;
export const EXIT_MS = TRANSITION_MS / 2;

interface Layer {
  key: string;
  element: ReactNode;
}

/**
 * The new page mounts at once (its chunk starts loading immediately); the old one stays,
 * inert and hidden from assistive technology, while it fades out.
 */
export function RouteTransition({ routeKey, children }: { routeKey: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [layers, setLayers] = useState<{ current: Layer; exiting: Layer | null; count: number }>({
    current: { key: routeKey, element: children },
    exiting: null,
    count: 0,
  });

  // Derived during render so the old page keeps its identity (no remount) when it starts leaving.
  if (layers.current.key !== routeKey) {
    setLayers({
      current: { key: routeKey, element: children },
      exiting: layers.current,
      count: layers.count + 1,
    });
  } else if (layers.current.element !== children) {
    setLayers({ ...layers, current: { key: routeKey, element: children } });
  }

  // Keyed on the transition count, so ending the exit half does not cancel the whole transition.
  const transition = layers.count;
  useEffect(() => {
    if (transition === 0) return;
    const exitTimer = setTimeout(() => setLayers((l) => ({ ...l, exiting: null })), EXIT_MS);
    const doneTimer = setTimeout(() => dispatch(shellActions.routeShown()), TRANSITION_MS);
    return () => {
      clearTimeout(exitTimer);
      clearTimeout(doneTimer);
    };
  }, [transition, dispatch]);

  return (
    <div className="hs-route-stack" style={{ position: 'relative' }}>
      {layers.exiting && (
        <div
          key={layers.exiting.key}
          className="hs-route-exit"
          aria-hidden="true"
          {...inertAttribute(true)}
          style={{
            position: 'absolute',
            inset: '0 0 auto 0',
            animation: `hs-fade-out ${EXIT_MS}ms ease forwards`,
          }}
        >
          <RouteLeavingContext.Provider value={true}>
            {layers.exiting.element}
          </RouteLeavingContext.Provider>
        </div>
      )}
      <div
        key={layers.current.key}
        className="hs-route-enter"
        style={layers.exiting ? { animation: `hs-fade-in ${TRANSITION_MS}ms ease` } : undefined}
      >
        {/* The same provider in both layers, so a page that starts leaving keeps its state. */}
        <RouteLeavingContext.Provider value={false}>
          {layers.current.element}
        </RouteLeavingContext.Provider>
      </div>
    </div>
  );
}
