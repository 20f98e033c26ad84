import Supercluster from 'supercluster';
import type { MapPlace } from '../../../api/types';
import { clusterRadiusPx, fitZoom, validPlaces } from './mapRules';

/** Viewport as supercluster reads it: west lng, south lat, east lng, north lat. */
export type MapBounds = readonly [west: number, south: number, east: number, north: number];

/** A group of nearby places drawn as one marker; `clusterId` opens it (expansionZoom). */
export interface ClusterPlace extends MapPlace {
  type: 'cluster';
  count: number;
  clusterId: number;
}

/** What the map draws: a cluster, or one of the places it was given, unchanged. */
export type ClusteredPlace = ClusterPlace | MapPlace;

// Clusters carry only supercluster's own count and id: no map/reduce, which would slow indexing.
export type ClusterIndex = Supercluster<MapPlace, Record<string, never>>;

/** Zoom levels that get clusters; from fit zoom on, every place shows on its own. */
export const clusterMinZoom = 0;
export const clusterMaxZoom = fitZoom - 1;

export function isClusterPlace(place: ClusteredPlace): place is ClusterPlace {
  return 'clusterId' in place;
}

/**
 * Indexes places for clustering (radius 40 px, docs/rules/map.md "Clusters"). Places with invalid
 * coordinates are dropped first: they have no position, and the index would file them in the
 * wrong place.
 * Clusters exist from the whole world (0) up to one below fit zoom, so a hotel the map zooms to
 * fit is never hidden inside a cluster.
 */
export function buildIndex(places: readonly MapPlace[]): ClusterIndex {
  const index: ClusterIndex = new Supercluster({
    radius: clusterRadiusPx,
    minZoom: clusterMinZoom,
    maxZoom: clusterMaxZoom,
  });
  return index.load(
    validPlaces(places).map((place) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
      properties: place,
    })),
  );
}

/** Clusters and single places inside the viewport at this zoom. */
export function clustersFor(
  index: ClusterIndex,
  bounds: MapBounds,
  zoom: number,
): ClusteredPlace[] {
  const [west, south, east, north] = bounds;
  return index.getClusters([west, south, east, north], zoom).map((feature) => {
    const properties = feature.properties;
    if (!('cluster_id' in properties)) return properties;
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const clusterId = properties.cluster_id;
    return {
      id: `cluster-${clusterId}`,
      lat,
      lng,
      type: 'cluster',
      // Worded by the marker through the message catalogue; the model stays language-free.
      tooltipText: '',
      count: properties.point_count,
      clusterId,
    };
  });
}

/** The zoom at which a cluster falls apart into smaller ones (zoom-on-click). */
export function expansionZoom(index: ClusterIndex, clusterId: number): number {
  return index.getClusterExpansionZoom(clusterId);
}
