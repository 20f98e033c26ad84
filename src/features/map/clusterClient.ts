import type { MapPlace } from '../../api/types';
import {
  createClusterHandler,
  type ClusterHandler,
  type ClusterReply,
  type ClusterRequest,
} from './clusterProtocol';
import type { ClusteredPlace, MapBounds } from './model/clustering';
import { spawnClusteringWorker } from './spawnClusteringWorker';

export interface ClusterIndexReady {
  placeCount: number;
  indexMs: number;
}

/** The map's view of clustering; where it runs (worker or this thread) is not its concern. */
export interface ClusterClient {
  load(places: readonly MapPlace[]): Promise<ClusterIndexReady>;
  query(bounds: MapBounds, zoom: number): Promise<ClusteredPlace[]>;
  expansionZoom(clusterId: number): Promise<number>;
  dispose(): void;
}

interface Pending {
  request: ClusterRequest;
  resolve: (reply: ClusterReply) => void;
  reject: (error: Error) => void;
}

type Send = (request: ClusterRequest) => Promise<ClusterReply>;

const sendTo =
  (handle: ClusterHandler): Send =>
  (request) =>
    Promise.resolve(handle(request));

/**
 * Clusters in a worker when the browser has one, else in this thread (jsdom, old browsers, or a
 * host page whose origin or CSP forbids our worker script). A worker that fails later (its chunk
 * cannot load, it crashes) hands its unanswered requests to this thread, after the last load.
 */
export function createClusterClient(spawn: () => Worker = spawnClusteringWorker): ClusterClient {
  let nextRequestId = 1;
  let disposed = false;
  let lastLoad: ClusterRequest | undefined;
  let worker: Worker | undefined;
  const pending = new Map<number, Pending>();
  let send = sendTo(createClusterHandler());

  function failOver() {
    worker?.terminate();
    worker = undefined;
    const handle = createClusterHandler();
    send = sendTo(handle);
    const waiting = [...pending.values()];
    pending.clear();
    if (lastLoad && !waiting.some((entry) => entry.request === lastLoad)) handle(lastLoad);
    for (const entry of waiting) entry.resolve(handle(entry.request));
  }

  if (typeof Worker === 'function') {
    try {
      const started = spawn();
      started.onmessage = (event: MessageEvent<ClusterReply>) => {
        const entry = pending.get(event.data.requestId);
        pending.delete(event.data.requestId);
        entry?.resolve(event.data);
      };
      started.onerror = (event) => {
        // Handled here by falling back; keep it out of the page's error reporting.
        event.preventDefault();
        failOver();
      };
      worker = started;
      send = (request) =>
        new Promise((resolve, reject) => {
          pending.set(request.requestId, { request, resolve, reject });
          started.postMessage(request);
        });
    } catch {
      // Refused to start (cross-origin script, CSP): this thread is the way left.
    }
  }

  async function ask<K extends ClusterReply['kind']>(
    request: ClusterRequest,
    kind: K,
  ): Promise<Extract<ClusterReply, { kind: K }>> {
    if (disposed) throw new Error('cluster client disposed');
    const reply = await send(request);
    if (reply.kind === kind) return reply as Extract<ClusterReply, { kind: K }>;
    throw new Error(reply.kind === 'error' ? reply.message : `unexpected ${reply.kind} reply`);
  }

  return {
    async load(places) {
      const request: ClusterRequest = { kind: 'load', requestId: nextRequestId++, places };
      lastLoad = request;
      const { placeCount, indexMs } = await ask(request, 'ready');
      return { placeCount, indexMs };
    },
    async query(bounds, zoom) {
      const request = { kind: 'query', requestId: nextRequestId++, bounds, zoom } as const;
      return (await ask(request, 'clusters')).clusters;
    },
    async expansionZoom(clusterId) {
      const request = { kind: 'expansionZoom', requestId: nextRequestId++, clusterId } as const;
      return (await ask(request, 'expansionZoom')).zoom;
    },
    dispose() {
      disposed = true;
      worker?.terminate();
      worker = undefined;
      for (const entry of pending.values()) entry.reject(new Error('cluster client disposed'));
      pending.clear();
      lastLoad = undefined;
    },
  };
}
