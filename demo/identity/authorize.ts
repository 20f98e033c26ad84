import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { state } from '../handlers/state';
import { searchOf } from '../server/standInRoutes';
import { loopbackOriginOf, sameOriginUrl } from './issuer';
import { loginPage, messagePage, resetPasswordPage, signupPage, webMessagePage } from './pages';
import { identityClientId } from './paths';
import { forgetSession, sessionOf, startSession } from './session';
import { languageOf, texts, type Texts } from './texts';
import { issueCode } from './tokens';
import { newUser, passwordMatches, type PendingAuthorization } from './users';

/** Sends the result of an authorization where the client asked for it: query or web_message. */
function answer(
  res: Response,
  pending: PendingAuthorization,
  result: Record<string, string>,
): void {
  const response = { ...result, state: pending.state };
  res.set('Cache-Control', 'no-store');
  if (pending.responseMode === 'web_message') {
    const target = new URL(pending.redirectUri).origin;
    res.type('text/html; charset=utf-8').send(webMessagePage(target, response));
    return;
  }
  const url = new URL(pending.redirectUri);
  for (const [name, value] of Object.entries(response)) url.searchParams.set(name, value);
  res.redirect(302, url.toString());
}

function refusePage(res: Response, status: number, uiLocales: string | null, message: string) {
  const language = languageOf(uiLocales);
  res
    .status(status)
    .type('text/html; charset=utf-8')
    .send(messagePage(language, 'errorTitle', message));
}

/**
 * GET /authorize: authorization code with PKCE (S256) for the demo client, redirecting only to
 * pages of the origin it was asked on. An existing session answers at once (single sign-on);
 * `prompt=none` without one answers `login_required`; otherwise the login or sign-up form.
 */
export function authorize(req: Request, res: Response): void {
  const query = searchOf(req);
  const origin = loopbackOriginOf(req);
  const uiLocales = query.get('ui_locales');
  if (!origin)
    return refusePage(res, 400, uiLocales, 'The demo provider answers on loopback only.');
  if (query.get('client_id') !== identityClientId)
    return refusePage(
      res,
      400,
      uiLocales,
      `Unknown client_id; the demo client is "${identityClientId}".`,
    );
  const redirect = sameOriginUrl(query.get('redirect_uri'), origin);
  if (!redirect)
    return refusePage(res, 400, uiLocales, 'redirect_uri must be an address on this demo host.');
  const responseMode = query.get('response_mode') ?? 'query';
  if (responseMode !== 'query' && responseMode !== 'web_message')
    return refusePage(res, 400, uiLocales, 'response_mode must be query or web_message.');

  const pending: PendingAuthorization = {
    clientId: identityClientId,
    // As sent: the token request must name the same redirect_uri, and a page's bare origin (the
    // SDK's silent frame) would gain a trailing slash in URL form.
    redirectUri: query.get('redirect_uri') ?? redirect.toString(),
    responseMode,
    state: query.get('state') ?? '',
    nonce: query.get('nonce'),
    codeChallenge: query.get('code_challenge') ?? '',
    scope: query.get('scope') ?? 'openid',
    uiLocales: uiLocales ?? '',
  };
  if (query.get('response_type') !== 'code')
    return answer(res, pending, {
      error: 'unsupported_response_type',
      error_description: 'Only code.',
    });
  if (!pending.codeChallenge || query.get('code_challenge_method') !== 'S256')
    return answer(res, pending, {
      error: 'invalid_request',
      error_description: 'PKCE with S256 is required.',
    });

  const prompt = query.get('prompt');
  const session = prompt === 'login' ? undefined : sessionOf(req);
  if (session)
    return answer(res, pending, { code: issueCode(pending, session.userId, session.authTime) });
  if (prompt === 'none')
    return answer(res, pending, { error: 'login_required', error_description: 'Login required' });

  const transaction = randomBytes(18).toString('base64url');
  state.identity.pending.set(transaction, pending);
  const form = { language: languageOf(uiLocales), transaction };
  const signup = query.get('screen_hint') === 'signup' || query.get('initialScreen') === 'signUp';
  const reset = query.get('initialScreen') === 'forgotPassword';
  res.set('Cache-Control', 'no-store').type('text/html; charset=utf-8');
  res.send(reset ? resetPasswordPage(form) : signup ? signupPage(form) : loginPage(form));
}

const field = (req: Request, name: string): string => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return typeof body[name] === 'string' ? body[name].trim() : '';
};

/** The waiting authorization a form belongs to; answers the expired page when there is none. */
function pendingOf(req: Request, res: Response, transaction: string): PendingAuthorization | null {
  const pending = state.identity.pending.get(transaction);
  if (!pending) refusePage(res, 400, null, texts.en.expired);
  return pending ?? null;
}

/** Ends the form step: a new session, and the code for the waiting authorization. */
function loggedIn(req: Request, res: Response, transaction: string, userId: string): void {
  const pending = state.identity.pending.get(transaction)!;
  state.identity.pending.delete(transaction);
  forgetSession(req);
  const authTime = startSession(res, userId);
  answer(res, pending, { code: issueCode(pending, userId, authTime) });
}

/** GET /login and /signup?transaction=: the forms again (the links between them). */
export function showForm(kind: 'login' | 'signup') {
  return (req: Request, res: Response) => {
    const transaction = searchOf(req).get('transaction') ?? '';
    const pending = pendingOf(req, res, transaction);
    if (!pending) return;
    const form = { language: languageOf(pending.uiLocales), transaction };
    res.set('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    res.send(kind === 'signup' ? signupPage(form) : loginPage(form));
  };
}

function formError(res: Response, status: number, page: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** POST /login: e-mail and password of a demo user. */
export function login(req: Request, res: Response): void {
  const transaction = field(req, 'transaction');
  const pending = pendingOf(req, res, transaction);
  if (!pending) return;
  const email = field(req, 'email').toLowerCase();
  const user = state.identity.users.get(email);
  if (!user || !passwordMatches(user, field(req, 'password'))) {
    const language = languageOf(pending.uiLocales);
    return formError(
      res,
      401,
      loginPage({ language, transaction, email, error: 'wrongCredentials' }),
    );
  }
  loggedIn(req, res, transaction, user.id);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /signup: a new, unverified user, logged in at once (as Auth0's database sign-up). */
export function signup(req: Request, res: Response): void {
  const transaction = field(req, 'transaction');
  const pending = pendingOf(req, res, transaction);
  if (!pending) return;
  const email = field(req, 'email').toLowerCase();
  const password = (req.body as Record<string, unknown>).password;
  let error: keyof Texts | undefined;
  if (!emailPattern.test(email) || typeof password !== 'string' || password.length < 8)
    error = 'invalidSignup';
  else if (state.identity.users.has(email)) error = 'userExists';
  if (error || typeof password !== 'string') {
    const language = languageOf(pending.uiLocales);
    return formError(
      res,
      error === 'userExists' ? 409 : 400,
      signupPage({ language, transaction, email, error }),
    );
  }
  const newsletter = field(req, 'newsletter') === 'yes';
  const user = newUser({
    id: `demo|${randomBytes(9).toString('base64url')}`,
    email,
    name: field(req, 'name') || email.split('@')[0]!,
    password,
    emailVerified: false,
    userMetadata: { list_id: newsletter ? 'holiday-news' : null, newsletter },
  });
  state.identity.users.set(user.email, user);
  loggedIn(req, res, transaction, user.id);
}
