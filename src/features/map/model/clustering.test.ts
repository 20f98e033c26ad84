import fc from 'fast-check';
import type { MapPlace } from '../../../api/types';
import {
  buildIndex,
  clusterMaxZoom,
  clustersFor,
  expansionZoom,
  isClusterPlace,
  type ClusteredPlace,
  type MapBounds,
} from './clustering';

const world: MapBounds = [-180, -90, 180, 90];
const hotel = (id: string, lat: number, lng: number): MapPlace => ({
  id,
  lat,
  lng,
  type: 'hotel',
  tooltipText: `Hotel ${id}`,
  hotelId: Number(id.replace(/\D/g, '')) || 0,
});
const placesShown = (entries: ClusteredPlace[]) =>
  entries.reduce((sum, entry) => sum + (isClusterPlace(entry) ? entry.count : 1), 0);

// Three hotels a few hundred metres apart on Mallorca, one in Crete.
const palma = [
  hotel('h1', 39.5696, 2.6502),
  hotel('h2', 39.5712, 2.6531),
  hotel('h3', 39.5681, 2.6478),
];
const heraklion = hotel('h4', 35.3387, 25.1442);

describe('clustering', () => {
  it('groups nearby hotels into one cluster with their count at a wide zoom', () => {
    const entries = clustersFor(buildIndex([...palma, heraklion]), world, 4);
    const clusters = entries.filter(isClusterPlace);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ type: 'cluster', count: 3 });
    expect(entries).toContain(heraklion);
  });

  it('shows every hotel on its own, unchanged, from fit zoom on', () => {
    const index = buildIndex(palma);
    for (const zoom of [clusterMaxZoom + 1, 16, 20]) {
      const entries = clustersFor(index, world, zoom);
      expect(entries.filter(isClusterPlace)).toHaveLength(0);
      expect(new Set(entries)).toEqual(new Set(palma));
    }
  });

  it('accounts for every valid place exactly once at any zoom', () => {
    const coordinate = fc.record({
      lat: fc.double({ min: -85, max: 85, noNaN: true }),
      lng: fc.double({ min: -179.9, max: 179.9, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(coordinate, { maxLength: 300 }),
        fc.integer({ min: 0, max: 18 }),
        (coordinates, zoom) => {
          const places = coordinates.map(({ lat, lng }, i) => hotel(`h${i}`, lat, lng));
          return placesShown(clustersFor(buildIndex(places), world, zoom)) === places.length;
        },
      ),
      { numRuns: 60 },
    );
  });

  it('drops places with coordinates outside -90..90 / -180..180 before indexing', () => {
    const broken = [hotel('x1', 91, 2.65), hotel('x2', 39.57, -181), hotel('x3', NaN, 2.65)];
    const entries = clustersFor(buildIndex([...broken, heraklion]), world, 16);
    expect(entries).toEqual([heraklion]);
  });

  it('returns only what lies inside the viewport', () => {
    const aroundCrete: MapBounds = [23, 34, 27, 36];
    expect(clustersFor(buildIndex([...palma, heraklion]), aroundCrete, 12)).toEqual([heraklion]);
  });

  it('opens a cluster at its expansion zoom', () => {
    const index = buildIndex(palma);
    const [cluster] = clustersFor(index, world, 4).filter(isClusterPlace);
    if (!cluster) throw new Error('expected a cluster at zoom 4');
    const zoom = expansionZoom(index, cluster.clusterId);
    expect(zoom).toBeGreaterThan(4);
    const opened = clustersFor(index, world, zoom);
    expect(opened.length).toBeGreaterThan(1);
    expect(placesShown(opened)).toBe(3);
  });

  it('gives each cluster an id of its own, so markers keep their keys', () => {
    const spread = Array.from({ length: 40 }, (_, i) =>
      hotel(`h${i}`, 36 + (i % 8) * 0.8, 20 + Math.floor(i / 8) * 1.2),
    );
    const ids = clustersFor(buildIndex(spread), world, 5).map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
