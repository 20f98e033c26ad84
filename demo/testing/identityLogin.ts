import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createIdentityStandIn } from '../identity/routes';

/** The identity provider stand-in alone on a free loopback port, for a test file. */
export function startIdentityServer(): { origin: () => string } {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    const app = express();
    app.use(createIdentityStandIn());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return { origin: () => origin };
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** An /authorize request as @auth0/auth0-spa-js builds it, with its PKCE verifier. */
export function authorizeRequest(origin: string, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const params = {
    client_id: 'demo-shop',
    scope: 'openid profile email',
    response_type: 'code',
    response_mode: 'query',
    state: randomBytes(8).toString('base64url'),
    nonce: randomBytes(8).toString('base64url'),
    redirect_uri: `${origin}/callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  };
  return { url: `${origin}/demo-idp/authorize?${new URLSearchParams(params)}`, params, verifier };
}

/** The hidden transaction field of a login or sign-up page. */
export function transactionOf(html: string): string {
  const match = /name="transaction" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('The page has no transaction field');
  return match[1];
}

/** The session cookie a login set, as a Cookie header value. */
export const sessionCookieOf = (response: Response) =>
  (
    response.headers.getSetCookie().find((cookie) => cookie.startsWith('demo_idp_session=')) ?? ''
  ).split(';')[0]!;

/** Logs in on the form; returns the code, the callback URL and the session cookie. */
export async function logIn(origin: string, email: string, password: string, extra = {}) {
  const request = authorizeRequest(origin, extra);
  const page = await (await fetch(request.url)).text();
  const answer = await fetch(
    `${origin}/demo-idp/login`,
    form({ transaction: transactionOf(page), email, password }),
  );
  const callback = new URL(answer.headers.get('location') ?? '');
  return {
    ...request,
    status: answer.status,
    callback,
    code: callback.searchParams.get('code') ?? '',
    cookie: sessionCookieOf(answer),
  };
}

export async function token(origin: string, fields: Record<string, string>) {
  const response = await fetch(`${origin}/demo-idp/oauth/token`, form(fields));
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** The ID token's claims after checking its RS256 signature against the provider's JWKS. */
export async function verifiedClaims(origin: string, idToken: string) {
  const [header, payload, signature] = idToken.split('.') as [string, string, string];
  const { keys } = (await (await fetch(`${origin}/demo-idp/.well-known/jwks.json`)).json()) as {
    keys: { kid: string }[];
  };
  const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<
    string,
    string
  >;
  const jwk = keys.find((key) => key.kid === kid);
  if (alg !== 'RS256' || !jwk) throw new Error('Unknown key or algorithm');
  const publicKey = createPublicKey({ key: jwk as never, format: 'jwk' });
  const good = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!good) throw new Error('Bad signature');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}
