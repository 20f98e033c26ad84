/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { readXssVectors } from '../../src/testing/xssVectors';
import { getCatalogue, rebuildCatalogue } from '../catalogue';
import { seoNodes, seoUrl } from '../catalogue/seoPaths';
import { testSeed, testToday } from '../testing/demoServer';
import { createDemoApp } from './app';
import { contentPagePaths } from './contentPages';
import { pageWithSnapshot, snapshotFile, type Snapshot } from './snapshotPage';

let root: string;
let server: Server;
let origin: string;

const hostPage = `<!doctype html>
<html lang="de">
  <head>
    <title></title>
    <meta
      name="description"
      content="Sunwave Holidays: Pauschalreisen."
    />
  </head>
  <body>
    <div id="holiday-shop"></div>
    <script src="/assets/shop.js" defer></script>
  </body>
</html>
`;

const mallorca: Snapshot = {
  path: '/de-de/urlaub/spanien/mallorca.html',
  title: 'Urlaub Mallorca | Sunwave Holidays',
  description: 'Mallorca: Hotels, Wetter und Tipps.',
  canonical: '/de-de/urlaub/spanien/mallorca.html',
  alternates: [{ hreflang: 'de-DE', href: '/de-de/urlaub/spanien/mallorca.html' }],
  structuredData: [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: '/de-de' },
        { '@type': 'ListItem', position: 2, name: 'Mallorca' },
      ],
    },
  ],
  stylesheets: ['/assets/chunks/1.0123abcd.css'],
  ownStylesheet: '/snapshot-styles/sunwave/89abcdef.css',
  markup: '<div data-hs-snapshot=""><main><h1>Urlaub in Mallorca</h1></main></div>',
  takenAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  rebuildCatalogue({ seed: testSeed, today: testToday });
  root = mkdtempSync(path.join(tmpdir(), 'demo-content-'));
  mkdirSync(path.join(root, 'public', 'alpina'), { recursive: true });
  mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'public', 'index.html'), hostPage);
  writeFileSync(path.join(root, 'public', 'alpina', 'index.html'), hostPage);
  mkdirSync(path.join(root, 'public', 'brands', 'sunwave'), { recursive: true });
  writeFileSync(path.join(root, 'public', 'brands', 'sunwave', 'favicon.svg'), '<svg/>');
  const file = snapshotFile(path.join(root, 'dist', 'snapshots', 'sunwave'), mallorca.path)!;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(mallorca));
  const styles = path.join(root, 'dist', 'snapshots', 'sunwave', 'styles');
  mkdirSync(styles, { recursive: true });
  writeFileSync(path.join(styles, '89abcdef.css'), '.hs-snap-1{margin-top:1px!important}\n');
  server = createDemoApp({ root }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const html = (pathname: string) =>
  fetch(`${origin}${pathname}`, { headers: { Accept: 'text/html' } });

/** The served page as a crawler parses it. */
async function parsed(pathname: string): Promise<{ status: number; document: Document }> {
  const response = await html(pathname);
  return { status: response.status, document: new JSDOM(await response.text()).window.document };
}

describe('content pages on the demo host', () => {
  it('serves a snapshot inside the host page: head tags and the markup in the mount', async () => {
    const { status, document } = await parsed('/de-de/urlaub/spanien/mallorca.html');
    expect(status).toBe(200);
    expect(document.title).toBe('Urlaub Mallorca | Sunwave Holidays');
    const descriptions = document.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
    expect([...descriptions].map((meta) => meta.content)).toEqual([
      'Mallorca: Hotels, Wetter und Tipps.',
    ]);
    // The element keeps the host's own text for the shop to give back on the next page.
    expect(descriptions[0]?.getAttribute('data-hs-host-description')).toBe(
      'Sunwave Holidays: Pauschalreisen.',
    );
    const page = `${origin}/de-de/urlaub/spanien/mallorca.html`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(page);
    const alternate = document.querySelector('link[rel="alternate"]');
    expect([alternate?.getAttribute('hreflang'), alternate?.getAttribute('href')]).toEqual([
      'de-DE',
      page,
    ]);
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as unknown,
    );
    expect(data).toEqual([
      expect.objectContaining({
        itemListElement: [
          expect.objectContaining({ name: 'Startseite', item: `${origin}/de-de` }),
          { '@type': 'ListItem', position: 2, name: 'Mallorca' },
        ],
      }),
    ]);
    // Everything the snapshot brought is marked for the shop's take-over, but the shop's own
    // stylesheets: the shop finds them linked and keeps them.
    expect(document.head.querySelectorAll('[data-hs-snapshot]')).toHaveLength(4);
    const sheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => [
      link.getAttribute('href'),
      link.hasAttribute('data-hs-snapshot'),
    ]);
    expect(sheets).toEqual([
      [`${origin}/assets/chunks/1.0123abcd.css`, false],
      [`${origin}/snapshot-styles/sunwave/89abcdef.css`, true],
    ]);
    const mount = document.getElementById('holiday-shop')!;
    expect(mount.querySelector('[data-hs-snapshot] h1')?.textContent).toBe('Urlaub in Mallorca');
    // The shop still comes: its script is loaded after the first paint (next test).
    expect(document.body.innerHTML).toContain('"/assets/shop.js"');
  });

  it("serves a snapshot's own stylesheet as CSS, and nothing outside the styles folder", async () => {
    const sheet = await fetch(`${origin}/snapshot-styles/sunwave/89abcdef.css`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await sheet.text()).toBe('.hs-snap-1{margin-top:1px!important}\n');
    for (const address of [
      '/snapshot-styles/sunwave/..%2fde-de%2furlaub.css',
      '/snapshot-styles/nobrand/89abcdef.css',
      '/snapshot-styles/sunwave/89abcdef.json',
    ]) {
      expect([address, (await fetch(`${origin}${address}`)).status]).toEqual([address, 404]);
    }
  });

  it('serves the bare host page where no snapshot exists or a query may change the page', async () => {
    for (const pathname of [
      '/de-de/urlaub/spanien.html',
      '/de-de/urlaub/spanien/mallorca.html?page=2',
      '/de-de',
    ]) {
      const { status, document } = await parsed(pathname);
      expect(status).toBe(200);
      expect(document.getElementById('holiday-shop')?.children).toHaveLength(0);
      expect(document.querySelectorAll('[data-hs-snapshot]')).toHaveLength(0);
    }
  });

  it('answers 404 where the shop shows its not-found view, still with the host page', async () => {
    for (const pathname of [
      '/de-de/urlaub/spanien/atlantis.html',
      '/de-de/no/such/page',
      '/de-de/keine-seite',
      '/xx-xx/search',
      '/de-de/hotel/999999999',
      '/alpina/de-ch/keine-seite',
    ]) {
      const response = await html(pathname);
      expect([pathname, response.status]).toEqual([pathname, 404]);
      expect(await response.text()).toContain('<div id="holiday-shop"></div>');
    }
    for (const pathname of [
      '/',
      '/de-de',
      '/de-de/sommer',
      '/de-de/search',
      '/de-de/m.html',
      '/alpina',
      '/alpina/de-ch/search',
    ]) {
      expect([pathname, (await html(pathname)).status]).toEqual([pathname, 200]);
    }
  });

  it('answers /favicon.ico with the brand icon, not a page', async () => {
    const icon = await fetch(`${origin}/favicon.ico`, { headers: { Accept: 'image/*,*/*' } });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const response = await fetch(`${origin}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/ajax\/$/m);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('lists every destination page and glossary letter in sitemap.xml', async () => {
    const response = await fetch(`${origin}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const document = new JSDOM(await response.text(), { contentType: 'text/xml' }).window.document;
    const urls = [...document.querySelectorAll('url > loc')].map((loc) => loc.textContent);
    const catalogue = getCatalogue();
    const destinations = seoNodes(catalogue).map((node) => `${origin}${seoUrl(catalogue, node)}`);
    expect(urls).toEqual(expect.arrayContaining(destinations));
    expect(urls).toContain(`${origin}/de-de/m.html`);
    expect(urls).not.toContain(`${origin}/de-de/q.html`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toHaveLength((await contentPagePaths('de-de')).length);
  });
});

describe('a snapshot in the host page', () => {
  it('keeps every text from the content service as text, in the head and its data', () => {
    for (const vector of readXssVectors()) {
      const hostile: Snapshot = {
        ...mallorca,
        title: vector,
        description: vector,
        canonical: `/de-de/${vector}`,
        alternates: [{ hreflang: vector, href: vector }],
        structuredData: [{ '@type': 'BreadcrumbList', name: vector, item: vector }],
        stylesheets: [vector],
        ownStylesheet: vector,
      };
      const page = pageWithSnapshot(hostPage, hostile, 'http://127.0.0.1:8080');
      // A silent console: jsdom reports the hostile CSS it cannot parse.
      const { document } = new JSDOM(page, { virtualConsole: new VirtualConsole() }).window;
      // The title as a browser gives it: ASCII white space collapsed.
      expect(document.title).toBe(vector.replace(/[\t\n\f\r ]+/g, ' ').trim());
      expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
        vector,
      );
      // Only the host page's own script and the one data script: nothing was smuggled in.
      expect(document.querySelectorAll('script')).toHaveLength(2);
      expect(document.querySelectorAll('iframe, object, embed, img, svg, base')).toHaveLength(0);
      expect(document.querySelectorAll('meta')).toHaveLength(1);
      const data = document.querySelector('script[type="application/ld+json"]')?.textContent;
      expect(JSON.parse(data ?? 'null')).toEqual({
        '@type': 'BreadcrumbList',
        name: vector,
        item: vector.startsWith('/') ? `http://127.0.0.1:8080${vector}` : vector,
      });
      // Stylesheets only as links (a strict style-src blocks <style> elements), their addresses
      // kept whole in the attribute.
      expect(document.querySelectorAll('style, [style]')).toHaveLength(0);
      const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')];
      expect(sheets.map((link) => link.getAttribute('href'))).toEqual(
        [vector, vector].map((href) =>
          href.startsWith('/') && !href.startsWith('//') ? `http://127.0.0.1:8080${href}` : href,
        ),
      );
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name.toLowerCase()).not.toMatch(/^on/);
        }
      }
    }
  });

  describe("loading the shop's script after the snapshot's first paint", () => {
    type PaintReport = (names: string[]) => void;
    /**
     * The page in JSDOM with scripts running. `paintTiming` gives the window a paint observer whose
     * reports the test makes; `hidden` opens it in a hidden tab. Every timer's delay is recorded.
     */
    const open = (options: { paintTiming?: boolean; hidden?: boolean } = {}) => {
      let report: PaintReport = () => {
        throw new Error('the page observes no paint');
      };
      const delays: number[] = [];
      const page = pageWithSnapshot(hostPage, mallorca, 'http://127.0.0.1:8080');
      const { window } = new JSDOM(page, {
        runScripts: 'dangerously',
        pretendToBeVisual: true,
        beforeParse(window) {
          if (options.hidden) {
            Object.defineProperty(window.document, 'visibilityState', { value: 'hidden' });
          }
          const setTimer = window.setTimeout.bind(window);
          window.setTimeout = ((callback: () => void, delay?: number) => {
            delays.push(delay ?? 0);
            return setTimer(callback, delay);
          }) as typeof window.setTimeout;
          if (!options.paintTiming) return;
          class PaintObserver {
            static supportedEntryTypes = ['paint'];
            connected = false;
            constructor(
              private readonly callback: (
                list: { getEntries: () => { name: string }[] },
                observer: PaintObserver,
              ) => void,
            ) {}
            observe(init: { type: string }) {
              this.connected = init.type === 'paint';
              report = (names) => {
                if (!this.connected) return;
                const entries = names.map((name) => ({ name }));
                this.callback({ getEntries: () => entries }, this);
              };
            }
            disconnect() {
              this.connected = false;
            }
          }
          Object.assign(window, { PerformanceObserver: PaintObserver });
        },
      });
      const shopScripts = () => window.document.querySelectorAll('script[src="/assets/shop.js"]');
      const frameThenTask = () =>
        new Promise((resolve) => window.requestAnimationFrame(() => setTimeout(resolve, 20)));
      return {
        window,
        shopScripts,
        frameThenTask,
        report: (names: string[]) => report(names),
        delays,
      };
    };

    it('waits for the first contentful paint to be reported, not for the frame before it', async () => {
      const page = open({ paintTiming: true });
      // No deferred script that would run before the first paint.
      expect(page.shopScripts()).toHaveLength(0);
      await page.frameThenTask();
      expect(page.shopScripts()).toHaveLength(0);
      page.report(['first-paint']);
      await page.frameThenTask();
      expect(page.shopScripts()).toHaveLength(0);
      page.report(['first-paint', 'first-contentful-paint']);
      // In a task of its own after the report, not inside it.
      expect(page.shopScripts()).toHaveLength(0);
      await page.frameThenTask();
      expect(page.shopScripts()).toHaveLength(1);
      page.report(['first-contentful-paint']);
      await page.frameThenTask();
      expect(page.shopScripts()).toHaveLength(1);
      page.window.close();
    });

    it('waits for a frame and a task where the browser has no paint timing', async () => {
      const page = open();
      expect(page.shopScripts()).toHaveLength(0);
      await page.frameThenTask();
      expect(page.shopScripts()).toHaveLength(1);
      page.window.close();
    });

    it('starts at once in a hidden tab, which paints nothing', () => {
      const page = open({ paintTiming: true, hidden: true });
      expect(page.shopScripts()).toHaveLength(1);
      page.window.close();
    });

    it('starts when the tab is hidden before its paint, and only once', async () => {
      const page = open({ paintTiming: true });
      Object.defineProperty(page.window.document, 'visibilityState', { value: 'hidden' });
      page.window.document.dispatchEvent(new page.window.Event('visibilitychange'));
      expect(page.shopScripts()).toHaveLength(1);
      page.report(['first-contentful-paint']);
      await page.frameThenTask();
      expect(page.shopScripts()).toHaveLength(1);
      page.window.close();
    });

    it('keeps a three-second timer for a page whose paint is never reported', () => {
      const page = open({ paintTiming: true });
      expect(page.delays).toEqual([3000]);
      page.window.close();
    });
  });

  it('never stores a snapshot outside its folder', () => {
    expect(snapshotFile('/snapshots', '/de-de/../../etc/passwd')).toBeNull();
    expect(snapshotFile('/snapshots', '/de-de/%2e%2e/x')).toBeNull();
    expect(snapshotFile('/snapshots', '/etc/passwd')).toBeNull();
    expect(snapshotFile('/snapshots', '/de-de/a.html')).toBe(
      path.join('/snapshots/de-de/a.html.json'),
    );
  });
});
