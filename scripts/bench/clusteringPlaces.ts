/**
 * Deterministic map places and viewports for the clustering benchmark. Hotels sit where the demo
 * catalogue puts them (around real holiday cities); the catalogue has fewer than 10,000, so each
 * one is repeated with a few kilometres of seeded scatter, as a large tour-operator feed would be.
 */
import { buildCatalogue, defaultSeed } from '../../demo/catalogue';
import { gaussian, mulberry32, type Rng } from '../../demo/catalogue/prng';
import type { MapPlace } from '../../src/api/types';
import type { MapBounds } from '../../src/features/map/model/clustering';

const scatterDegrees = 0.03;
const maxMercatorLat = 85.0511;

export function benchmarkHotels(count: number, seed = defaultSeed): MapPlace[] {
  const { hotels } = buildCatalogue({ seed, today: '2026-01-01' });
  const rng = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => {
    const hotel = hotels[i % hotels.length]!;
    const copy = Math.floor(i / hotels.length);
    const lat = copy === 0 ? hotel.lat : hotel.lat + gaussian(rng) * scatterDegrees;
    const lng = copy === 0 ? hotel.lng : hotel.lng + gaussian(rng) * scatterDegrees;
    return {
      id: `hotel-${i}`,
      lat: Math.max(-90, Math.min(90, lat)),
      lng: Math.max(-180, Math.min(180, lng)),
      type: 'hotel',
      tooltipText: hotel.name,
      hotelId: hotel.id,
      category: hotel.category,
    };
  });
}

export interface Viewport {
  bounds: MapBounds;
  zoom: number;
}

// Web Mercator, as the map draws it: x and y in 0..1 of the world's width.
const toX = (lng: number) => (lng + 180) / 360;
const toY = (lat: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};
const toLng = (x: number) => x * 360 - 180;
const toLat = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/**
 * A desktop map (1280 × 720 px) at a zoom from `minZoom` to `maxZoom`, centred near a random hotel:
 * visitors look where the hotels are, which is also where queries cost most.
 */
export function randomViewport(
  rng: Rng,
  places: readonly MapPlace[],
  minZoom: number,
  maxZoom: number,
): Viewport {
  const zoom = minZoom + Math.floor(rng() * (maxZoom - minZoom + 1));
  const centre = places[Math.floor(rng() * places.length)]!;
  const worldPx = 256 * 2 ** zoom;
  const halfWidth = 640 / worldPx;
  const halfHeight = 360 / worldPx;
  const x = toX(centre.lng);
  const y = toY(clamp(centre.lat, maxMercatorLat));
  const bounds: MapBounds = [
    clamp(toLng(x - halfWidth), 180),
    toLat(Math.min(1, y + halfHeight)),
    clamp(toLng(x + halfWidth), 180),
    toLat(Math.max(0, y - halfHeight)),
  ];
  return { bounds, zoom };
}
