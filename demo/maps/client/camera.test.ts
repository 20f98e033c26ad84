/** @jest-environment node */
import fc from 'fast-check';
import {
  boundsOf,
  clampCenterY,
  containerPixelToWorld,
  fitBoundsCamera,
  panByPixels,
  worldToContainerPixel,
  zoomAround,
  type Camera,
} from './camera';
import { graticule } from './graticule';
import { latLngToWorld, worldToLatLng } from './projection';

const size = { width: 640, height: 400 };
const camera = fc.record({
  x: fc.double({ min: 0, max: 256, noNaN: true }),
  y: fc.double({ min: 40, max: 216, noNaN: true }),
  zoom: fc.integer({ min: 2, max: 18 }),
});
const pixel = fc.record({
  x: fc.double({ min: 0, max: size.width, noNaN: true }),
  y: fc.double({ min: 0, max: size.height, noNaN: true }),
});

const near = (a: { x: number; y: number }, b: { x: number; y: number }, digits = 6) => {
  expect(a.x).toBeCloseTo(b.x, digits);
  expect(a.y).toBeCloseTo(b.y, digits);
};

describe('the stand-in camera', () => {
  it('puts its centre in the middle of the view and offsets others by world distance × 2^zoom', () => {
    const view: Camera = { ...latLngToWorld({ lat: 39.9, lng: 1.6 }), zoom: 6 };
    near(worldToContainerPixel(view, size, view), { x: 320, y: 200 });
    const palma = latLngToWorld({ lat: 39.5696, lng: 2.6502 });
    near(worldToContainerPixel(view, size, palma), {
      x: 320 + (palma.x - view.x) * 64,
      y: 200 + (palma.y - view.y) * 64,
    });
  });

  it('round-trips container pixels through world coordinates', () => {
    fc.assert(
      fc.property(camera, pixel, (view, point) => {
        near(worldToContainerPixel(view, size, containerPixelToWorld(view, size, point)), point);
      }),
    );
  });

  it('keeps the point under the pointer still when zooming around it', () => {
    fc.assert(
      fc.property(camera, pixel, fc.integer({ min: 2, max: 18 }), (view, anchor, zoom) => {
        const under = containerPixelToWorld(view, size, anchor);
        near(worldToContainerPixel(zoomAround(view, size, anchor, zoom), size, under), anchor, 5);
      }),
    );
  });

  it('moves every point by the drag distance when panning', () => {
    // From zoom 4 the world is wider than view plus drag, so no point swaps to another world copy.
    const closeUp = camera.map((view) => ({ ...view, zoom: Math.max(view.zoom, 4) }));
    fc.assert(
      fc.property(closeUp, pixel, fc.integer({ min: -500, max: 500 }), (view, point, d) => {
        const world = containerPixelToWorld(view, size, point);
        const moved = worldToContainerPixel(panByPixels(view, -d, d / 2), size, world);
        near(moved, { x: point.x + d, y: point.y - d / 2 }, 5);
      }),
    );
  });

  it('keeps the poles out of sight unless the whole world fits', () => {
    expect(clampCenterY(0, 2, 400)).toBeCloseTo(200 / 4, 9);
    expect(clampCenterY(256, 2, 400)).toBeCloseTo(256 - 200 / 4, 9);
    expect(clampCenterY(3, 1, 600)).toBe(128);
  });

  it('reports bounds that hold the view corners', () => {
    const view: Camera = { ...latLngToWorld({ lat: 39.9, lng: 1.6 }), zoom: 6 };
    const bounds = boundsOf(view, size);
    const northWest = worldToLatLng(containerPixelToWorld(view, size, { x: 0, y: 0 }));
    expect(bounds.north).toBeCloseTo(northWest.lat, 9);
    expect(bounds.west).toBeCloseTo(northWest.lng, 9);
    expect(bounds.south).toBeLessThan(39.9);
    expect(bounds.east).toBeGreaterThan(1.6);
  });

  it('fits a box inside the padded view at the largest zoom that holds it', () => {
    const box = { north: 41.4, south: 38.9, west: -0.4, east: 2.7 };
    const fitted = fitBoundsCamera(
      box,
      size,
      { top: 20, right: 20, bottom: 20, left: 20 },
      {
        min: 2,
        max: 18,
      },
    );
    const corner = (lat: number, lng: number) =>
      worldToContainerPixel(fitted, size, latLngToWorld({ lat, lng }));
    for (const point of [corner(box.north, box.west), corner(box.south, box.east)]) {
      expect(point.x).toBeGreaterThanOrEqual(20 - 1e-6);
      expect(point.x).toBeLessThanOrEqual(620 + 1e-6);
      expect(point.y).toBeGreaterThanOrEqual(20 - 1e-6);
      expect(point.y).toBeLessThanOrEqual(380 + 1e-6);
    }
    const closer = { ...fitted, zoom: fitted.zoom + 1 };
    const wide = worldToContainerPixel(
      closer,
      size,
      latLngToWorld({ lat: box.south, lng: box.east }),
    );
    const west = worldToContainerPixel(
      closer,
      size,
      latLngToWorld({ lat: box.north, lng: box.west }),
    );
    expect(wide.x - west.x > 600 || wide.y - west.y > 360).toBe(true);
  });

  it('draws graticule lines inside the view, at least 96 px apart from zoom 3 on', () => {
    fc.assert(
      fc.property(camera, (view) => {
        const lines = graticule(view, size);
        expect(lines.meridians.length).toBeGreaterThan(0);
        for (const line of lines.meridians) {
          expect(line.x).toBeGreaterThanOrEqual(0);
          expect(line.x).toBeLessThanOrEqual(size.width);
        }
        for (const line of lines.parallels) {
          expect(line.y).toBeGreaterThanOrEqual(0);
          expect(line.y).toBeLessThanOrEqual(size.height);
        }
        const xs = lines.meridians.map((line) => line.x);
        if (view.zoom >= 3)
          xs.slice(1).forEach((x, index) => expect(x - xs[index]!).toBeGreaterThanOrEqual(95.99));
      }),
    );
  });
});
