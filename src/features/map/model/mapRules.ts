import type { MapPlace } from '../../../api/types';

/** The map's numbers and what each zoom loads (docs/rules/map.md, "Zoom decides what loads"). */

/** Cluster radius in screen pixels. */
export const clusterRadiusPx = 40;
/** Zoom the map uses to fit one hotel. */
export const fitZoom = 15;
/** Places asked from get_map_results per request. */
export const mapResultsPerPage = 100;
/** The active marker stays above every other marker and cluster. */
export const activeMarkerZIndex = 10000;
/** Below this width a marker click selects instead of toggling its detail. */
export const mobileMapBreakpointPx = 414;

/** Zoom thresholds: at 11 or more hotels load, at 7 destinations, at 4 the global view. */
export const hotelsZoom = 11;
export const destinationsZoom = 7;
export const globalZoom = 4;

export type MapLoadLevel = 'hotels' | 'destinations' | 'global';

const zoomOfLevel: Record<MapLoadLevel, number> = {
  hotels: hotelsZoom,
  destinations: destinationsZoom,
  global: globalZoom,
};

/** The zoom a level is asked for: the request names the level, not the exact zoom. */
export function zoomForLevel(level: MapLoadLevel): number {
  return zoomOfLevel[level];
}

/**
 * Where a click on a destination or global place leads: the next level, centred on it.
 * A global place (a country) opens its destinations (7), a destination its hotels (11); a zoom
 * already past that level zooms in one step more rather than out.
 */
export function zoomIntoPlace(type: 'global' | 'destination', currentZoom: number): number {
  const next = type === 'global' ? destinationsZoom : hotelsZoom;
  return Math.max(next, Math.floor(currentZoom) + 1);
}

/** Finite numbers within -90..90 (lat) and -180..180 (lng), bounds included. */
export function isValidCoordinate(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90 &&
    lng >= -180 &&
    lng <= 180
  );
}

/** The places the map may show: those with out-of-range or missing coordinates are dropped. */
export function validPlaces<T extends Pick<MapPlace, 'lat' | 'lng'>>(places: readonly T[]): T[] {
  return places.filter((place) => isValidCoordinate(place.lat, place.lng));
}

/**
 * What a zoom level loads. Everything below 7 is the global view (its default zoom is 4);
 * a zoom that is not a number also falls back to the global view, the smallest answer.
 */
export function loadLevelForZoom(zoom: number): MapLoadLevel {
  if (zoom >= hotelsZoom) return 'hotels';
  if (zoom >= destinationsZoom) return 'destinations';
  return 'global';
}

/**
 * Default zoom (docs/rules/map.md, "The zoom it opens at"): without a static group the map
 * opens on the global view (4); with one it opens at the level the group stands for,
 * destinations (7) or hotels (11). A group of unknown level opens on its hotels, as the demo
 * host answers a static-group request without a zoom.
 */
export function defaultZoom({
  staticGroupId,
  level,
}: {
  staticGroupId?: number;
  level?: MapLoadLevel;
}): number {
  if (staticGroupId === undefined) return globalZoom;
  return zoomOfLevel[level ?? 'hotels'];
}

/** Media query of widths under 414 px (fractional widths included). */
export const mobileMapQuery = `(max-width: ${mobileMapBreakpointPx - 0.02}px)`;

/** On screens under 414 px a click selects the marker (docs/rules/map.md, "Markers"). */
export function isMobileMapWidth(widthPx: number): boolean {
  return widthPx < mobileMapBreakpointPx;
}
