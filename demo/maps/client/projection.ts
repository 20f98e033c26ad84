/**
 * Web Mercator as the Maps JavaScript API uses it: "world coordinates" run from 0 to 256 across
 * the world at zoom 0 (one 256 px tile), and a pixel at zoom z is a world coordinate times 2^z.
 * google-map-react positions markers with the same maths, so the two agree to the pixel.
 */
export const tileSize = 256;

/** Latitudes beyond this are clamped the way Google's projection clamps them (sin φ = ±0.9999). */
const maxSinLatitude = 0.9999;

export interface WorldPoint {
  x: number;
  y: number;
}

export interface LatLngValue {
  lat: number;
  lng: number;
}

const degrees = 180 / Math.PI;

/** World coordinate (0..256 at zoom 0) of a position; longitudes outside ±180 map outside 0..256. */
export function latLngToWorld({ lat, lng }: LatLngValue): WorldPoint {
  const sinLat = Math.min(Math.max(Math.sin(lat / degrees), -maxSinLatitude), maxSinLatitude);
  return {
    x: tileSize * (0.5 + lng / 360),
    y: tileSize * (0.5 - Math.log((1 + sinLat) / (1 - sinLat)) / (4 * Math.PI)),
  };
}

/** The position at a world coordinate; the longitude is not wrapped (x outside 0..256 gives > ±180). */
export function worldToLatLng({ x, y }: WorldPoint): LatLngValue {
  const n = Math.PI * (1 - (2 * y) / tileSize);
  return { lat: degrees * Math.atan(Math.sinh(n)), lng: (x / tileSize - 0.5) * 360 };
}

/** Pixels per world unit at a zoom level. */
export function zoomScale(zoom: number): number {
  return 2 ** zoom;
}

/** Longitude folded into -180..180 the way google.maps.LatLng does (±180 itself is kept). */
export function wrapLng(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

export function clampLat(lat: number): number {
  return Math.min(Math.max(lat, -90), 90);
}

/** The copy of `x` (world units, repeating every 256) nearest to `reference`. */
export function nearestCopy(x: number, reference: number): number {
  return x - tileSize * Math.round((x - reference) / tileSize);
}
