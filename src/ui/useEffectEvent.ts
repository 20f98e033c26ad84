import { useStableCallback } from './useStableCallback';

/**
 * React's `useEffectEvent` (which React 18 does not have): a stable function for effects that
 * runs the latest handler. Called by this name, the hooks lint rule keeps it inside effects.
 */
export const useEffectEvent = useStableCallback;
