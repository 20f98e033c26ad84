/** What other features may use of the shell: route state, layout data and money formatting. */
export { shellActions, selectRoute, selectLayout, type RouteEntered } from './shellSlice';
export { useMoney } from './useMoney';
