import type { RequestHandler, Response } from 'express';
import { browserBundle, type BundleName } from './bundle';
import { harnessPage } from './harness/page';
import { mapsHarnessPath, mapsPrefix, mapsScriptPath } from './paths';
import { bootParamsOf, standInScript } from './scriptText';

function sendScript(res: Response, build: () => string): void {
  let text: string;
  try {
    text = build();
  } catch (error) {
    console.error('The demo maps stand-in could not be built:', error);
    res.status(500).type('text/plain').send('The demo maps stand-in could not be built.');
    return;
  }
  res.set('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(text);
}

const bundle = (name: BundleName) => () => browserBundle(name);

/**
 * GET /demo-maps/api/js: the Google Maps JavaScript API stand-in (see demo/README.md);
 * GET /demo-maps/harness: a page that shows google-map-react on it, for the browser check.
 */
export function createMapsStandIn(): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith(mapsPrefix)) {
      next();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    const search = new URL(req.originalUrl, 'http://demo.invalid').searchParams;
    if (req.path === mapsScriptPath) {
      sendScript(res, () => standInScript(browserBundle('standIn'), bootParamsOf(search)));
    } else if (req.path === `${mapsHarnessPath}.js`) {
      sendScript(res, bundle('harness'));
    } else if (req.path === mapsHarnessPath) {
      res.set('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(harnessPage());
    } else {
      res.status(404).type('text/plain').send('Not found');
    }
  };
}
