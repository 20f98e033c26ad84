import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createDemoMiddleware } from './middleware';

/** Paths the HTML history fallback never answers: API, bundle, media and the stand-ins. */
const notHtml = /^\/(ajax|api|graphql|assets|demo-media|demo-maps|demo-recaptcha|demo-idp)(\/|$)/;

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
}

/**
 * The production demo host: built bundle, brand host pages, the demo API and a history fallback
 * that serves the brand page for every shop route (paths under /alpina/ get the Alpina page).
 */
export function createDemoApp({ root }: DemoAppOptions): Express {
  const dist = path.join(root, 'dist');
  const publicDir = path.join(root, 'public');
  const app = express();
  app.disable('x-powered-by');
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
  app.use(express.static(dist, { index: false }));
  app.use(express.static(publicDir));
  app.get('*', (req, res, next) => {
    if (notHtml.test(req.path) || !req.accepts('html')) {
      next();
      return;
    }
    const page = /^\/alpina(\/|$)/.test(req.path)
      ? path.join(publicDir, 'alpina', 'index.html')
      : path.join(publicDir, 'index.html');
    res.sendFile(page, (error) => {
      if (error) next();
    });
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}
