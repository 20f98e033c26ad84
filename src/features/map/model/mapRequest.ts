import type { MapPlace, MapResultsRequest, ProductSearch } from '../../../api/types';
import { mapResultsPerPage, validPlaces, zoomForLevel, type MapLoadLevel } from './mapRules';

/** What the map searches: the list's product search, optionally narrowed to static groups. */
export interface MapSearch {
  productSearch: ProductSearch;
  staticGroupIdList?: number[];
}

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The body of get_map_results for one load level: the list's search, 100 places, optionally
 * narrowed to static groups (docs/rules/map.md, "Zoom decides what loads"). The list's paging is
 * not the map's: every page of the list shares one map request, so paging the list never reloads
 * the map. A group the visitor opened on the map narrows the search to that destination instead
 * of the search's own groups.
 */
export function mapResultsRequest(
  search: MapSearch,
  level: MapLoadLevel,
  openedGroup?: number,
): MapResultsRequest {
  const groups = openedGroup !== undefined ? [openedGroup] : (search.staticGroupIdList ?? []);
  return {
    productSearch: {
      ...search.productSearch,
      globalAttributes: { page: 1, resultsPerPage: mapResultsPerPage },
    },
    resultsPerPage: mapResultsPerPage,
    zoom: zoomForLevel(level),
    ...(groups.length ? { staticGroupIdList: [...groups] } : {}),
  };
}

/** Equal requests serialise alike, so the JSON text identifies one set of places. */
export const mapRequestKey = (request: MapResultsRequest): string => JSON.stringify(request);

/** The middle of the places' bounding box; null when none has valid coordinates. */
export function centreOf(places: readonly MapPlace[]): LatLng | null {
  const valid = validPlaces(places);
  if (valid.length === 0) return null;
  const lats = valid.map((place) => place.lat);
  const lngs = valid.map((place) => place.lng);
  return {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
}
