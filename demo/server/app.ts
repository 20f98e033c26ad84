import path from 'node:path';
import express, { type Express } from 'express';
import { createDemoMiddleware } from './middleware';

/** Paths the HTML history fallback never answers: API, bundle, media and the stand-ins. */
const notHtml = /^\/(ajax|api|graphql|assets|demo-media|demo-maps|demo-recaptcha|demo-idp)(\/|$)/;

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
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { index: false, fallthrough: false, maxAge: '1h' }),
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
