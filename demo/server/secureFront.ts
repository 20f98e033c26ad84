import http, { type IncomingHttpHeaders } from 'node:http';
import http2, { type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Headers that belong to one connection and are never passed on (RFC 9110, section 7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

function passable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !name.startsWith(':') && !hopByHop.has(name)) kept[name] = value;
  return kept;
}

/** A certificate for loopback only (127.0.0.1 and localhost), valid for two days. */
async function loopbackCertificate(): Promise<{ key: string; cert: string }> {
  const notAfterDate = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * HTTP/2 over TLS in front of the demo host on `backendPort`, as a brand host or CDN serves the
 * shop in production: one connection carries every request, where HTTP/1.1 would open six and
 * pay a handshake for each. Used by `npm run bench:lighthouse`, whose Chromium accepts the
 * self-signed loopback certificate. Requests are passed on with `X-Forwarded-Proto: https` and
 * the visitor's host, so the demo host builds https addresses for this origin.
 */
export async function startSecureFront(
  backendPort: number,
  port = 0,
): Promise<{ server: Http2SecureServer; origin: string }> {
  const server = http2.createSecureServer(
    { ...(await loopbackCertificate()), allowHTTP1: true },
    (req, res) => {
      const host = req.headers[':authority'] ?? req.headers.host ?? '127.0.0.1';
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: backendPort,
          method: req.method,
          path: req.url,
          headers: { ...passable(req.headers), host, 'x-forwarded-proto': 'https' },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, passable(answer.headers));
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return { server, origin: `https://127.0.0.1:${actual}` };
}
