import fc from 'fast-check';
import type { MapPlace } from '../../../api/types';
import {
  activeMarkerZIndex,
  clusterRadiusPx,
  defaultZoom,
  fitZoom,
  isMobileMapWidth,
  isValidCoordinate,
  loadLevelForZoom,
  zoomForLevel,
  zoomIntoPlace,
  mapResultsPerPage,
  mobileMapBreakpointPx,
  mobileMapQuery,
  validPlaces,
} from './mapRules';

const inRangeLat = fc.double({ min: -90, max: 90, noNaN: true });
const inRangeLng = fc.double({ min: -180, max: 180, noNaN: true });
const outOfRange = (limit: number) =>
  fc.oneof(
    fc.double({ min: limit, max: 1e9, noNaN: true, minExcluded: true }),
    fc.double({ min: -1e9, max: -limit, noNaN: true, maxExcluded: true }),
    fc.constantFrom(NaN, Infinity, -Infinity),
  );

const place = (id: string, lat: number, lng: number): MapPlace => ({
  id,
  lat,
  lng,
  type: 'hotel',
  tooltipText: id,
});

describe('coordinate checks', () => {
  it('accepts every coordinate within -90..90 and -180..180, bounds included', () => {
    fc.assert(fc.property(inRangeLat, inRangeLng, (lat, lng) => isValidCoordinate(lat, lng)));
    expect(isValidCoordinate(90, 180)).toBe(true);
    expect(isValidCoordinate(-90, -180)).toBe(true);
  });

  it('rejects a latitude or longitude outside its range, and non-finite numbers', () => {
    fc.assert(fc.property(outOfRange(90), inRangeLng, (lat, lng) => !isValidCoordinate(lat, lng)));
    fc.assert(fc.property(inRangeLat, outOfRange(180), (lat, lng) => !isValidCoordinate(lat, lng)));
  });

  it('rejects values that are not numbers (a backend sending strings or nulls)', () => {
    expect(isValidCoordinate('48.1', 11.5)).toBe(false);
    expect(isValidCoordinate(48.1, null)).toBe(false);
    expect(isValidCoordinate(undefined, undefined)).toBe(false);
  });

  it('keeps exactly the valid places, in their order', () => {
    const anyLat = fc.oneof(inRangeLat, outOfRange(90));
    const anyLng = fc.oneof(inRangeLng, outOfRange(180));
    fc.assert(
      fc.property(fc.array(fc.tuple(anyLat, anyLng)), (coordinates) => {
        const places = coordinates.map(([lat, lng], i) => place(String(i), lat, lng));
        const kept = validPlaces(places);
        const expected = places.filter((p) => isValidCoordinate(p.lat, p.lng));
        return kept.length === expected.length && kept.every((p, i) => p === expected[i]);
      }),
    );
    expect(validPlaces([place('a', 91, 0), place('b', 48.1, 11.6)]).map((p) => p.id)).toEqual([
      'b',
    ]);
  });
});

describe('zoom rules', () => {
  it('loads hotels at 11 or more, destinations from 7, the global view below', () => {
    expect(loadLevelForZoom(11)).toBe('hotels');
    expect(loadLevelForZoom(15)).toBe('hotels');
    expect(loadLevelForZoom(10.99)).toBe('destinations');
    expect(loadLevelForZoom(7)).toBe('destinations');
    expect(loadLevelForZoom(6.5)).toBe('global');
    expect(loadLevelForZoom(4)).toBe('global');
    expect(loadLevelForZoom(0)).toBe('global');
    expect(loadLevelForZoom(NaN)).toBe('global');
  });

  it('never loads less detail when zooming in', () => {
    const rank = { global: 0, destinations: 1, hotels: 2 } as const;
    const zoom = fc.double({ min: 0, max: 22, noNaN: true });
    fc.assert(
      fc.property(zoom, zoom, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return rank[loadLevelForZoom(low)] <= rank[loadLevelForZoom(high)];
      }),
    );
  });

  it('opens on the global view without a static group, whatever level is asked', () => {
    expect(defaultZoom({})).toBe(4);
    expect(defaultZoom({ level: 'hotels' })).toBe(4);
  });

  it('opens a static group at its level: destinations 7, hotels 11 (the default)', () => {
    expect(defaultZoom({ staticGroupId: 12, level: 'destinations' })).toBe(7);
    expect(defaultZoom({ staticGroupId: 12, level: 'hotels' })).toBe(11);
    expect(defaultZoom({ staticGroupId: 12 })).toBe(11);
  });

  it('every default zoom loads the level it stands for', () => {
    expect(loadLevelForZoom(defaultZoom({}))).toBe('global');
    expect(loadLevelForZoom(defaultZoom({ staticGroupId: 1, level: 'destinations' }))).toBe(
      'destinations',
    );
    expect(loadLevelForZoom(defaultZoom({ staticGroupId: 1 }))).toBe('hotels');
  });
});

describe('zooming into a place', () => {
  it('asks each level at its own zoom: hotels 11, destinations 7, global 4', () => {
    expect(zoomForLevel('hotels')).toBe(11);
    expect(zoomForLevel('destinations')).toBe(7);
    expect(zoomForLevel('global')).toBe(4);
    for (const level of ['hotels', 'destinations', 'global'] as const)
      expect(loadLevelForZoom(zoomForLevel(level))).toBe(level);
  });

  it('opens a country on its destinations and a destination on its hotels', () => {
    expect(zoomIntoPlace('global', 4)).toBe(7);
    expect(zoomIntoPlace('destination', 7)).toBe(11);
    expect(loadLevelForZoom(zoomIntoPlace('global', 4.5))).toBe('destinations');
    expect(loadLevelForZoom(zoomIntoPlace('destination', 8))).toBe('hotels');
  });

  it('never zooms out on a click', () => {
    const zoom = fc.double({ min: 0, max: 21, noNaN: true });
    fc.assert(
      fc.property(fc.constantFrom('global', 'destination' as const), zoom, (type, current) => {
        return zoomIntoPlace(type, current) > current;
      }),
    );
  });
});

describe('map constants', () => {
  it("match the map's numbers", () => {
    expect(clusterRadiusPx).toBe(40);
    expect(fitZoom).toBe(15);
    expect(mapResultsPerPage).toBe(100);
    expect(activeMarkerZIndex).toBe(10000);
    expect(mobileMapBreakpointPx).toBe(414);
  });

  it('treats widths under 414 px as the mobile map', () => {
    expect(isMobileMapWidth(413)).toBe(true);
    expect(isMobileMapWidth(414)).toBe(false);
    expect(mobileMapQuery).toBe('(max-width: 413.98px)');
  });
});
