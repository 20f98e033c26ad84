import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { createDemoApp } from '../../demo/server/app';

/** The production build on the demo host, on a free loopback port, for a benchmark's lifetime. */
export function serveForBench(): Promise<{ baseURL: string; close(): Promise<void> }> {
  const root = path.resolve(__dirname, '..', '..');
  return new Promise((resolve) => {
    const server: Server = createDemoApp({ root }).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseURL: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
