import { useMediaQuery } from './useMediaQuery';

/** True while the visitor asks the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
