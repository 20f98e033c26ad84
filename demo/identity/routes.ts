import express, { type Request, type RequestHandler, type Response } from 'express';
import { state } from '../handlers/state';
import { harnessReads, methodAllowed, searchOf } from '../server/standInRoutes';
import { authorize, changePassword, login, showForm, signup } from './authorize';
import { identityBundles } from './bundle';
import { harnessPage } from './harness/page';
import { issuerFor, loopbackOriginOf, providerBase, sameOriginUrl } from './issuer';
import { jwks } from './keys';
import { messagePage } from './pages';
import {
  identityClientId,
  identityPaths,
  identityPrefix,
  identityRouteOf,
  verifyReturnCookie,
} from './paths';
import { cookieOf, endSession } from './session';
import { languageOf, texts } from './texts';
import { revokeToken, tokenEndpoint, userinfo } from './tokens';

/** `base`: the path the provider was asked under (the prefix, or '' at the origin's root). */
type Handler = (req: Request, res: Response, origin: string, base: string) => void;

const bodyOf = (req: Request) =>
  (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;

/** The uniform language choice of the pages that are not part of an authorization. */
const languageFor = (req: Request) =>
  languageOf(
    (searchOf(req).get('ui_locales') ?? req.acceptsLanguages('en', 'de', 'it', 'es', 'fr')) ||
      undefined,
  );

const discovery: Handler = (_req, res, origin, asked) => {
  const base = providerBase(origin, asked);
  res.json({
    issuer: issuerFor(origin, asked),
    authorization_endpoint: `${base}${identityPaths.authorize}`,
    token_endpoint: `${base}${identityPaths.token}`,
    userinfo_endpoint: `${base}${identityPaths.userinfo}`,
    jwks_uri: `${base}${identityPaths.jwks}`,
    end_session_endpoint: `${base}${identityPaths.logout}`,
    revocation_endpoint: `${base}${identityPaths.revoke}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'web_message'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'name',
      'nickname',
      'email',
      'email_verified',
      'user_metadata',
    ],
    ui_locales_supported: ['de', 'en', 'it', 'es', 'fr'],
  });
};

const token: Handler = (req, res, origin, base) => {
  const answer = tokenEndpoint(bodyOf(req), origin, identityClientId, base);
  res
    .status(answer.status)
    .set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' })
    .json(answer.body);
};

const revoke: Handler = (req, res) => {
  revokeToken(bodyOf(req));
  res.status(200).set('Cache-Control', 'no-store').json({});
};

const userinfoRead: Handler = (req, res) => {
  const bearer = /^Bearer (\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  const claims = bearer ? userinfo(bearer) : null;
  if (!claims) {
    res
      .status(401)
      .set('WWW-Authenticate', 'Bearer error="invalid_token"')
      .json({ error: 'invalid_token' });
    return;
  }
  res.set('Cache-Control', 'no-store').json(claims);
};

/**
 * GET /v2/logout (Auth0's logout; `post_logout_redirect_uri` is read as well): ends the session,
 * then returns to `returnTo` when it is a page of this origin; any other address is refused.
 */
const logout: Handler = (req, res, origin) => {
  const query = searchOf(req);
  const returnTo = query.get('returnTo') ?? query.get('post_logout_redirect_uri');
  const target = returnTo === null ? null : sameOriginUrl(returnTo, origin);
  const language = languageFor(req);
  if (returnTo !== null && !target) {
    const message = 'returnTo must be an address on this demo host; you are still logged in.';
    res
      .status(400)
      .type('text/html; charset=utf-8')
      .send(messagePage(language, 'errorTitle', message));
    return;
  }
  endSession(req, res);
  if (target) res.redirect(302, target.toString());
  else
    res
      .type('text/html; charset=utf-8')
      .send(messagePage(language, 'loggedOutTitle', texts[language].loggedOut));
};

/**
 * GET /verify?user=<e-mail>: the demo's e-mail verification link. Marks the user verified and
 * returns to `returnTo`, else to the address in the `demo_idp_verify_return` cookie (the demo tenant's verification redirect,
 * which the Alpina page sets), when that is a page of this origin.
 */
const verify: Handler = (req, res, origin) => {
  const query = searchOf(req);
  const language = languageFor(req);
  const user = state.identity.users.get((query.get('user') ?? '').trim().toLowerCase());
  if (!user) {
    res
      .status(404)
      .type('text/html; charset=utf-8')
      .send(messagePage(language, 'errorTitle', texts[language].unknownUser));
    return;
  }
  user.emailVerified = true;
  const target = sameOriginUrl(query.get('returnTo') ?? cookieOf(req, verifyReturnCookie), origin);
  if (target) res.redirect(302, target.toString());
  else
    res
      .type('text/html; charset=utf-8')
      .send(messagePage(language, 'verifiedTitle', texts[language].verified));
};

const harness = harnessReads('identity', {
  path: `${identityPrefix}${identityPaths.harness}`,
  page: harnessPage,
  bundle: identityBundles.harness,
});
const asHandler =
  (read: (req: Request, res: Response) => void): Handler =>
  (req, res) =>
    read(req, res);

/** Path below the prefix → the handler of each method (GET also answers HEAD). */
const routes: Record<string, Partial<Record<'GET' | 'POST', Handler>>> = {
  [identityPaths.authorize]: { GET: (req, res) => authorize(req, res) },
  [identityPaths.login]: {
    GET: (req, res) => showForm('login')(req, res),
    POST: (req, res) => login(req, res),
  },
  [identityPaths.signup]: {
    GET: (req, res) => showForm('signup')(req, res),
    POST: (req, res) => signup(req, res),
  },
  [identityPaths.changePassword]: { POST: (req, res) => changePassword(req, res) },
  [identityPaths.token]: { POST: token },
  [identityPaths.revoke]: { POST: revoke },
  [identityPaths.userinfo]: { GET: userinfoRead },
  [identityPaths.logout]: { GET: logout },
  [identityPaths.discovery]: { GET: discovery },
  [identityPaths.jwks]: { GET: (_req, res) => void res.json(jwks()) },
  [identityPaths.verify]: { GET: verify },
  ...Object.fromEntries(
    Object.entries(harness).map(([path, read]) => [
      path.slice(identityPrefix.length),
      { GET: asHandler(read) },
    ]),
  ),
};

/**
 * The identity provider stand-in (demo/README.md "Identity provider stand-in"): the endpoints
 * @auth0/auth0-spa-js calls, under /demo-idp on whichever loopback origin it is asked, and the
 * SDK's endpoints at that origin's root as well (identityRootPaths).
 */
export function createIdentityStandIn(): RequestHandler {
  const form = express.urlencoded({ extended: false, limit: '4kb' });
  const json = express.json({ limit: '4kb' });
  return (req, res, next) => {
    const route = identityRouteOf(req.path);
    if (!route) {
      next();
      return;
    }
    const methods = routes[route.path];
    if (!methods) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const allowed = Object.keys(methods).flatMap((method) =>
      method === 'GET' ? ['GET', 'HEAD'] : [method],
    );
    if (!methodAllowed(req, res, allowed)) return;
    const origin = loopbackOriginOf(req);
    if (!origin) {
      res
        .status(400)
        .type('text/plain')
        .send('The demo identity provider answers on loopback only.');
      return;
    }
    const handler = (req.method === 'POST' ? methods.POST : methods.GET)!;
    if (req.method !== 'POST') {
      handler(req, res, origin, route.base);
      return;
    }
    form(req, res, (formError) => {
      if (formError) return next(formError);
      json(req, res, (jsonError) =>
        jsonError ? next(jsonError) : handler(req, res, origin, route.base),
      );
    });
  };
}
