/** The map's test helpers for other features' tests: the map services without Google Maps. */
export { MapServicesContext } from '../components/mapServices';
export { resolvingLoader, testServices } from '../components/mapTestServices';
