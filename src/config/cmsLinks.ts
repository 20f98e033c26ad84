import type { Locale } from './locales';
import { href, matchRoute } from './routes';

export type CmsLinkTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

/**
 * Spec 1 §2.1: an internal CMS link carrying a slug becomes homepage-route navigation, unless it
 * points at a page of its own (search, hotel, gallery and the other named routes), which it keeps.
 * Editors may leave out the locale prefix: the visitor's locale is added.
 */
export function resolveCmsLink(
  url: string,
  locale: Locale,
  origin = window.location.origin,
): CmsLinkTarget {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { kind: 'external', href: url };
  }
  if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) {
    return { kind: 'external', href: parsed.href };
  }
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
