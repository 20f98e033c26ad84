import type { RequestHandler } from 'express';
import { browserBundle } from '../server/browserBundle';
import { harnessReads, type Read, scriptRead, searchOf, serveRead } from '../server/standInRoutes';
import { mapsBundles } from './bundle';
import { harnessPage } from './harness/page';
import { mapsHarnessPath, mapsPrefix, mapsScriptPath } from './paths';
import { bootParamsOf, standInScript } from './scriptText';

const reads: Record<string, Read> = {
  [mapsScriptPath]: scriptRead('maps', (req) =>
    standInScript(browserBundle(mapsBundles.standIn), bootParamsOf(searchOf(req))),
  ),
  ...harnessReads('maps', {
    path: mapsHarnessPath,
    page: harnessPage,
    bundle: mapsBundles.harness,
  }),
};

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
    serveRead(req, res, reads[req.path]);
  };
}
