import {
  latLngToWorld,
  nearestCopy,
  tileSize,
  worldToLatLng,
  wrapLng,
  zoomScale,
  type WorldPoint,
} from './projection';

/** The stand-in's zoom range (the real service goes further; a demo needs no house numbers). */
export const zoomLimits = { min: 2, max: 18 } as const;

/** What the map shows: its centre in world units (x not wrapped, so panning is continuous) and zoom. */
export interface Camera {
  x: number;
  y: number;
  zoom: number;
}

export interface ViewSize {
  width: number;
  height: number;
}

export interface PixelPoint {
  x: number;
  y: number;
}

export interface BoundsLiteral {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Keeps the poles from scrolling into view, as Google does, when the world is taller than the view. */
export function clampCenterY(y: number, zoom: number, height: number): number {
  const scale = zoomScale(zoom);
  const worldHeight = tileSize * scale;
  if (height >= worldHeight) return tileSize / 2;
  const half = height / 2 / scale;
  return Math.min(Math.max(y, half), tileSize - half);
}

/** Pixel (at the camera's zoom) of the view's top-left corner. */
export function topLeftPixel(camera: Camera, size: ViewSize): PixelPoint {
  const scale = zoomScale(camera.zoom);
  return { x: camera.x * scale - size.width / 2, y: camera.y * scale - size.height / 2 };
}

export function containerPixelToWorld(
  camera: Camera,
  size: ViewSize,
  pixel: PixelPoint,
): WorldPoint {
  const scale = zoomScale(camera.zoom);
  const topLeft = topLeftPixel(camera, size);
  return { x: (topLeft.x + pixel.x) / scale, y: (topLeft.y + pixel.y) / scale };
}

/** Container pixel of a world point, taking the copy of the world nearest the view's centre. */
export function worldToContainerPixel(
  camera: Camera,
  size: ViewSize,
  world: WorldPoint,
): PixelPoint {
  const scale = zoomScale(camera.zoom);
  const topLeft = topLeftPixel(camera, size);
  return { x: nearestCopy(world.x, camera.x) * scale - topLeft.x, y: world.y * scale - topLeft.y };
}

/** A new zoom that keeps the world point under `anchor` (a container pixel) where it is. */
export function zoomAround(
  camera: Camera,
  size: ViewSize,
  anchor: PixelPoint,
  zoom: number,
): Camera {
  const world = containerPixelToWorld(camera, size, anchor);
  const scale = zoomScale(zoom);
  return {
    zoom,
    x: world.x - (anchor.x - size.width / 2) / scale,
    y: world.y - (anchor.y - size.height / 2) / scale,
  };
}

export function panByPixels(camera: Camera, dx: number, dy: number): Camera {
  const scale = zoomScale(camera.zoom);
  return { ...camera, x: camera.x + dx / scale, y: camera.y + dy / scale };
}

export function boundsOf(camera: Camera, size: ViewSize): BoundsLiteral {
  const northWest = worldToLatLng(containerPixelToWorld(camera, size, { x: 0, y: 0 }));
  const southEast = worldToLatLng(
    containerPixelToWorld(camera, size, { x: size.width, y: size.height }),
  );
  const wholeWorld = size.width >= tileSize * zoomScale(camera.zoom);
  return {
    north: Math.min(northWest.lat, 90),
    south: Math.max(southEast.lat, -90),
    west: wholeWorld ? -180 : wrapLng(northWest.lng),
    east: wholeWorld ? 180 : wrapLng(southEast.lng),
  };
}

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The largest zoom (within limits) and centre that show a box inside the padded view. */
export function fitBoundsCamera(
  bounds: BoundsLiteral,
  size: ViewSize,
  padding: Padding,
  limits: { min: number; max: number },
): Camera {
  const northWest = latLngToWorld({ lat: bounds.north, lng: bounds.west });
  const southEast = latLngToWorld({ lat: bounds.south, lng: bounds.east });
  const east = southEast.x < northWest.x ? southEast.x + tileSize : southEast.x;
  const dx = east - northWest.x;
  const dy = southEast.y - northWest.y;
  const width = Math.max(size.width - padding.left - padding.right, 1);
  const height = Math.max(size.height - padding.top - padding.bottom, 1);
  const fit = Math.min(dx > 0 ? width / dx : Infinity, dy > 0 ? height / dy : Infinity);
  const zoom = Math.min(
    Math.max(Number.isFinite(fit) ? Math.floor(Math.log2(fit) + 1e-9) : limits.max, limits.min),
    limits.max,
  );
  const scale = zoomScale(zoom);
  return {
    zoom,
    x: northWest.x + dx / 2 + (padding.right - padding.left) / 2 / scale,
    y: northWest.y + dy / 2 + (padding.bottom - padding.top) / 2 / scale,
  };
}
