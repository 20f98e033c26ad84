/**
 * Starts the clustering worker. Kept apart from the client because `import.meta` cannot run under
 * Jest's CommonJS; webpack turns this `new URL` into a chunk of its own, loaded only with the map.
 */
export function spawnClusteringWorker(): Worker {
  return new Worker(new URL('./clustering.worker.ts', import.meta.url), { name: 'clustering' });
}
