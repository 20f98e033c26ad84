import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createDemoApp } from './app';

/** `npm run serve`: the built shop with the demo host, on loopback only. PORT=0 picks a free port. */
const port = Number(process.env.PORT ?? 8080);
const root = path.resolve(__dirname, '..', '..');

const server = createDemoApp({ root }).listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  // The one startup line; browser tests read the port from it.
  console.log(`Demo host listening on http://127.0.0.1:${actual}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
