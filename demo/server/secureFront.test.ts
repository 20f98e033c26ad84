/** @jest-environment node */
import http2 from 'node:http2';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startSecureFront } from './secureFront';

let backend: Server;
let front: Awaited<ReturnType<typeof startSecureFront>>;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.post('/echo', express.text({ type: '*/*' }), (req, res) => {
    res.set('X-Seen', `${req.protocol} ${req.get('host')}`).send(`got ${String(req.body)}`);
  });
  backend = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => backend.once('listening', resolve));
  front = await startSecureFront((backend.address() as AddressInfo).port);
});

afterAll(async () => {
  await new Promise((resolve) => front.server.close(resolve));
  await new Promise((resolve) => backend.close(resolve));
});

describe('the HTTP/2 front of the demo host', () => {
  it('answers over HTTP/2 with TLS on loopback and passes the request on as https', async () => {
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = http2.connect(front.origin, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; seen: string; body: string }>(
        (resolve, reject) => {
          const stream = session.request({
            ':method': 'POST',
            ':path': '/echo',
            'content-type': 'text/plain',
          });
          let body = '';
          let status = 0;
          let seen = '';
          stream.on('response', (headers) => {
            status = Number(headers[':status']);
            seen = String(headers['x-seen']);
          });
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (body += chunk));
          stream.on('end', () => resolve({ status, seen, body }));
          stream.on('error', reject);
          stream.end('hello');
        },
      );
      const { port } = new URL(front.origin);
      expect(answer).toEqual({ status: 200, seen: `https 127.0.0.1:${port}`, body: 'got hello' });
    } finally {
      session.close();
    }
  });
});
