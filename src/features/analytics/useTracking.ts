import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { analyticsActions, type TrackedItem } from './analyticsActions';

// One observer for every tracked element: each is reported once, when half of it has been seen.
let observer: IntersectionObserver | undefined;
const reports = new WeakMap<Element, () => void>();

function observe(element: Element, report: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        reports.get(entry.target)?.();
        reports.delete(entry.target);
      }
    },
    { threshold: 0.5 },
  );
  reports.set(element, report);
  observer.observe(element);
  return () => {
    reports.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Impression and click tracking of a teaser or product: put `ref` on its element and call
 * `onClick` from its link (docs/rules/consent-and-analytics.md, "Impressions and clicks").
 * Both only dispatch a small action; batching happens later.
 */
export function useTracking<T extends Element>({
  kind,
  id,
  name,
  list,
  position,
  price,
}: TrackedItem) {
  const dispatch = useAppDispatch();
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const item = { kind, id, name, list, position, price };
    return observe(element, () => dispatch(analyticsActions.impressionSeen(item)));
  }, [dispatch, kind, id, name, list, position, price]);
  const onClick = useCallback(
    () => dispatch(analyticsActions.clicked({ kind, id, name, list, position, price })),
    [dispatch, kind, id, name, list, position, price],
  );
  return { ref, onClick };
}
