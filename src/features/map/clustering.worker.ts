/**
 * Clustering off the main thread: indexing 10,000 hotels would otherwise block panning and input.
 * The behaviour lives in clusterProtocol.ts; this file only wires it to the worker's messages.
 */
import { createClusterHandler, type ClusterReply, type ClusterRequest } from './clusterProtocol';

// The project compiles against the DOM library only; this is the slice of the worker scope used.
interface ClusteringWorkerScope {
  onmessage: ((event: MessageEvent<ClusterRequest>) => void) | null;
  postMessage(reply: ClusterReply): void;
}

const scope = self as unknown as ClusteringWorkerScope;
const handle = createClusterHandler();

scope.onmessage = (event) => {
  scope.postMessage(handle(event.data));
};
