/** The map feature's public face: what the result list (and later the hotel page) composes. */
export { ResultListMap, type ResultListMapProps } from './components/ResultListMap';
export type { MapFocusRequest } from './components/MapPanel';
export type { MapCardVariant, RenderMapHotel } from './components/mapCard';
export type { MapSearch } from './model/mapRequest';
export { useShowOnMap } from './useShowOnMap';
export { isValidCoordinate } from './model/mapRules';
