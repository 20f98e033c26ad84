import fc from 'fast-check';
import type { MapBounds } from './clustering';
import {
  boundsOf,
  fitBounds,
  fitPaddingPx,
  minFitZoom,
  placeCard,
  spreadLabels,
  viewBounds,
  type Box,
} from './mapFit';
import { fitZoom } from './mapRules';

const contains = (outer: MapBounds, inner: MapBounds, slack = 1e-9) =>
  outer[0] <= inner[0] + slack &&
  outer[1] <= inner[1] + slack &&
  outer[2] >= inner[2] - slack &&
  outer[3] >= inner[3] - slack;

// Mallorca's hotels lie within about 2.3–3.5°E and 39.3–39.95°N; the Canaries far south-west.
const mallorca: MapBounds = [2.35, 39.3, 3.45, 39.95];
const spain: MapBounds = [-17.9, 27.7, 4.3, 43.8];
const desktop = { width: 1108, height: 544 };

describe('fitting a place’s hotels into the map', () => {
  it('opens a region on its own hotels, not on its country', () => {
    const { center, zoom } = fitBounds(mallorca, desktop);
    expect(zoom).toBe(9);
    expect(center.lat).toBeCloseTo(39.63, 1);
    expect(center.lng).toBeCloseTo(2.9, 1);
    expect(contains(viewBounds(center, zoom, desktop), mallorca)).toBe(true);
  });

  it('shows all of a country spread over islands, centred between them', () => {
    const { center, zoom } = fitBounds(spain, desktop);
    expect(contains(viewBounds(center, zoom, desktop), spain)).toBe(true);
    expect(zoom).toBe(4);
    // The middle of the box, not the average of the hotels (which lies in the sea off Morocco).
    expect(center.lng).toBeCloseTo(-6.8, 1);
  });

  it('fits one hotel at the zoom for one hotel', () => {
    expect(fitBounds([2.65, 39.57, 2.65, 39.57], desktop)).toEqual({
      center: { lat: expect.closeTo(39.57, 6), lng: expect.closeTo(2.65, 6) },
      zoom: fitZoom,
    });
  });

  it('shows the whole box at the nearest whole zoom that holds it, for any box and map size', () => {
    const lng = fc.double({ min: -179, max: 179, noNaN: true });
    const lat = fc.double({ min: -80, max: 80, noNaN: true });
    const size = fc.record({
      width: fc.integer({ min: 200, max: 2560 }),
      height: fc.integer({ min: 200, max: 1440 }),
    });
    fc.assert(
      fc.property(lng, lng, lat, lat, size, (lng1, lng2, lat1, lat2, mapSize) => {
        const bounds: MapBounds = [
          Math.min(lng1, lng2),
          Math.min(lat1, lat2),
          Math.max(lng1, lng2),
          Math.max(lat1, lat2),
        ];
        const { center, zoom } = fitBounds(bounds, mapSize);
        expect(Number.isInteger(zoom)).toBe(true);
        expect(zoom).toBeGreaterThanOrEqual(minFitZoom);
        expect(zoom).toBeLessThanOrEqual(fitZoom);
        // Inside the map less its padding, where labels and cards still fit.
        const room = {
          width: Math.max(mapSize.width - 2 * fitPaddingPx, mapSize.width / 2),
          height: Math.max(mapSize.height - 2 * fitPaddingPx, mapSize.height / 2),
        };
        if (zoom > minFitZoom) expect(contains(viewBounds(center, zoom, room), bounds)).toBe(true);
        // One step nearer would cut some of it off (or pass the zoom for one hotel).
        if (zoom < fitZoom)
          expect(contains(viewBounds(center, zoom + 1, room), bounds, -1e-9)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('takes the box of the places with valid coordinates only', () => {
    const place = (lat: number, lng: number) => ({ lat, lng });
    expect(boundsOf([place(39.5, 2.6), place(28.1, -15.4), place(95, 400)])).toEqual([
      -15.4, 28.1, 2.6, 39.5,
    ]);
    expect(boundsOf([place(NaN, 1)])).toBeNull();
  });
});

describe('the open card’s place', () => {
  const marker = { width: 64, height: 28 };
  const card = { width: 256, height: 300 };

  it('stands above its marker where there is room', () => {
    const placed = placeCard({ pin: { x: 500, y: 400 }, marker, card, map: desktop });
    expect(placed).toMatchObject({ side: 'above', x: 372, y: 400 - 28 - 8 - 300 });
  });

  it('opens below a marker near the top, and beside one in the middle of a short map', () => {
    expect(placeCard({ pin: { x: 500, y: 60 }, marker, card, map: desktop }).side).toBe('below');
    const short = { width: 1108, height: 420 };
    const beside = placeCard({ pin: { x: 500, y: 230 }, marker, card, map: short });
    expect(beside).toMatchObject({ side: 'right', x: 500 + 32 + 8 });
  });

  it('keeps the card inside the map near each edge, price included', () => {
    const bottom = placeCard({ pin: { x: 20, y: 540 }, marker, card, map: desktop });
    expect(bottom.y + bottom.height).toBeLessThanOrEqual(desktop.height);
    expect(bottom.x).toBeGreaterThanOrEqual(0);
  });

  it('puts the card’s whole box inside the map’s for any pin position and map size', () => {
    const mapSize = fc.record({
      width: fc.integer({ min: 1, max: 2560 }),
      height: fc.integer({ min: 1, max: 1440 }),
    });
    const size = fc.record({
      width: fc.integer({ min: 0, max: 3000 }),
      height: fc.integer({ min: 0, max: 3000 }),
    });
    const coordinate = fc.double({ min: -5000, max: 5000, noNaN: true });
    fc.assert(
      fc.property(mapSize, size, size, coordinate, coordinate, (map, cardSize, label, x, y) => {
        const placed = placeCard({ pin: { x, y }, marker: label, card: cardSize, map });
        return (
          placed.x >= 0 &&
          placed.y >= 0 &&
          placed.x + placed.width <= map.width + 1e-9 &&
          placed.y + placed.height <= map.height + 1e-9 &&
          placed.width <= cardSize.width &&
          placed.height <= cardSize.height
        );
      }),
      { numRuns: 500 },
    );
  });

  it('is cut only where the map is smaller than the card', () => {
    const placed = placeCard({
      pin: { x: 200, y: 200 },
      marker,
      card,
      map: { width: 600, height: 250 },
    });
    expect(placed.width).toBe(256);
    expect(placed.height).toBe(250 - 16);
  });
});

describe('marker labels moved apart', () => {
  const label = (x: number, y: number, width = 60, height = 26): Box => ({ x, y, width, height });
  const apart = (a: Box, b: Box) =>
    a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height;

  it('leaves labels clear of each other where they are', () => {
    expect(spreadLabels([label(0, 0), label(100, 0), label(0, 40)])).toEqual([0, 0, 0]);
  });

  it('moves the lower of two overlapping prices by its own height', () => {
    expect(spreadLabels([label(10, 10), label(30, 20)])).toEqual([0, 28]);
  });

  it('leaves no two labels overlapping, and labels clear of all others in place', () => {
    const box = fc.record({
      x: fc.integer({ min: 0, max: 600 }),
      y: fc.integer({ min: 0, max: 400 }),
      width: fc.integer({ min: 1, max: 300 }),
      height: fc.integer({ min: 1, max: 40 }),
    });
    fc.assert(
      fc.property(fc.array(box, { maxLength: 60 }), (boxes) => {
        const offsets = spreadLabels(boxes);
        const moved = boxes.map((b, i) => ({ ...b, y: b.y + offsets[i]! }));
        for (let i = 0; i < moved.length; i++) {
          for (let j = i + 1; j < moved.length; j++) {
            if (!apart(moved[i]!, moved[j]!)) return false;
          }
          const alone = boxes.every((other, j) => j === i || apart(boxes[i]!, other));
          if (alone && offsets[i] !== 0) return false;
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });
});
