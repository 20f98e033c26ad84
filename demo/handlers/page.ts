import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HttpResponse } from 'msw';
import type { PageResponse } from '../../src/api/types';
import { layout } from '../catalogue/cms/layout';
import { brandOf, resolvePage } from '../catalogue/cms/pages';
import { isLocalLanguage, nameIn } from '../catalogue/language';
import { renderSvg } from '../catalogue/media';
import type { Catalogue } from '../catalogue';
import { withCmsEdits } from './cmsEditing';
import { route, type RouteContext } from './route';

/**
 * Brand from ?brand=, the x-demo-brand header, the shop's X-Shop-Variant header (the host's
 * variant name), or the Alpina host page's /alpina base path.
 */
function brandFrom({ url, request }: RouteContext) {
  const explicit =
    url.searchParams.get('brand') ??
    request.headers.get('x-demo-brand') ??
    request.headers.get('x-shop-variant');
  if (explicit) return brandOf(explicit);
  return /^\/alpina(\/|$)/.test(url.searchParams.get('path') ?? '') ? 'alpina' : 'sunwave';
}

/** Pages depend only on catalogue, path, locale and brand: cache them (teaser prices cost a little). */
const pageCache = new Map<string, PageResponse>();
let cachedFor: Catalogue | null = null;

function cachedPage(context: RouteContext, path: string): PageResponse {
  if (cachedFor !== context.catalogue) {
    pageCache.clear();
    cachedFor = context.catalogue;
  }
  const brand = brandFrom(context);
  const key = `${brand}|${context.locale}|${path}`;
  let page = pageCache.get(key);
  if (!page) {
    page = resolvePage(context.catalogue, path, context.locale, brand);
    pageCache.set(key, page);
  }
  return page;
}

function mediaTitle(context: RouteContext): { title: string; subtitle: string } | null {
  const { kind = '', id = '' } = context.params;
  const { catalogue } = context;
  const humanise = (text: string) =>
    text.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  switch (kind) {
    case 'hotel': {
      const hotel = catalogue.hotelsById.get(Number(id));
      if (!hotel) return null;
      const city = catalogue.destinations.get(hotel.cityId);
      // German pictures have always named the city in English; the added languages name it theirs.
      const cityName =
        city && isLocalLanguage(context.language) ? nameIn(city, context.language) : city?.name;
      return { title: hotel.name, subtitle: `${cityName ?? ''} · ${'★'.repeat(hotel.category)}` };
    }
    case 'destination': {
      const node = catalogue.destinations.get(id);
      return node ? { title: nameIn(node, context.language), subtitle: node.type } : null;
    }
    case 'avatar':
      return { title: '☺', subtitle: `#${id}` };
    case 'teaser':
    case 'partner':
      return { title: humanise(id), subtitle: kind };
    default:
      return null;
  }
}

/** The demo's two short hotel clips (6 s, 480×270 VP8), the same for every hotel. */
const videoFiles: Readonly<Record<string, string>> = {
  '0.webm': 'hotel-0.webm',
  '1.webm': 'hotel-1.webm',
};

function demoVideo(file: string): Response {
  const name = videoFiles[file];
  if (!name) return new HttpResponse('Not found', { status: 404 });
  const bytes = readFileSync(path.join(__dirname, '..', 'media', name));
  return new HttpResponse(bytes, {
    headers: { 'Content-Type': 'video/webm', 'Cache-Control': 'public, max-age=86400' },
  });
}

export const pageHandlers = [
  // A CMS editor sees the texts they saved (cmsEditing.ts); the cached answer stays as built.
  route('get_page', (context) =>
    withCmsEdits(context, cachedPage(context, context.url.searchParams.get('path') ?? '/')),
  ),
  route('get_layout', (context) =>
    layout(context.catalogue, context.language, context.locale, brandFrom(context)),
  ),
  route('demo_media', (context) => {
    if (context.params.kind === 'video') return demoVideo(context.params.file ?? '');
    const found = mediaTitle(context);
    if (!found) return new HttpResponse('Not found', { status: 404 });
    const svg = renderSvg(
      found.title,
      found.subtitle,
      `${context.params.kind}/${context.params.id}/${context.params.file}`,
    );
    return new HttpResponse(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  }),
];
