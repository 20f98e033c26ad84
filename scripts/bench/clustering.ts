/**
 * `npm run bench:clustering`: clustering 10,000 hotels (issue "Result list", Done means: at most
 * 40 ms to index, at most 2 ms per cluster query). Runs in Node the very handler the map's worker
 * runs (src/features/map/clusterProtocol.ts), so the numbers are the worker's own work; the
 * structured clone of the places on their way to the worker is not included. Data and viewports
 * are seeded, so every run measures the same work. Exits 1 when the median index time, or the
 * median or p95 query time, is over budget.
 */
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../../demo/catalogue/prng';
import { createClusterHandler, type ClusterReply } from '../../src/features/map/clusterProtocol';
import { benchmarkHotels, randomViewport, type Viewport } from './clusteringPlaces';

const hotelCount = 10_000;
const indexRuns = 15;
const queryCount = 200;
const [minZoom, maxZoom] = [3, 16];
const budget = { indexMs: 40, queryMs: 2 };

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

function replyOf<K extends ClusterReply['kind']>(reply: ClusterReply, kind: K) {
  if (reply.kind !== kind) throw new Error(`expected ${kind}, got ${JSON.stringify(reply)}`);
  return reply as Extract<ClusterReply, { kind: K }>;
}

function main(): void {
  const places = benchmarkHotels(hotelCount);
  const handle = createClusterHandler(() => performance.now());
  let requestId = 0;
  const load = () => replyOf(handle({ kind: 'load', requestId: ++requestId, places }), 'ready');
  const query = ({ bounds, zoom }: Viewport) => {
    const started = performance.now();
    const reply = replyOf(
      handle({ kind: 'query', requestId: ++requestId, bounds, zoom }),
      'clusters',
    );
    return { ms: performance.now() - started, markers: reply.clusters.length };
  };

  // Warm-up: let the JIT compile indexing and querying before anything is timed.
  const warmRng = mulberry32(1);
  for (let i = 0; i < 5; i += 1) load();
  for (let i = 0; i < queryCount; i += 1) query(randomViewport(warmRng, places, minZoom, maxZoom));

  const indexTimes = Array.from({ length: indexRuns }, () => load().indexMs);
  const placeCount = load().placeCount;
  const rng = mulberry32(2);
  const queries = Array.from({ length: queryCount }, () =>
    query(randomViewport(rng, places, minZoom, maxZoom)),
  );
  const queryTimes = queries.map((q) => q.ms);
  const markers = queries.map((q) => q.markers);

  const rows = [
    ['index (median)', percentile(indexTimes, 50), budget.indexMs],
    ['index (worst)', Math.max(...indexTimes), undefined],
    ['query (median)', percentile(queryTimes, 50), budget.queryMs],
    ['query (p95)', percentile(queryTimes, 95), budget.queryMs],
    ['query (worst)', Math.max(...queryTimes), undefined],
  ] as const;
  console.log(
    `Clustering ${placeCount} hotels: ${indexRuns} index runs, ${queryCount} queries over ` +
      `1280×720 viewports at zoom ${minZoom}..${maxZoom} (markers per query: median ` +
      `${percentile(markers, 50)}, max ${Math.max(...markers)})\n`,
  );
  let failed = false;
  for (const [name, ms, limit] of rows) {
    const over = limit !== undefined && ms > limit;
    failed ||= over;
    const verdict = limit === undefined ? '' : over ? 'OVER' : 'ok';
    const budgetText = limit === undefined ? '' : `budget ${limit} ms`;
    console.log(
      `${name.padEnd(16)} ${ms.toFixed(2).padStart(8)} ms   ${budgetText.padEnd(15)} ${verdict}`,
    );
  }
  if (failed) {
    console.error('\nbench: clustering is over budget');
    process.exit(1);
  }
}

main();
