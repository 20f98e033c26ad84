import type { MapPlace } from '../../api/types';
import { createClusterClient } from './clusterClient';
import { createClusterHandler, type ClusterRequest } from './clusterProtocol';
import type { MapBounds } from './model/clustering';

// The real spawner needs `import.meta`, which Jest's CommonJS cannot parse.
jest.mock('./spawnClusteringWorker', () => ({ spawnClusteringWorker: jest.fn() }));

const world: MapBounds = [-180, -90, 180, 90];
const hotel = (id: string, lat: number, lng: number): MapPlace => ({
  id,
  lat,
  lng,
  type: 'hotel',
  tooltipText: id,
});
const places = [hotel('a', 39.57, 2.65), hotel('b', 39.571, 2.651), hotel('c', 35.34, 25.14)];

/** Stands in for a browser worker: answers through the real protocol handler, asynchronously. */
class FakeWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  received: ClusterRequest[] = [];
  terminated = false;
  private readonly handle = createClusterHandler();
  constructor(private readonly crashOn?: ClusterRequest['kind']) {}
  postMessage(request: ClusterRequest) {
    this.received.push(request);
    setTimeout(() => {
      if (request.kind === this.crashOn) this.onerror?.({ preventDefault: () => undefined });
      else this.onmessage?.({ data: this.handle(structuredClone(request)) });
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

function withWorkerGlobal(run: () => Promise<void>) {
  return async () => {
    Object.defineProperty(globalThis, 'Worker', { value: FakeWorker, configurable: true });
    try {
      await run();
    } finally {
      delete (globalThis as { Worker?: unknown }).Worker;
    }
  };
}

describe('cluster client without workers (jsdom, old browsers)', () => {
  it('never tries to start a worker and clusters in this thread', async () => {
    expect(typeof Worker).toBe('undefined');
    const spawn = jest.fn();
    const client = createClusterClient(spawn);
    await expect(client.load(places)).resolves.toMatchObject({ placeCount: 3 });
    const clusters = await client.query(world, 3);
    expect(clusters.map((p) => p.type).sort()).toEqual(['cluster', 'hotel']);
    expect(spawn).not.toHaveBeenCalled();
  });

  it('resolves the expansion zoom of a cluster', async () => {
    const client = createClusterClient();
    await client.load(places);
    const cluster = (await client.query(world, 3)).find((p) => p.type === 'cluster');
    const clusterId = cluster && 'clusterId' in cluster ? cluster.clusterId : -1;
    await expect(client.expansionZoom(clusterId)).resolves.toBeGreaterThan(3);
  });

  it('rejects a query made before any load with the reason', async () => {
    await expect(createClusterClient().query(world, 4)).rejects.toThrow('query before load');
  });

  it('rejects every call after dispose', async () => {
    const client = createClusterClient();
    client.dispose();
    await expect(client.load(places)).rejects.toThrow('disposed');
  });
});

describe('cluster client with a worker', () => {
  it(
    'sends load and query to the worker and matches the replies',
    withWorkerGlobal(async () => {
      const worker = new FakeWorker();
      const client = createClusterClient(() => worker as unknown as Worker);
      await client.load(places);
      const [wide, close] = await Promise.all([client.query(world, 3), client.query(world, 16)]);
      expect(wide).toHaveLength(2);
      expect(close.map((p) => p.id).sort()).toEqual(['a', 'b', 'c']);
      expect(worker.received.map((r) => r.kind)).toEqual(['load', 'query', 'query']);
    }),
  );

  it(
    'falls back to this thread when the worker cannot start',
    withWorkerGlobal(async () => {
      const client = createClusterClient(() => {
        throw new Error('SecurityError: cross-origin worker script');
      });
      await expect(client.load(places)).resolves.toMatchObject({ placeCount: 3 });
    }),
  );

  it(
    'answers from this thread, after replaying the last load, when the worker fails',
    withWorkerGlobal(async () => {
      const worker = new FakeWorker('query');
      const client = createClusterClient(() => worker as unknown as Worker);
      await client.load(places);
      await expect(client.query(world, 16)).resolves.toHaveLength(3);
      expect(worker.terminated).toBe(true);
    }),
  );

  it(
    'terminates the worker and rejects what is still waiting on dispose',
    withWorkerGlobal(async () => {
      const worker = new FakeWorker();
      const client = createClusterClient(() => worker as unknown as Worker);
      const loading = client.load(places);
      client.dispose();
      await expect(loading).rejects.toThrow('disposed');
      expect(worker.terminated).toBe(true);
    }),
  );
});
