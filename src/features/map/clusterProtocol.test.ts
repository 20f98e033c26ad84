import type { MapPlace } from '../../api/types';
import { createClusterHandler, type ClusterRequest } from './clusterProtocol';
import { isClusterPlace, type MapBounds } from './model/clustering';

const world: MapBounds = [-180, -90, 180, 90];
const hotel = (id: string, lat: number, lng: number): MapPlace => ({
  id,
  lat,
  lng,
  type: 'hotel',
  tooltipText: id,
});
const places = [hotel('a', 39.57, 2.65), hotel('b', 39.571, 2.651), hotel('bad', 95, 2.65)];

describe('clustering worker protocol', () => {
  it('answers a load with ready, the indexed count and the time indexing took', () => {
    const clock = [100, 112.5];
    const handle = createClusterHandler(() => clock.shift() ?? 0);
    expect(handle({ kind: 'load', requestId: 1, places })).toEqual({
      kind: 'ready',
      requestId: 1,
      placeCount: 2,
      indexMs: 12.5,
    });
  });

  it('answers a query with the clusters of that viewport and zoom', () => {
    const handle = createClusterHandler();
    handle({ kind: 'load', requestId: 1, places });
    const reply = handle({ kind: 'query', requestId: 2, bounds: world, zoom: 3 });
    expect(reply.kind).toBe('clusters');
    if (reply.kind !== 'clusters') return;
    expect(reply.requestId).toBe(2);
    expect(reply.clusters).toHaveLength(1);
    expect(reply.clusters[0]).toMatchObject({ type: 'cluster', count: 2 });
  });

  it('answers the expansion zoom of a cluster', () => {
    const handle = createClusterHandler();
    handle({ kind: 'load', requestId: 1, places });
    const reply = handle({ kind: 'query', requestId: 2, bounds: world, zoom: 3 });
    const cluster = reply.kind === 'clusters' ? reply.clusters.find(isClusterPlace) : undefined;
    if (!cluster) throw new Error('expected a cluster');
    const expansion = handle({ kind: 'expansionZoom', requestId: 3, clusterId: cluster.clusterId });
    expect(expansion).toMatchObject({ kind: 'expansionZoom', requestId: 3 });
    expect(expansion.kind === 'expansionZoom' && expansion.zoom).toBeGreaterThan(3);
  });

  it('replaces the index on a new load', () => {
    const handle = createClusterHandler();
    handle({ kind: 'load', requestId: 1, places });
    handle({ kind: 'load', requestId: 2, places: [hotel('c', 35.34, 25.14)] });
    const reply = handle({ kind: 'query', requestId: 3, bounds: world, zoom: 16 });
    expect(reply.kind === 'clusters' && reply.clusters.map((p) => p.id)).toEqual(['c']);
  });

  it('reports a query before any load as an error message, not a throw', () => {
    const handle = createClusterHandler();
    expect(handle({ kind: 'query', requestId: 7, bounds: world, zoom: 4 })).toEqual({
      kind: 'error',
      requestId: 7,
      message: 'query before load',
    });
  });

  it('reports a failure while indexing as an error message', () => {
    const handle = createClusterHandler();
    const broken = { kind: 'load', requestId: 2, places: null } as unknown as ClusterRequest;
    expect(handle(broken)).toMatchObject({ kind: 'error', requestId: 2 });
  });

  it('answers a malformed message with an error instead of staying silent', () => {
    const handle = createClusterHandler();
    const foreign = { kind: 'shout', requestId: 4 } as unknown as ClusterRequest;
    expect(handle(foreign)).toEqual({ kind: 'error', requestId: 4, message: 'unknown request' });
    expect(handle(null as unknown as ClusterRequest)).toMatchObject({
      kind: 'error',
      requestId: -1,
    });
  });
});
