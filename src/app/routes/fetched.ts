/**
 * Nothing: imported under a route's chunk name, it fetches that route's chunk without running the
 * route's modules (routeModules.ts).
 */
export const fetched = true;
