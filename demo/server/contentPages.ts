import { getResponse } from 'msw';
import type { PageResponse, PrefixEntry } from '../../src/api/types';
import { seoQueries } from '../../src/features/seo/seoQueries';
import { localeOfPath, matchRoute } from '../../src/config/routes';
import { escapeHtml } from '../catalogue/html';
import { handlers } from '../handlers';

/**
 * What the demo host tells crawlers: whether an address is a page (status 200 or 404), the
 * robots.txt and the sitemap. It asks the demo API exactly as the shop does (the page answer,
 * the GraphQL content service), in-process, so host and shop never disagree.
 */

/** A call to the demo API without a network hop. */
async function ask<T>(request: Request): Promise<T | null> {
  const response = await getResponse(handlers, request);
  if (!response?.ok) return null;
  return (await response.json()) as T;
}

const api = 'http://demo.invalid';

/**
 * Whether the shop shows a page (not its not-found view) at a router path: '/' (sent on to the
 * home page), or a path of the route table whose page answer is found, as the shop asks it.
 * The page answer knows the landing pages, destinations and hotels that exist.
 */
export async function isKnownAddress(routerPath: string, brand: string): Promise<boolean> {
  if (routerPath === '/' || routerPath === '') return true;
  const matched = matchRoute(routerPath);
  if (!matched) return false;
  const query = new URLSearchParams({ path: routerPath, locale: matched.locale });
  const page = await ask<PageResponse>(
    new Request(`${api}/ajax/page?${query.toString()}`, {
      headers: { Accept: 'application/json', 'X-Shop-Variant': brand },
    }),
  );
  return page?.code === 200;
}

/** The content service's call for its glossary (each letter and its destination pages). */
export function prefixesRequest(origin: string, locale: string): Request {
  return new Request(`${origin}/graphql?locale=${encodeURIComponent(locale)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      operationName: 'loadDestinationPrefixes',
      query: seoQueries.loadDestinationPrefixes,
      variables: {},
    }),
  });
}

/** The glossary data of a content service's answer; none when it has no such field. */
export function prefixesOf(answer: unknown): PrefixEntry[] {
  const data = (answer as { data?: { loadDestinationPrefixes?: PrefixEntry[] } } | null)?.data;
  return data?.loadDestinationPrefixes ?? [];
}

/**
 * The router paths of every glossary letter with destinations and every destination page of a
 * locale in the content service's glossary; each once, letters first.
 */
export function glossaryPagePaths(entries: readonly PrefixEntry[], locale: string): string[] {
  const letters = entries
    .filter((entry) => entry.exists)
    .map((entry) => `/${locale}/${entry.prefix}.html`);
  const destinations = entries.flatMap((entry) =>
    (entry.destinations ?? [])
      .map((destination) => destination.url)
      .filter((url) => url.startsWith('/') && localeOfPath(url) === locale),
  );
  return [...new Set([...letters, ...destinations])];
}

/** The glossary letters and destination pages of a locale, from the content service. */
export async function contentPagePaths(locale: string): Promise<string[]> {
  return glossaryPagePaths(prefixesOf(await ask(prefixesRequest(api, locale))), locale);
}

/** sitemap.xml of the brand's glossary letters and destination pages, addresses with `origin`. */
export async function sitemapXml(origin: string, locale: string): Promise<string> {
  const urls = (await contentPagePaths(locale)).map(
    (routerPath) => `  <url><loc>${escapeHtml(origin + routerPath)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: content pages open to crawlers, calls and booking steps not, and the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /ajax/',
    'Disallow: /api/',
    'Disallow: /graphql',
    'Disallow: /*/booking/',
    'Disallow: /*/voucher/',
    'Disallow: /*/favorites',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
