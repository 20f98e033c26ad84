/**
 * The one URL policy (docs/rules/url-policy.md): every address from the server, the CMS or the
 * host configuration that the shop navigates to, opens or renders as a link passes here first.
 * Allowed are paths of this site and http(s) addresses on the shop's own origin or on an origin
 * the host configured; everything else (other schemes, other hosts, credentials, addresses a
 * browser would read differently from us) is refused.
 */
export interface UrlContext {
  /** The shop page's own origin, e.g. 'https://shop.example'. */
  origin: string;
  /** The host's basePath: '' or '/segment'. */
  basePath: string;
  /** Further origins links and redirects may lead to (payment and identity provider pages). */
  allowedOrigins: readonly string[];
}

export type UrlDecision =
  /** A path of this site ('/…', basePath included as given) or a fragment of this page ('#…'). */
  | { ok: true; kind: 'path'; url: string }
  /** An http(s) address on an allowed other origin, as the browser will read it. */
  | { ok: true; kind: 'absolute'; url: string }
  | { ok: false; reason: string };

export type AllowedUrl = Extract<UrlDecision, { ok: true }>;

const maxLength = 2000;
/** What browsers drop from both ends of an address before reading it. */
// eslint-disable-next-line no-control-regex -- browsers drop exactly these control characters
const browserTrimmed = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/**
 * Characters a well-formed address carries only percent-encoded. Browsers drop tabs and line
 * breaks inside an address and read a backslash as a slash, which turns '/\tevil' or '/\\evil'
 * into another host; quotes and angle brackets are how markup is smuggled in.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is refused here
const unsafeCharacters = /[\s\u0000-\u001f\u007f\\<>"'`]/;

const refused = (reason: string): UrlDecision => ({ ok: false, reason });

/**
 * The form of an address, whichever origin it names: a path or fragment of this site, or an
 * http(s) address without credentials. Refusal reasons say what is wrong with it.
 */
function formOf(
  value: unknown,
): { kind: 'path'; url: string } | { kind: 'absolute'; url: URL } | { reason: string } {
  if (typeof value !== 'string') return { reason: 'not a string' };
  const url = value.replace(browserTrimmed, '');
  if (url === '') return { reason: 'empty' };
  if (url.length > maxLength) return { reason: 'too long' };
  if (unsafeCharacters.test(url)) {
    return { reason: 'unsafe characters' };
  }
  if (url.startsWith('#')) return { kind: 'path', url };
  if (url.startsWith('/')) {
    // With no backslash and no control character left, only '//' can name another host here.
    return url.startsWith('//') ? { reason: 'a host without a scheme' } : { kind: 'path', url };
  }
  if (!/^https?:\/\//i.test(url)) return { reason: 'not http(s) or a path of this site' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: 'not an address' };
  }
  if (parsed.username || parsed.password) return { reason: 'credentials' };
  return { kind: 'absolute', url: parsed };
}

/** Decides whether `value` may be followed or rendered as a link, and in which form. */
export function decideUrl(value: unknown, context: UrlContext): UrlDecision {
  const form = formOf(value);
  if ('reason' in form) return refused(form.reason);
  if (form.kind === 'path') return { ok: true, kind: 'path', url: form.url };
  const parsed = form.url;
  if (parsed.origin === context.origin) {
    const path = parsed.pathname + parsed.search + parsed.hash;
    return path.startsWith('//')
      ? refused('a host without a scheme')
      : { ok: true, kind: 'path', url: path };
  }
  return context.allowedOrigins.includes(parsed.origin)
    ? { ok: true, kind: 'absolute', url: parsed.href }
    : refused(`${parsed.origin} not allowed`);
}

/**
 * An address fit to load from (an image, a script the host names), or undefined: a path of this
 * site or an http(s) address on any origin. Loading is not navigating, so no origin list applies.
 */
export function loadableUrl(value: unknown): string | undefined {
  const form = formOf(value);
  if ('reason' in form) return undefined;
  if (form.kind === 'absolute') return form.url.href;
  return form.url.startsWith('#') ? undefined : form.url;
}

export const isLoadableUrl = (value: unknown): boolean => loadableUrl(value) !== undefined;

const warned = new Set<string>();

/**
 * The policy for one source: the allowed form, or null. A refusal is told once per address and
 * source as a console warning, so a page full of one bad link does not flood the console.
 * A missing address (undefined, '') is no refusal: there is simply no link.
 */
export function allowedUrl(value: unknown, context: UrlContext, source: string): AllowedUrl | null {
  if (value === undefined || value === null || value === '') return null;
  const decision = decideUrl(value, context);
  if (decision.ok) return decision;
  const shown = String(value).slice(0, 120);
  const key = `${source}|${shown}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(
      `Holiday shop: refused the address ${JSON.stringify(shown)} (${source}): ${decision.reason}.`,
    );
  }
  return null;
}

/**
 * A path of this site as the shop's router knows it: without the host's basePath. A path that
 * already carries the basePath loses it here, so the router never puts it in front twice.
 */
export function routerPathOf(sitePath: string, basePath: string): string {
  const rest = basePath && sitePath.startsWith(basePath) ? sitePath.slice(basePath.length) : null;
  const path = rest !== null && /^([/?#]|$)/.test(rest) ? rest : sitePath;
  // Never a path the router or the browser could read as another host.
  const single = path.replace(/^\/{2,}/, '/');
  return single.startsWith('/') ? single : `/${single}`;
}
