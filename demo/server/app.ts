import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Request } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isKnownAddress, robotsTxt, sitemapXml } from './contentPages';
import { createDemoMiddleware } from './middleware';
import { baseSecurityHeaders, brandPagePolicy, newNonce, withNonce } from './securityHeaders';
import {
  pageWithSnapshot,
  readSnapshot,
  snapshotStylesFile,
  snapshotStylesPath,
} from './snapshotPage';

/** Paths the HTML history fallback never answers: API, bundle, media and the stand-ins. */
const notHtml =
  /^\/(ajax|api|graphql|assets|snapshot-styles|demo-media|demo-maps|demo-recaptcha|demo-idp)(\/|$)/;

/**
 * Content-hashed build files (webpack's `[contenthash:8]` in chunk and image names): a new build
 * gives changed content a new name, so a browser may keep these for good. Source maps are left out,
 * since a map can change while its chunk, and so the hash in its name, does not.
 */
const contentHashed = /\.[0-9a-f]{8}\.(js|css|webp)$/;

/**
 * A year, immutable, for hashed files. Everything else, the fixed-name `shop.js` above all, is
 * checked with the server (ETag) on every use, so a new build reaches visitors at once.
 */
function setAssetCaching(res: ServerResponse, file: string): void {
  const name = file.replace(/\.(br|gz)$/, '');
  res.setHeader(
    'Cache-Control',
    contentHashed.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

export interface DemoAppOptions {
  /** Project root holding dist/ and public/. */
  root: string;
  /** Folder of the HTML snapshots, one subfolder per brand (default dist/snapshots). */
  snapshots?: string;
}

/** The two demo brands: the Alpina page is served under /alpina, Sunwave at the root. */
const brands = {
  sunwave: { basePath: '', page: 'index.html' },
  alpina: { basePath: '/alpina', page: path.join('alpina', 'index.html') },
} as const;

function brandOf(pathname: string): keyof typeof brands {
  return /^\/alpina(\/|$)/.test(pathname) ? 'alpina' : 'sunwave';
}

/** The origin the visitor used, for absolute addresses (the demo host listens on loopback only). */
function originOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
}

/**
 * The production demo host: built bundle, brand host pages, the demo API and a history fallback
 * that serves the brand page for every shop route (paths under /alpina/ get the Alpina page),
 * with a content page's HTML snapshot where one was taken and status 404 for unknown addresses;
 * and robots.txt and sitemap.xml for search engines.
 */
export function createDemoApp(options: DemoAppOptions): Express {
  const { root } = options;
  const dist = path.join(root, 'dist');
  const publicDir = path.join(root, 'public');
  const snapshots = options.snapshots ?? path.join(dist, 'snapshots');
  const app = express();
  // Behind the HTTP/2 front (secureFront.ts) the visitor's scheme arrives as X-Forwarded-Proto;
  // only a proxy on loopback is believed, and the demo host answers nothing else.
  app.set('trust proxy', 'loopback');

  /**
   * The brand's page for a shop address: status 404 where the shop shows its not-found view, and
   * the page's HTML snapshot, if one was taken, for an address without a query (a query may
   * change what the page shows, so the shop renders it alone).
   */
  async function hostPage(req: Request): Promise<{ status: number; html: string }> {
    const brand = brandOf(req.path);
    const { basePath, page } = brands[brand];
    const routerPath = req.path.slice(basePath.length) || '/';
    const [template, known] = await Promise.all([
      readFile(path.join(publicDir, page), 'utf8'),
      isKnownAddress(routerPath, brand),
    ]);
    if (!known) return { status: 404, html: template };
    const plain = !req.originalUrl.includes('?');
    const snapshot = plain ? await readSnapshot(path.join(snapshots, brand), routerPath) : null;
    return {
      status: 200,
      html: snapshot ? pageWithSnapshot(template, snapshot, originOf(req)) : template,
    };
  }
  app.disable('x-powered-by');
  app.use(baseSecurityHeaders);
  // API answers and host pages are compressed as they go out, as a brand's host or CDN does (a
  // result list's JSON shrinks to about a tenth); the bundle below is compressed at build time.
  app.use(compression());
  app.use(createDemoMiddleware());
  // The build writes .br and .gz files beside its JavaScript; the best one the browser accepts is
  // sent. The directory is read once, at start: chunks of a later build go out uncompressed until
  // the host restarts.
  app.use(
    '/assets',
    expressStaticGzip(path.join(dist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { fallthrough: false, setHeaders: setAssetCaching },
    }),
  );
  // Source maps are written beside dist/assets for upload, never served (README, "Source maps").
  app.use('/source-maps', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(express.static(dist, { index: false }));
  app.use(express.static(publicDir));
  // Browsers ask for /favicon.ico on pages that name no icon (the stand-ins' pages): the demo
  // brand's icon answers, not the not-found status of an unknown address.
  app.get('/favicon.ico', (_req, res, next) => {
    res.sendFile(path.join(publicDir, 'brands', 'sunwave', 'favicon.svg'), (error) => {
      if (error) next();
    });
  });
  // The snapshots' own stylesheets (the rules for their markup's style attributes), named by content.
  app.get(`${snapshotStylesPath}/:brand/:name`, (req, res, next) => {
    const brand = req.params.brand as keyof typeof brands;
    const file = Object.hasOwn(brands, brand)
      ? snapshotStylesFile(path.join(snapshots, brand), req.params.name)
      : null;
    if (!file) {
      next();
      return;
    }
    res.sendFile(
      file,
      { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      (error) => {
        if (error) next();
      },
    );
  });
  app.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', 'no-cache')
      .type('text/plain')
      .send(robotsTxt(originOf(req)));
  });
  app.get('/sitemap.xml', (req, res, next) => {
    // The demo's content service has its destination pages in de-de only.
    sitemapXml(originOf(req), 'de-de').then(
      (xml) => res.set('Cache-Control', 'no-cache').type('application/xml').send(xml),
      next,
    );
  });
  app.get('*', (req, res, next) => {
    if (notHtml.test(req.path) || !req.accepts('html')) {
      next();
      return;
    }
    void hostPage(req).then(({ status, html }) => {
      const nonce = newNonce();
      res
        .status(status)
        .set('Cache-Control', 'no-cache')
        .set('Content-Security-Policy', brandPagePolicy(nonce))
        .type('html')
        .send(withNonce(html, nonce));
    }, next);
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
