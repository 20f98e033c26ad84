import express, { type Request, type RequestHandler } from 'express';
import { browserBundle } from '../server/browserBundle';
import {
  harnessReads,
  methodAllowed,
  type Read,
  scriptRead,
  searchOf,
  serveRead,
} from '../server/standInRoutes';
import { recaptchaBundles } from './bundle';
import { harnessPage } from './harness/page';
import {
  recaptchaHarnessPath,
  recaptchaPrefix,
  recaptchaScriptPath,
  recaptchaTokenPath,
  recaptchaVerifyPath,
} from './paths';
import { bootParamsOf, standInScript } from './scriptText';
import { issueRecaptchaToken, verifyRecaptchaToken } from './tokens';

/** Token calls come from pages of this server only: a browser's Origin, when sent, must match. */
function sameOrigin(req: Request): boolean {
  const origin = req.get('origin');
  return origin === undefined || origin === `${req.protocol}://${req.get('host') ?? ''}`;
}

type Post = (body: Record<string, unknown>) => { status: number; body: unknown };

/** POST /demo-recaptcha/token: a token for a ticked box; the refused site key gets 400. */
const issue: Post = (body) => {
  const issued = issueRecaptchaToken(typeof body.sitekey === 'string' ? body.sitekey : '');
  return issued
    ? { status: 200, body: issued }
    : { status: 400, body: { success: false, 'error-codes': ['invalid-input-secret'] } };
};

/** POST /demo-recaptcha/siteverify: Google's answer shape, for the check page. */
const siteverify: Post = (body) =>
  verifyRecaptchaToken(body.response)
    ? { status: 200, body: { success: true, hostname: '127.0.0.1' } }
    : { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };

const posts: Record<string, Post> = {
  [recaptchaTokenPath]: issue,
  [recaptchaVerifyPath]: siteverify,
};

const reads: Record<string, Read> = {
  [recaptchaScriptPath]: scriptRead('reCAPTCHA', (req) =>
    standInScript(browserBundle(recaptchaBundles.standIn), bootParamsOf(searchOf(req))),
  ),
  ...harnessReads('reCAPTCHA', {
    path: recaptchaHarnessPath,
    page: harnessPage,
    bundle: recaptchaBundles.harness,
  }),
};

/**
 * The Google reCAPTCHA v2 stand-in (demo/README.md "reCAPTCHA stand-in"): the api.js script, the
 * token the widget asks for when ticked, a siteverify for the check page, and the check page.
 */
export function createRecaptchaStandIn(): RequestHandler {
  const json = express.json({ limit: '2kb' });
  return (req, res, next) => {
    if (!req.path.startsWith(recaptchaPrefix)) {
      next();
      return;
    }
    const post = posts[req.path];
    if (post) {
      if (!methodAllowed(req, res, ['POST'])) return;
      if (!sameOrigin(req)) {
        res.status(403).json({ success: false, 'error-codes': ['origin-not-allowed'] });
        return;
      }
      json(req, res, () => {
        const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
        const answer = post(body as Record<string, unknown>);
        res.status(answer.status).set('Cache-Control', 'no-store').json(answer.body);
      });
      return;
    }
    serveRead(req, res, reads[req.path]);
  };
}
