import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { cardProviderPrefix } from '../cardProvider/paths';
import { createCardProviderStandIn } from '../cardProvider/routes';
import { handlers } from '../handlers';
import { visitorCookie } from '../handlers/favourites';
import { identityRouteOf } from '../identity/paths';
import { createIdentityStandIn } from '../identity/routes';
import { mapsPrefix } from '../maps/paths';
import { createMapsStandIn } from '../maps/routes';
import { recaptchaPrefix } from '../recaptcha/paths';
import { createRecaptchaStandIn } from '../recaptcha/routes';

const apiPrefix = /^\/(ajax|api|graphql)(\/|$)/;

/** The image CDN stand-in's prefix; brand pages point their `images.cdnPrefix` at it. */
export const cdnPrefix = '/demo-cdn/';

/**
 * The image CDN stand-in: /demo-cdn/{options}/{path} answers with the demo picture at
 * /demo-media/{path} and echoes the options (size, format) in X-Demo-Cdn-Options. It converts
 * nothing: the demo pictures are SVGs, drawn sharp at any size.
 */
function cdnToMedia(url: string, res: Response): string | null {
  const rest = url.slice(cdnPrefix.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  res.set('X-Demo-Cdn-Options', decodeURIComponent(rest.slice(0, slash)));
  return `/demo-media/${rest.slice(slash + 1)}`;
}

/** Hands every API visitor a demo_visitor cookie before the handlers run, so favourites persist. */
function ensureVisitor(cookieHeader: string | undefined, res: Response): string | undefined {
  if (cookieHeader?.split(';').some((part) => part.trim().startsWith(`${visitorCookie}=`)))
    return cookieHeader;
  const cookie = `${visitorCookie}=v-${randomUUID()}`;
  res.append('Set-Cookie', `${cookie}; Path=/; SameSite=Lax; HttpOnly`);
  return cookieHeader ? `${cookieHeader}; ${cookie}` : cookie;
}

/**
 * The `drop` fault answers with Response.error() (status 0). Over real HTTP that must become a
 * dropped connection; writing status 0 would throw inside the middleware instead.
 */
function dropOnNetworkError(res: Response): void {
  res.end = new Proxy(res.end, {
    apply(target, thisArg, args: unknown[]) {
      if (res.statusCode === 0) {
        res.socket?.destroy();
        return res;
      }
      return Reflect.apply(target, thisArg, args) as Response;
    },
  });
}

/**
 * The demo host as Express middleware: the same MSW handlers as in Jest, over real HTTP, and the
 * Google Maps stand-in under /demo-maps/, the card provider stand-in under /demo-card/, the
 * Google reCAPTCHA stand-in under /demo-recaptcha/ and the identity provider under /demo-idp/.
 */
export function createDemoMiddleware(): RequestHandler {
  const mocks = createMiddleware(...handlers);
  const maps = createMapsStandIn();
  const cards = createCardProviderStandIn();
  const recaptcha = createRecaptchaStandIn();
  const identity = createIdentityStandIn();
  return (req, res, next) => {
    if (req.path.startsWith(mapsPrefix)) {
      maps(req, res, next);
      return;
    }
    if (req.path.startsWith(cardProviderPrefix)) {
      cards(req, res, next);
      return;
    }
    if (req.path.startsWith(recaptchaPrefix)) {
      recaptcha(req, res, next);
      return;
    }
    if (identityRouteOf(req.path)) {
      identity(req, res, next);
      return;
    }
    if (req.path.startsWith(cdnPrefix)) {
      const media = cdnToMedia(req.url, res);
      if (!media) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      req.url = media;
    }
    if (!apiPrefix.test(req.path) && !req.path.startsWith('/demo-media/')) {
      next();
      return;
    }
    if (apiPrefix.test(req.path)) {
      const cookie = ensureVisitor(req.headers.cookie, res);
      if (cookie) req.headers.cookie = cookie;
    }
    dropOnNetworkError(res);
    mocks(req, res, next);
  };
}
