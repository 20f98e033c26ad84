import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../catalogue/html';

/**
 * An HTML snapshot of one content page, as `npm run snapshots` writes it (README, "HTML
 * snapshots"). Addresses may be root-relative ('/de-de/a.html'): the host makes them absolute
 * with its own origin when it serves the page.
 */
export interface Snapshot {
  /** The page's router path, e.g. '/de-de/urlaub/spanien/mallorca.html'. */
  path: string;
  title: string;
  description: string | null;
  canonical: string | null;
  /** The page in each locale that has it (hreflang). */
  alternates: { hreflang: string; href: string }[];
  /** schema.org JSON-LD objects (breadcrumbs, item lists). */
  structuredData: unknown[];
  /**
   * The shop's stylesheets the page linked, as addresses (files of the build), so the snapshot
   * looks like the page. The host links them unmarked: the shop's script finds them linked and
   * keeps them, rather than loading them a second time.
   */
  stylesheets: string[];
  /**
   * The snapshot's own stylesheet, or null: the markup's style attributes turned into rules, since
   * a strict style-src blocks style attributes (docs/rules/security-policy.md). Its address is
   * `/snapshot-styles/<brand>/<file>`, the file in the brand's snapshot folder under styles/.
   */
  ownStylesheet: string | null;
  /** The mount element's content: one element marked data-hs-snapshot. */
  markup: string;
  /** When the snapshot was taken (ISO 8601). */
  takenAt: string;
}

/** The attribute that marks what a snapshot brought, for the shop's take-over. */
const mark = 'data-hs-snapshot';
/** Where the snapshot's description keeps the host's own (src/ui/headTags.ts). */
const hostDescriptionMark = 'data-hs-host-description';

/** Router paths a snapshot may be stored under: no dot segments, nothing outside the folder. */
const storablePath = /^\/[a-z]{2}-[a-z]{2}(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Where a host serves the snapshots' own stylesheets: `<prefix>/<brand>/<file>`. */
export const snapshotStylesPath = '/snapshot-styles';

/** A snapshot's own stylesheet is named by its content: 8 hex digits of its hash. */
const stylesheetName = /^[0-9a-f]{8}\.css$/;

/** The file of a snapshot's own stylesheet in a brand's folder, or null for a name it cannot have. */
export function snapshotStylesFile(folder: string, name: string): string | null {
  return stylesheetName.test(name) ? path.join(folder, 'styles', name) : null;
}

/** The file of a page's snapshot in a brand's folder: '/de-de/m.html' → 'de-de/m.html.json'. */
export function snapshotFile(folder: string, routerPath: string): string | null {
  const clean = routerPath.replace(/\/$/, '');
  if (!storablePath.test(clean) || clean.split('/').includes('..')) return null;
  return path.join(folder, `${clean.slice(1)}.json`);
}

/** The snapshot of a page, or null when there is none (or it cannot be read). */
export async function readSnapshot(folder: string, routerPath: string): Promise<Snapshot | null> {
  const file = snapshotFile(folder, routerPath);
  if (!file) return null;
  try {
    const snapshot = JSON.parse(await readFile(file, 'utf8')) as Snapshot;
    return typeof snapshot.markup === 'string' && snapshot.markup !== '' ? snapshot : null;
  } catch {
    return null;
  }
}

/** A root-relative address made absolute with the host's origin; others stay as they are. */
function absolute(address: string, origin: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? origin + address : address;
}

/** The addresses in structured data (item, url, @id) made absolute. */
function absoluteData(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteData(item, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        typeof item === 'string' && ['item', 'url', '@id'].includes(key)
          ? absolute(item, origin)
          : absoluteData(item, origin),
      ]),
    );
  }
  return value;
}

/** JSON for a script element: '<' is escaped, so no text can end the element early. */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The head tags a snapshot brings beside title and description, each marked for the take-over. */
function headTags(snapshot: Snapshot, origin: string): string {
  const tags: string[] = [];
  if (snapshot.canonical) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(absolute(snapshot.canonical, origin))}" ${mark} />`,
    );
  }
  for (const { hreflang, href } of snapshot.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(absolute(href, origin))}" ${mark} />`,
    );
  }
  for (const data of snapshot.structuredData) {
    tags.push(
      `<script type="application/ld+json" ${mark}>${scriptJson(absoluteData(data, origin))}</script>`,
    );
  }
  // Stylesheets as files, never <style> elements: the page runs under a strict style-src.
  for (const href of snapshot.stylesheets ?? []) {
    tags.push(`<link rel="stylesheet" href="${escapeHtml(absolute(href, origin))}" />`);
  }
  if (snapshot.ownStylesheet) {
    tags.push(
      `<link rel="stylesheet" href="${escapeHtml(absolute(snapshot.ownStylesheet, origin))}" ${mark} />`,
    );
  }
  return tags.map((tag) => `    ${tag}\n`).join('');
}

/** The host page's script element that loads the shop. */
const shopScript = /<script src="([^"<>]*\/shop\.js)" defer><\/script>/;

/**
 * A snapshot page is complete before the shop's script runs, so it loads that script after its
 * first paint (docs/rules/speed.md, "Pages served with an HTML snapshot"): the visitor sees the
 * page without waiting for the download, and the phone's first paint does not wait for the
 * script's run either (a deferred script that has arrived runs before it). The browser reports
 * the first contentful paint once the frame is on screen; a frame callback comes before its paint
 * and, on a busy phone, a task queued from it can run long before that frame is shown, so the
 * report is what starts the load, with a frame and a task where the browser has no paint timing.
 * A hidden tab paints nothing: there the shop starts at once (and when the tab is hidden before
 * its paint). A timer starts it if no paint is reported within three seconds. The inline element
 * gets the page's nonce like the host's other inline script.
 */
function scriptAfterFirstPaint(src: string): string {
  const load =
    `var started=false;function start(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.src=${scriptJson(src)};document.body.appendChild(s);}` +
    `function soon(){setTimeout(start,0);}` +
    `if(document.visibilityState==='hidden'){start();}else{` +
    `var P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];` +
    `if(types.indexOf('paint')>=0){new P(function(list,observer){var entries=list.getEntries();` +
    `for(var i=0;i<entries.length;i++)if(entries[i].name==='first-contentful-paint'){` +
    `observer.disconnect();soon();}}).observe({type:'paint',buffered:true});}` +
    `else{requestAnimationFrame(soon);}` +
    `document.addEventListener('visibilitychange',function(){` +
    `if(document.visibilityState==='hidden')start();});` +
    `setTimeout(start,3000);}`;
  return `<script>${load}</script>`;
}

/**
 * The brand's host page with a page's snapshot: its title and description replace the host's,
 * its other head tags join the head, its markup fills the mount element. Every value is
 * escaped; the markup was rendered and sanitised by the shop when the snapshot was taken.
 */
export function pageWithSnapshot(
  hostPage: string,
  snapshot: Snapshot,
  origin: string,
  mountId = 'holiday-shop',
): string {
  const title = `<title>${escapeHtml(snapshot.title)}</title>`;
  const hostDescription = /<meta\s+name="description"[^>]*>/;
  // The host's own text, still escaped as the host page wrote it; '' when it has none.
  const hostText = /\scontent="([^"]*)"/.exec(hostDescription.exec(hostPage)?.[0] ?? '')?.[1] ?? '';
  // The element keeps the host's text, which the shop gives back when the visitor moves on.
  const description =
    snapshot.description === null
      ? null
      : `<meta name="description" content="${escapeHtml(snapshot.description)}" ${hostDescriptionMark}="${hostText}" />`;
  // Replacer functions throughout: '$' in a text must not be read as a replacement pattern.
  let page = /<title>[^<]*<\/title>/.test(hostPage)
    ? hostPage.replace(/<title>[^<]*<\/title>/, () => title)
    : hostPage.replace(/<\/head>/, () => `${title}\n</head>`);
  if (description) {
    page = hostDescription.test(page)
      ? page.replace(hostDescription, () => description)
      : page.replace(/<\/head>/, () => `${description}\n</head>`);
  }
  page = page.replace(/<\/head>/, () => `${headTags(snapshot, origin)}  </head>`);
  page = page.replace(shopScript, (_whole, src: string) => scriptAfterFirstPaint(src));
  const mount = new RegExp(`(<div id="${mountId}"[^>]*>)(</div>)`);
  return page.replace(
    mount,
    (_whole, open: string, close: string) => open + snapshot.markup + close,
  );
}
