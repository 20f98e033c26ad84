import type { MapPlace } from '../../../api/types';
import type { MapBounds } from './clustering';
import type { LatLng } from './mapRequest';
import { fitZoom, validPlaces } from './mapRules';

/**
 * Geometry of the map's box: fitting a place's hotels into the view, placing the open card inside
 * the map, and keeping marker labels apart. The rules are in docs/rules/map.md.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A box in pixels, from the map's top left corner (or the page's, for labels). */
export interface Box extends Point, Size {}

/** Google's world is 256 px wide at zoom 0 and doubles with each zoom level (Web Mercator). */
const tilePx = 256;
/** Web Mercator stops here; the map shows nothing nearer the poles. */
const maxLat = 85.0511;

const clampNumber = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), high);

/** Longitude and latitude as a fraction of the world's width and height (0..1). */
function project({ lat, lng }: LatLng): Point {
  const sin = Math.sin((clampNumber(lat, -maxLat, maxLat) * Math.PI) / 180);
  return {
    x: (lng + 180) / 360,
    y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI),
  };
}

function unproject({ x, y }: Point): LatLng {
  const n = Math.PI - 2 * Math.PI * y;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: x * 360 - 180 };
}

/** The box of the places with valid coordinates; null when there is none. */
export function boundsOf(places: readonly Pick<MapPlace, 'lat' | 'lng'>[]): MapBounds | null {
  const valid = validPlaces(places);
  if (valid.length === 0) return null;
  const lats = valid.map((place) => place.lat);
  const lngs = valid.map((place) => place.lng);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** Room kept between the fitted places and the map's edge, for their labels and cards. */
export const fitPaddingPx = 48;
/** The widest view a fit gives: the whole of Europe's holiday regions on a small map. */
export const minFitZoom = 2;

/**
 * The camera that shows the whole box on a map of this size: centred on the box, at the
 * largest whole zoom (the map's zoom steps) at which it fits inside the padding, never nearer
 * than the zoom for one hotel. A box the size of a point (one hotel) gets that fit zoom.
 */
export function fitBounds(
  bounds: MapBounds,
  size: Size,
  padding: number = fitPaddingPx,
): { center: LatLng; zoom: number } {
  const [west, south, east, north] = bounds;
  const sw = project({ lat: south, lng: west });
  const ne = project({ lat: north, lng: east });
  const spanX = Math.abs(ne.x - sw.x);
  const spanY = Math.abs(sw.y - ne.y);
  const roomX = Math.max(size.width - 2 * padding, size.width / 2, 1);
  const roomY = Math.max(size.height - 2 * padding, size.height / 2, 1);
  const zoomFor = (span: number, room: number) =>
    span > 0 ? Math.log2(room / (tilePx * span)) : Infinity;
  const zoom = Math.floor(Math.min(zoomFor(spanX, roomX), zoomFor(spanY, roomY)));
  const center = unproject({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 });
  return { center, zoom: clampNumber(zoom, minFitZoom, fitZoom) };
}

/** What a map of this size shows around its centre at this zoom (west, south, east, north). */
export function viewBounds(center: LatLng, zoom: number, size: Size): MapBounds {
  const scale = tilePx * 2 ** zoom;
  const middle = project(center);
  const halfX = size.width / 2 / scale;
  const halfY = size.height / 2 / scale;
  const sw = unproject({ x: middle.x - halfX, y: middle.y + halfY });
  const ne = unproject({ x: middle.x + halfX, y: middle.y - halfY });
  return [sw.lng, sw.lat, ne.lng, ne.lat];
}

/** Room between the card and the map's edge, and between the card and its marker. */
export const cardMarginPx = 8;
export const cardGapPx = 8;

export type CardSide = 'above' | 'below' | 'right' | 'left' | 'over';

/** Where the card goes, in pixels from the map's top left; width and height may be cut to fit. */
export interface CardPlacement extends Box {
  side: CardSide;
}

/**
 * Places a marker's card inside the map's box. The card prefers to stand above its marker, then
 * below, right or left of it; where none of these fits it is pushed inside the box, over the
 * marker if need be. A card larger than the map is cut to the map (and scrolls), so its box is
 * always inside the map's, whatever the pin's position, even off the map.
 *
 * `pin` is the point the marker stands on (the bottom middle of its label); `marker` is the
 * label's size, which the card keeps clear of when it can.
 */
export function placeCard({
  pin,
  marker,
  card,
  map,
  margin = cardMarginPx,
  gap = cardGapPx,
}: {
  pin: Point;
  marker: Size;
  card: Size;
  map: Size;
  margin?: number;
  gap?: number;
}): CardPlacement {
  const edge = Math.max(0, Math.min(margin, map.width / 4, map.height / 4));
  const width = Math.max(0, Math.min(card.width, map.width - 2 * edge));
  const height = Math.max(0, Math.min(card.height, map.height - 2 * edge));
  const inX = (x: number) => clampNumber(x, edge, map.width - edge - width);
  const inY = (y: number) => clampNumber(y, edge, map.height - edge - height);
  const labelTop = pin.y - marker.height;
  const labelMiddle = pin.y - marker.height / 2;
  const fitsX = (x: number) => x >= edge && x + width <= map.width - edge;
  const fitsY = (y: number) => y >= edge && y + height <= map.height - edge;

  const above = labelTop - gap - height;
  if (fitsY(above)) return { side: 'above', x: inX(pin.x - width / 2), y: above, width, height };
  const below = pin.y + gap;
  if (fitsY(below)) return { side: 'below', x: inX(pin.x - width / 2), y: below, width, height };
  const right = pin.x + marker.width / 2 + gap;
  if (fitsX(right))
    return { side: 'right', x: right, y: inY(labelMiddle - height / 2), width, height };
  const left = pin.x - marker.width / 2 - gap - width;
  if (fitsX(left))
    return { side: 'left', x: left, y: inY(labelMiddle - height / 2), width, height };
  return { side: 'over', x: inX(pin.x - width / 2), y: inY(below), width, height };
}

/** Space kept between two labels moved apart. */
export const labelGapPx = 2;

const overlaps = (a: Box, b: Box, gap: number) =>
  a.x < b.x + b.width + gap &&
  b.x < a.x + a.width + gap &&
  a.y < b.y + b.height + gap &&
  b.y < a.y + a.height + gap;

/**
 * Moves marker labels apart so no two overlap: labels clear of every other stay where they
 * are; the others, top to bottom, keep their place if it is free, else move up or down in
 * steps of their own height, nearest free step first. Returns each label's vertical offset, in
 * the order of `boxes`.
 */
export function spreadLabels(boxes: readonly Box[], gap: number = labelGapPx): number[] {
  const offsets = boxes.map(() => 0);
  const crowded = boxes.map((box, i) =>
    boxes.some((other, j) => i !== j && overlaps(box, other, 0)),
  );
  const placed: Box[] = boxes.filter((_, i) => !crowded[i]);
  const order = boxes
    .map((box, i) => ({ box, i }))
    .filter(({ i }) => crowded[i])
    .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x || a.i - b.i);
  for (const { box, i } of order) {
    const step = Math.max(box.height + gap, 1);
    // Free steps always exist: the placed labels block a bounded stretch above and below.
    for (let k = 0; ; k++) {
      const dy = (k % 2 === 0 ? k / 2 : -(k + 1) / 2) * step;
      const moved = { ...box, y: box.y + dy };
      if (!placed.some((other) => overlaps(moved, other, gap))) {
        placed.push(moved);
        offsets[i] = dy;
        break;
      }
    }
  }
  return offsets;
}
