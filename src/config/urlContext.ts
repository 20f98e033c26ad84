import type { UrlContext } from '../lib/urlPolicy';

/** What of the host configuration the URL policy needs (docs/rules/url-policy.md). */
export interface UrlPolicySettings {
  basePath: string;
  allowedOrigins: readonly string[];
  keys: { auth0?: { domain: string } };
}

/** The identity provider's origin: its domain is a host name, or an http(s) URL (the demo's). */
export function identityOrigin(domain: string | undefined): string | null {
  if (!domain) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(domain) ? domain : `https://${domain}`);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The URL policy's context on this page: the shop's own origin, the host's basePath, and the
 * origins the host allowed (allowedOrigins) plus its identity provider's.
 */
export function urlContextOf(
  settings: UrlPolicySettings,
  origin = window.location.origin,
): UrlContext {
  const identity = identityOrigin(settings.keys.auth0?.domain);
  return {
    origin,
    basePath: settings.basePath,
    allowedOrigins: identity ? [...settings.allowedOrigins, identity] : settings.allowedOrigins,
  };
}

let pageSettings: UrlPolicySettings | null = null;

/**
 * Boot hands the host configuration over once: sagas (the payment redirect, the voucher's
 * fallback) have no React context to read it from. Tests may set it, and reset it with null.
 */
export function setPageUrlPolicy(settings: UrlPolicySettings | null): void {
  pageSettings = settings;
}

/** The context for sagas; before boot only the page's own origin is allowed. */
export function pageUrlContext(): UrlContext {
  return urlContextOf(pageSettings ?? { basePath: '', allowedOrigins: [], keys: {} });
}
