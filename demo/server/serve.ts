import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createDemoApp } from './app';
import { missingBuildMessage } from './buildCheck';
import { startSecureFront } from './secureFront';

/**
 * `npm run serve`: the built shop with the demo host, on loopback only. PORT=0 picks a free port.
 * DEMO_HTTP2=1 adds an HTTP/2 front over TLS (self-signed, loopback) on HTTP2_PORT (default: a
 * free port), as production hosts serve the shop; `npm run bench:lighthouse` measures through it.
 */
const port = Number(process.env.PORT ?? 8080);
const root = path.resolve(__dirname, '..', '..');
const missingBuild = missingBuildMessage(root);
if (missingBuild) {
  console.error(missingBuild);
  process.exit(1);
}
const app = createDemoApp({ root });
const closers: (() => Promise<void>)[] = [];

const server = app.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  // The one startup line; browser tests read the port from it.
  console.log(`Demo host listening on http://127.0.0.1:${actual}`);
  if (process.env.DEMO_HTTP2 !== '1') return;
  void startSecureFront(actual, Number(process.env.HTTP2_PORT ?? 0)).then(({ server, origin }) => {
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    console.log(`HTTP/2 front listening on ${origin}`);
  });
});
closers.push(() => new Promise((resolve) => server.close(() => resolve())));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(
    signal,
    () => void Promise.all(closers.map((close) => close())).then(() => process.exit(0)),
  );
}
