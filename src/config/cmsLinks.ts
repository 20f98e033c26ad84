import { allowedUrl, routerPathOf, type UrlContext } from '../lib/urlPolicy';
import type { Locale } from './locales';
import { href, matchRoute } from './routes';

export type CmsLinkTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

/**
 * A CMS link as the shop follows it, or null when the URL policy refuses it
 * (docs/rules/url-policy.md): a link to an allowed other origin stays a plain link; a path of
 * this site becomes router navigation, without the host's basePath should the editor have
 * written it. An internal link carrying a slug becomes homepage-route navigation, unless it
 * points at a page of its own (search, hotel, gallery and the other named routes), which it
 * keeps. Editors may leave out the locale prefix: the visitor's locale is added.
 */
export function resolveCmsLink(
  url: string,
  locale: Locale,
  context: UrlContext,
): CmsLinkTarget | null {
  const allowed = allowedUrl(url, context, 'CMS link');
  if (!allowed) return null;
  if (allowed.kind === 'absolute' || allowed.url.startsWith('#')) {
    return { kind: 'external', href: allowed.url };
  }
  const parsed = new URL(routerPathOf(allowed.url, context.basePath), `${context.origin}/`);
  const suffix = parsed.search + parsed.hash;
  const withLocale = /^\/[a-z]{2}-[a-z]{2}(\/|$)/.test(parsed.pathname)
    ? parsed.pathname
    : `/${locale}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  const matched = matchRoute(withLocale);
  if (matched && matched.name !== 'homepage') return { kind: 'route', to: withLocale + suffix };
  const slug = parsed.pathname.split('/').filter(Boolean).pop();
  const target = matched?.locale ?? locale;
  if (slug && /^[A-Za-z0-9_-]+$/.test(slug) && slug !== target) {
    return { kind: 'route', to: href('homepage', target, { slug }) + suffix };
  }
  return { kind: 'route', to: href('homepage', target) + suffix };
}
