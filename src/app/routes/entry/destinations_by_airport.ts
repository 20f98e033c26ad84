// The route's chunk entry: evaluating it runs nothing of the route's page (routeModules.ts).
export default () => import(/* webpackMode: "eager" */ '../destinations_by_airport');
