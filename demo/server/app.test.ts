/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, type Server, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { PageResponse } from '../../src/api/types';
import { rebuildCatalogue } from '../catalogue';
import { testSeed, testToday } from '../testing/demoServer';
import { call } from '../testing/shape';
import { createDemoApp } from './app';

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  rebuildCatalogue({ seed: testSeed, today: testToday });
  root = mkdtempSync(path.join(tmpdir(), 'demo-host-'));
  mkdirSync(path.join(root, 'public', 'alpina'), { recursive: true });
  mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(
    path.join(root, 'public', 'index.html'),
    '<!doctype html><title>sunwave</title><style>body{margin:0}</style>' +
      '<script>window.config = 1;</script><script src="/assets/shop.js"></script>',
  );
  writeFileSync(
    path.join(root, 'public', 'alpina', 'index.html'),
    '<!doctype html><title>alpina</title>',
  );
  // A production build: the fixed-name entry and a content-hashed chunk, each with its .br and .gz
  // copies; a chunk named as in development builds (no hash) and a hashed chunk's source map.
  mkdirSync(path.join(root, 'dist', 'assets', 'chunks'));
  for (const file of ['shop.js', hashedChunk]) {
    const text = file === 'shop.js' ? 'console.info("shop")' : chunkText;
    writeFileSync(path.join(root, 'dist', 'assets', file), text);
    writeFileSync(path.join(root, 'dist', 'assets', `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, 'dist', 'assets', `${file}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(root, 'dist', 'assets', 'chunks', 'search.js'), chunkText);
  writeFileSync(path.join(root, 'dist', 'assets', `${hashedChunk}.map`), '{"version":3}');
  mkdirSync(path.join(root, 'dist', 'source-maps'));
  writeFileSync(path.join(root, 'dist', 'source-maps', 'shop.js.map'), '{"version":3}');
  server = createDemoApp({ root }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const hashedChunk = 'chunks/412.3fa9c0d1.js';
const chunkText = `(self.webpackChunkholidayShop||=[]).push([[412],{${'/* route */'.repeat(50)}}]);`;
const immutable = 'public, max-age=31536000, immutable';

/** Raw bytes and headers: fetch would ask for compression itself and decode the body. */
function raw(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${pathname}`, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(parts),
        }),
      );
    }).on('error', reject);
  });
}

/** A raw answer's body as text, decoded from the compression the server chose. */
function decoded({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

const html = (pathname: string) =>
  fetch(`${origin}${pathname}`, { headers: { Accept: 'text/html' } });

describe('demo host server', () => {
  it('answers API calls through the MSW middleware', async () => {
    const { status, body } = await call(
      'get_page',
      { query: { path: '/de-de', locale: 'de-de' } },
      origin,
    );
    expect(status).toBe(200);
    expect((body as PageResponse).page?.pageType).toBe('homepage');
    const list = await call(
      'get_mixed_resultlist',
      { body: { productSearch: { destinations: ['hr'] }, resultsPerPage: 2 } },
      origin,
    );
    expect(list.body.results).toHaveLength(2);
  });

  it('serves the bundle under /assets and brand pages for shop routes', async () => {
    expect(await (await fetch(`${origin}/assets/shop.js`)).text()).toContain('shop');
    expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
    expect(await (await html('/de-de/sommer')).text()).toContain('sunwave');
    expect(await (await html('/alpina/de-ch/search')).text()).toContain('alpina');
    expect(await (await html('/alpina')).text()).toContain('alpina');
    expect((await html('/ajax/unknown')).status).toBe(404);
    expect(
      (await fetch(`${origin}/de-de`, { headers: { Accept: 'application/json' } })).status,
    ).toBe(404);
  });

  it('serves brand pages under the strict policy, its nonce on their own inline script and style', async () => {
    const pages = await Promise.all(['/de-de', '/de-de'].map((address) => html(address)));
    const nonces = await Promise.all(
      pages.map(async (page) => {
        const policy = page.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
        expect(policy).toBe(
          `script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; ` +
            "object-src 'none'; base-uri 'none'",
        );
        expect(page.headers.get('x-content-type-options')).toBe('nosniff');
        expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        const text = await page.text();
        expect(text).toContain(`<script nonce="${nonce}">window.config = 1;</script>`);
        expect(text).toContain(`<style nonce="${nonce}">body{margin:0}</style>`);
        // A script from a file needs none: 'self' allows it.
        expect(text).toContain('<script src="/assets/shop.js"></script>');
        return nonce;
      }),
    );
    // A new nonce for every page, so one read from a page cannot be replayed.
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    const bundle = await fetch(`${origin}/assets/shop.js`);
    expect(bundle.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bundle.headers.get('content-security-policy')).toBeNull();
  });

  it('never serves source maps written beside the assets folder', async () => {
    expect((await fetch(`${origin}/source-maps/shop.js.map`)).status).toBe(404);
  });

  describe('compression and caching of the bundle', () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

    it('sends a hashed chunk as brotli when accepted, cached for a year as immutable', async () => {
      const chunk = await raw(`/assets/${hashedChunk}`, browser);
      expect(chunk.status).toBe(200);
      expect(chunk.headers['content-encoding']).toBe('br');
      expect(chunk.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(chunk.headers.vary).toMatch(/Accept-Encoding/i);
      expect(chunk.headers['cache-control']).toBe(immutable);
      expect(chunk.body.length).toBeLessThan(chunkText.length);
      expect(brotliDecompressSync(chunk.body).toString()).toBe(chunkText);
    });

    it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
      const gzip = await raw(`/assets/${hashedChunk}`, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(chunkText);
      expect(gzip.headers['cache-control']).toBe(immutable);

      const plain = await raw(`/assets/${hashedChunk}`);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(chunkText);
      expect(plain.headers['cache-control']).toBe(immutable);
    });

    it('sends shop.js compressed but revalidated, since brand pages load it by a fixed name', async () => {
      const shop = await raw('/assets/shop.js', browser);
      expect(shop.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(shop.body).toString()).toBe('console.info("shop")');
      expect(shop.headers['cache-control']).toBe('no-cache');
      const etag = shop.headers.etag;
      expect(etag).toBeTruthy();
      const again = await raw('/assets/shop.js', { ...browser, 'If-None-Match': etag! });
      expect(again.status).toBe(304);
      expect((await raw('/assets/shop.js')).headers['cache-control']).toBe('no-cache');
    });

    it('compresses API answers for a client that accepts it', async () => {
      const layout = await raw('/ajax/layout?locale=de-de', browser);
      expect(layout.status).toBe(200);
      expect(layout.headers['content-encoding']).toMatch(/^(br|gzip)$/);
      expect(layout.headers.vary).toMatch(/Accept-Encoding/i);
      const text = decoded(layout);
      expect(layout.body.length).toBeLessThan(text.length / 2);
      expect(JSON.parse(text)).toHaveProperty('navigation');
      const plain = await raw('/ajax/layout?locale=de-de');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(plain.body.toString())).toHaveProperty('navigation');
    });

    it('never marks unhashed files, source maps or brand pages immutable', async () => {
      const unhashed = await raw('/assets/chunks/search.js', browser);
      expect(unhashed.status).toBe(200);
      expect(unhashed.headers['cache-control']).toBe('no-cache');
      const map = await raw(`/assets/${hashedChunk}.map`, browser);
      expect(map.status).toBe(200);
      expect(map.headers['cache-control']).toBe('no-cache');
      for (const pathname of ['/de-de/sommer', '/alpina/de-ch']) {
        const page = await raw(pathname, { ...browser, Accept: 'text/html' });
        expect(page.status).toBe(200);
        expect(decoded(page)).toContain('<title>');
        expect(page.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
      }
    });
  });

  it('gives visitors a cookie so favourites persist', async () => {
    const first = await call('do_favorites_add', { body: { hotelId: 100003 } }, origin);
    const cookie = first.response.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^demo_visitor=v-/);
    const info = await call('get_favorites_info', { headers: { Cookie: cookie } }, origin);
    expect(info.body.hotelIds).toEqual([100003]);
    expect(info.response.headers.get('set-cookie')).toBeNull();
  });

  it('drops the connection for the drop fault and keeps serving afterwards', async () => {
    // undici's TypeError comes from another realm than Jest's, so match the message.
    await expect(
      call('get_layout', { headers: { 'x-demo-fault': 'drop' } }, origin),
    ).rejects.toThrow('fetch failed');
    expect((await call('get_layout', {}, origin)).status).toBe(200);
  });

  it('reads multipart bodies over HTTP', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      text: 'Hi',
      reason: 'Compliment',
      orderId: 'BK1',
      country: 'DE',
      salutation: 'MALE',
      contactTourGuideOnSite: 'true',
    }))
      form.append(key, value);
    form.append('file[]', new File(['x'], 'a.png', { type: 'image/png' }));
    expect((await call('complaint_form', { body: form }, origin)).body).toEqual({ success: true });
  });

  it('serves the reCAPTCHA stand-in under /demo-recaptcha/, never a brand page', async () => {
    const script = await fetch(`${origin}/demo-recaptcha/api.js?render=explicit`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('demoRecaptchaStandIn.boot({"render":"explicit"});');
    const unknown = await html('/demo-recaptcha/unknown');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<title>');
  });

  it('serves CMS pictures through the image CDN stand-in with its options echoed', async () => {
    const original = await fetch(`${origin}/demo-media/teaser/summer/1.svg`);
    const viaCdn = await fetch(`${origin}/demo-cdn/w_360,h_180,f_webp/teaser/summer/1.svg`);
    expect(viaCdn.status).toBe(200);
    expect(viaCdn.headers.get('content-type')).toBe(original.headers.get('content-type'));
    expect(viaCdn.headers.get('x-demo-cdn-options')).toBe('w_360,h_180,f_webp');
    expect(await viaCdn.text()).toBe(await original.text());
    const bare = await html('/demo-cdn/w_360');
    expect(bare.status).toBe(404);
    expect(await bare.text()).not.toContain('<title>');
  });

  it('serves the identity provider under /demo-idp/ with this origin as issuer, never a brand page', async () => {
    const config = await fetch(`${origin}/demo-idp/.well-known/openid-configuration`);
    expect(((await config.json()) as { issuer: string }).issuer).toBe(`${origin}/demo-idp/`);
    const unknown = await html('/demo-idp/unknown');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<title>');
  });

  describe('the Google Maps stand-in', () => {
    it('serves the script with the query booted in as data, and the script defines google.maps', async () => {
      const hostile = '"</script><script>alert(1)</script>';
      const query = new URLSearchParams({
        key: hostile,
        language: 'de',
        region: 'CH',
        callback: 'onMapsReady',
      });
      const response = await fetch(`${origin}/demo-maps/api/js?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const text = await response.text();
      const params = { key: hostile, callback: 'onMapsReady', language: 'de', region: 'CH' };
      const literal = JSON.stringify(params).replace(/</g, '\\u003c');
      expect(text).not.toContain('</script>');
      expect(text).toContain(`demoMapsStandIn.boot(${literal});`);

      // A bare global object is enough for the boot: google.maps, then the callback.
      const page = vm.createContext({ console, setTimeout }) as Record<string, unknown> & {
        google?: { maps: { version: string; Map: unknown; importLibrary: unknown } };
      };
      page.window = page;
      const ready = jest.fn();
      page.onMapsReady = ready;
      vm.runInContext(text, page);
      expect(ready).toHaveBeenCalledTimes(1);
      expect(page.google!.maps.version).toMatch(/^3\.\d+\.\d+-demo$/);
      expect(typeof page.google!.maps.Map).toBe('function');
      expect(Object.keys(page).sort()).toEqual([
        'console',
        'google',
        'onMapsReady',
        'setTimeout',
        'window',
      ]);
    });

    it('serves the harness page and its script, and 404s elsewhere under /demo-maps/', async () => {
      const harness = await html('/demo-maps/harness');
      expect(harness.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await harness.text()).toContain('<script src="/demo-maps/harness.js">');
      const script = await fetch(`${origin}/demo-maps/harness.js`);
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await script.text()).toContain('demoMapsHarness');
      expect((await html('/demo-maps/unknown')).status).toBe(404);
      expect((await fetch(`${origin}/demo-maps/api/js`, { method: 'POST' })).status).toBe(405);
    });
  });
});
