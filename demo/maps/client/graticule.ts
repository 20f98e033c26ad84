import { topLeftPixel, type Camera, type ViewSize } from './camera';
import { latLngToWorld, tileSize, worldToLatLng, zoomScale } from './projection';

const steps = [30, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];
/** Lines are at least this far apart on screen. */
const minSpacing = 96;
const maxLatitude = 85.0511287798066;

export interface Graticule {
  /** Degrees between lines. */
  step: number;
  /** Container x of each meridian, and whether it is a 0° meridian. */
  meridians: { x: number; prime: boolean }[];
  /** Container y of each parallel, and whether it is the equator. */
  parallels: { y: number; equator: boolean }[];
  /** Container y of the world's top and bottom edges (the view may show beyond them). */
  worldTop: number;
  worldBottom: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Lines every `step` degrees across the visible part of the world, in container pixels. */
export function graticule(camera: Camera, size: ViewSize): Graticule {
  const scale = zoomScale(camera.zoom);
  const topLeft = topLeftPixel(camera, size);
  const degreePixels = (tileSize * scale) / 360;
  const step = steps.find((candidate, index) => {
    const next = steps[index + 1];
    return next === undefined || next * degreePixels < minSpacing;
  })!;

  const meridians: Graticule['meridians'] = [];
  const westLng = (topLeft.x / scale / tileSize) * 360 - 180;
  const eastLng = ((topLeft.x + size.width) / scale / tileSize) * 360 - 180;
  for (let index = Math.ceil(westLng / step); index * step <= eastLng; index += 1) {
    const lng = index * step;
    const x = latLngToWorld({ lat: 0, lng }).x * scale - topLeft.x;
    meridians.push({ x: round(x), prime: Math.abs(lng % 360) < 1e-9 });
  }

  const parallels: Graticule['parallels'] = [];
  const northLat = worldToLatLng({ x: 0, y: Math.max(topLeft.y / scale, 0) }).lat;
  const southLat = worldToLatLng({
    x: 0,
    y: Math.min((topLeft.y + size.height) / scale, tileSize),
  }).lat;
  const north = Math.min(northLat, maxLatitude);
  for (
    let index = Math.ceil(Math.max(southLat, -maxLatitude) / step);
    index * step <= north;
    index += 1
  ) {
    const lat = index * step;
    const y = latLngToWorld({ lat, lng: 0 }).y * scale - topLeft.y;
    if (y >= 0 && y <= size.height) parallels.push({ y: round(y), equator: index === 0 });
  }

  return {
    step,
    meridians,
    parallels,
    worldTop: round(-topLeft.y),
    worldBottom: round(tileSize * scale - topLeft.y),
  };
}
