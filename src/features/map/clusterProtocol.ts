import type { MapPlace } from '../../api/types';
import {
  buildIndex,
  clustersFor,
  expansionZoom,
  type ClusteredPlace,
  type ClusterIndex,
  type MapBounds,
} from './model/clustering';
import { validPlaces } from './model/mapRules';

/**
 * Messages between the map and the clustering worker. Every request carries an id its reply
 * repeats, so several queries may be under way at once (panning fires them quickly).
 */
export type ClusterRequest =
  | { kind: 'load'; requestId: number; places: readonly MapPlace[] }
  | { kind: 'query'; requestId: number; bounds: MapBounds; zoom: number }
  | { kind: 'expansionZoom'; requestId: number; clusterId: number };

export type ClusterReply =
  | { kind: 'ready'; requestId: number; placeCount: number; indexMs: number }
  | { kind: 'clusters'; requestId: number; clusters: ClusteredPlace[] }
  | { kind: 'expansionZoom'; requestId: number; zoom: number }
  | { kind: 'error'; requestId: number; message: string };

export type ClusterHandler = (request: ClusterRequest) => ClusterReply;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The worker's whole behaviour, kept out of the worker file so it runs in Jest and, as the
 * in-thread fallback, in browsers without workers. It holds one index; `load` replaces it.
 */
export function createClusterHandler(now: () => number = () => performance.now()): ClusterHandler {
  let index: ClusterIndex | undefined;
  return (request) => {
    const requestId = typeof request?.requestId === 'number' ? request.requestId : -1;
    try {
      switch (request?.kind) {
        case 'load': {
          const started = now();
          const places = validPlaces(request.places);
          index = buildIndex(places);
          const indexMs = now() - started;
          return { kind: 'ready', requestId, placeCount: places.length, indexMs };
        }
        case 'query':
          if (!index) return { kind: 'error', requestId, message: 'query before load' };
          return {
            kind: 'clusters',
            requestId,
            clusters: clustersFor(index, request.bounds, request.zoom),
          };
        case 'expansionZoom':
          if (!index) return { kind: 'error', requestId, message: 'expansionZoom before load' };
          return {
            kind: 'expansionZoom',
            requestId,
            zoom: expansionZoom(index, request.clusterId),
          };
        default:
          // Only a foreign or malformed message gets here; answer rather than stay silent.
          return { kind: 'error', requestId, message: 'unknown request' };
      }
    } catch (error) {
      return { kind: 'error', requestId, message: messageOf(error) };
    }
  };
}
