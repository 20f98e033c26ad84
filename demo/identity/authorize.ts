import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { state } from '../handlers/state';
import { searchOf } from '../server/standInRoutes';
import { loopbackOriginOf, sameOriginUrl } from './issuer';
import { changePasswordPage, loginPage, messagePage, signupPage, webMessagePage } from './pages';
import { identityClientId } from './paths';
import { forgetSession, sessionOf, startSession } from './session';
import { languageOf, texts, type Texts } from './texts';
import { issueCode } from './tokens';
import {
  newUser,
  passwordMatches,
  setPassword,
  type IdentityUser,
  type PendingAuthorization,
} from './users';

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
    maxAge: maxAgeOf(query.get('max_age')),
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
  const transaction = randomBytes(18).toString('base64url');
  const form = { language: languageOf(uiLocales), transaction };
  res.set('Cache-Control', 'no-store').type('text/html; charset=utf-8');
  // Lock's initialScreen=forgotPassword: a signed-in visitor changes the password here, even with a
  // session (single sign-on would answer at once and the profile would only reload).
  if (query.get('initialScreen') === 'forgotPassword') {
    state.identity.pending.set(transaction, pending);
    return void res.send(changePasswordPage({ ...form, ...changeStepsOf(req, pending) }));
  }
  if (session && fresh(session, pending))
    return answer(res, pending, { code: issueCode(pending, session.userId, session.authTime) });
  if (prompt === 'none')
    return answer(res, pending, { error: 'login_required', error_description: 'Login required' });

  state.identity.pending.set(transaction, pending);
  const signup = query.get('screen_hint') === 'signup' || query.get('initialScreen') === 'signUp';
  res.send(signup ? signupPage(form) : loginPage(form));
}

function maxAgeOf(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/** Whether a session's login is recent enough for the request's max_age (OIDC: else log in again). */
function fresh(session: { authTime: number }, pending: PendingAuthorization): boolean {
  if (pending.maxAge === null) return true;
  return Math.floor(Date.now() / 1000) - session.authTime <= pending.maxAge;
}

/**
 * What the change-password screen must ask besides the new password: without a session the
 * e-mail address, and the current password whenever the login is not fresh enough.
 */
function changeStepsOf(req: Request, pending: PendingAuthorization) {
  const session = sessionOf(req);
  return { identify: !session, reauthenticate: !session || !fresh(session, pending) };
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

function userById(id: string): IdentityUser | undefined {
  return [...state.identity.users.values()].find((user) => user.id === id);
}

/**
 * POST /change-password: the new password twice (8 characters at least), and the current one
 * when the screen asked for it. Sets the password and answers the authorization as a fresh login.
 */
export function changePassword(req: Request, res: Response): void {
  const transaction = field(req, 'transaction');
  const pending = pendingOf(req, res, transaction);
  if (!pending) return;
  const steps = changeStepsOf(req, pending);
  const session = sessionOf(req);
  const email = field(req, 'email').toLowerCase();
  const user = steps.identify
    ? state.identity.users.get(email)
    : session && userById(session.userId);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const password = typeof body.password === 'string' ? body.password : '';
  let error: keyof Texts | undefined;
  if (!user || (steps.reauthenticate && !passwordMatches(user, String(body.current ?? ''))))
    error = 'wrongCurrent';
  else if (password.length < 8) error = 'passwordTooShort';
  else if (body.repeat !== password) error = 'passwordsDiffer';
  if (error || !user) {
    const language = languageOf(pending.uiLocales);
    const page = changePasswordPage({ language, transaction, email, error, ...steps });
    return formError(res, error === 'wrongCurrent' ? 401 : 400, page);
  }
  setPassword(user, password);
  loggedIn(req, res, transaction, user.id);
}
