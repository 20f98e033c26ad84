import { useDeferredValue } from 'react';

/**
 * `value` once it has arrived, drawn first in a render at transition priority: the update that
 * brings it renders nothing large, and React draws what it brings in slices it interrupts for the
 * browser (docs/rules/speed.md, "No long task"). Once drawn, a new value shows at once.
 */
export function useDeferredArrival<T>(value: T | null | undefined): T | undefined {
  const arrived = value !== null && value !== undefined;
  const drawn = useDeferredValue(arrived);
  return drawn && arrived ? value : undefined;
}
