import express, { type Request, type RequestHandler, type Response } from 'express';
import { nextId, state } from '../handlers/state';
import { bundleRead, harnessReads, type Read, serveRead } from '../server/standInRoutes';
import { cardBundles } from './bundle';
import { cardInfoOf, digitsOf, expiryProblem, isValidCardNumber, isValidCvv } from './card';
import type { TokenizeRequest, TokenizeResponse } from './client/protocol';
import { isLoopbackOrigin, providerOriginFor } from './origins';
import { challengePage, fieldPage, harnessPage } from './pages';
import {
  cardChallengePath,
  cardFieldPath,
  cardHarnessPath,
  cardProviderPrefix,
  cardTokenizePath,
} from './paths';
import { tokenise } from './testCards';

/** The real script's address carries its version; the stand-in answers any 2.x name. */
const mainScript = /^\/demo-card\/secure-fields-2\.\d+\.\d+(\.min)?\.js$/;

function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/**
 * Frames are served only on the provider origin, only to be embedded by its loopback sibling:
 * the parent origin is checked here and pinned with frame-ancestors.
 */
function sendFramePage(req: Request, res: Response, page: (parentOrigin: string) => string): void {
  const parentOrigin = String(req.query.parent ?? '');
  if (!isLoopbackOrigin(parentOrigin) || providerOriginFor(parentOrigin) !== ownOrigin(req)) {
    res.status(403).type('text/plain').send('This page may only be framed by its shop.');
    return;
  }
  res
    .set('Cache-Control', 'no-store')
    .set(
      'Content-Security-Policy',
      `frame-ancestors ${parentOrigin}; default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'`,
    )
    .type('text/html; charset=utf-8')
    .send(page(parentOrigin));
}

const mainScriptRead = bundleRead('card', cardBundles.script);

const reads: Record<string, Read> = {
  '/demo-card/field.js': bundleRead('card', cardBundles.field),
  '/demo-card/challenge.js': bundleRead('card', cardBundles.challenge),
  [cardFieldPath]: (req, res) => {
    const field = req.query.field === 'cvv' ? 'cvv' : 'cardNumber';
    const instance = String(req.query.instance ?? '')
      .replace(/[^\w-]/g, '')
      .slice(0, 40);
    sendFramePage(req, res, (parentOrigin) => fieldPage({ field, instance, parentOrigin }));
  },
  [cardChallengePath]: (req, res) => {
    sendFramePage(req, res, (parentOrigin) => challengePage({ parentOrigin }));
  },
  ...harnessReads('card', {
    path: cardHarnessPath,
    page: harnessPage,
    bundle: cardBundles.harness,
  }),
};

function tokenize(body: Partial<TokenizeRequest>, today: Date): TokenizeResponse {
  const digits = digitsOf(String(body.cardNumber ?? ''));
  if (!isValidCardNumber(digits))
    return { error: { code: 'error.va.sf-cc-num.01', message: 'Invalid card number' } };
  if (!isValidCvv(String(body.cvv ?? ''), digits))
    return { error: { code: 'error.va.sf-cc-cvc.01', message: 'Invalid CVV' } };
  const expiry = expiryProblem(body.expm, body.expy, today);
  if (expiry) return { error: { code: expiry, message: 'Invalid expiry date' } };
  const transactionId = body.transactionId ? String(body.transactionId) : nextId('sf');
  state.cardTokens.set(transactionId, tokenise(digits));
  return {
    transactionId,
    cardInfo: cardInfoOf(digits),
  };
}

/**
 * The hosted card fields stand-in (demo/README.md "Card provider stand-in"): the page script,
 * the field and challenge frames on the second loopback origin, tokenisation, and a harness.
 */
export function createCardProviderStandIn(): RequestHandler {
  const json = express.json({ limit: '4kb' });
  return (req, res, next) => {
    if (!req.path.startsWith(cardProviderPrefix)) {
      next();
      return;
    }
    if (req.path === cardTokenizePath && req.method === 'POST') {
      // Only the card number frame calls this: same origin, and that origin a loopback one.
      if (req.get('origin') !== ownOrigin(req) || !isLoopbackOrigin(ownOrigin(req))) {
        res.status(403).json({ error: { code: 'error.origin', message: 'Origin not allowed' } });
        return;
      }
      json(req, res, () => {
        res.set('Cache-Control', 'no-store').json(tokenize(req.body ?? {}, new Date()));
      });
      return;
    }
    serveRead(req, res, mainScript.test(req.path) ? mainScriptRead : reads[req.path]);
  };
}
