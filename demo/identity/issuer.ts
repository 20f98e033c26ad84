import type { Request } from 'express';
import { identityPrefix } from './paths';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The origin the request was made to, when it is a loopback one. Tests and `PORT=0` use a free
 * port, so the provider has no fixed issuer: each request's own origin gives it.
 */
export function loopbackOriginOf(req: Request): string | null {
  const host = req.get('host');
  if (!host) return null;
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${host}`);
  } catch {
    return null;
  }
  return loopbackHosts.has(url.hostname) ? url.origin : null;
}

/**
 * Where the provider lives for a page on `origin`: what the SDK calls its domain. `base` is the
 * path it was asked under: the prefix, or '' for the endpoints at the origin's root.
 */
export const providerBase = (origin: string, base = identityPrefix) => `${origin}${base}`;

/** The `iss` the SDK expects: its domain with a trailing slash. */
export const issuerFor = (origin: string, base = identityPrefix) =>
  `${providerBase(origin, base)}/`;

/**
 * `candidate` as a URL when it is an absolute http(s) URL on `origin` (the only return and
 * redirect addresses the stand-in accepts: the demo host's own pages), else null.
 */
export function sameOriginUrl(candidate: unknown, origin: string): URL | null {
  if (typeof candidate !== 'string' || candidate === '') return null;
  try {
    const url = new URL(candidate);
    return url.origin === origin && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}
