/** @jest-environment node */
import type {
  CmsModuleType,
  CmsPage,
  LayoutResponse,
  Market,
  PageResponse,
} from '../../src/api/types';
import { startDemoServer } from '../testing/demoServer';
import { call, expectShape, requiredKeys } from '../testing/shape';

startDemoServer();

const pageKeys = requiredKeys<PageResponse>()('code', 'pageMetaContent');
const cmsPageKeys = requiredKeys<CmsPage>()('id', 'slug', 'pageType', 'modules');

async function page(path: string, locale = 'de-de', headers: Record<string, string> = {}) {
  const { status, body } = await call('get_page', { query: { path, locale }, headers });
  expect(status).toBe(200);
  return expectShape<PageResponse>(body, pageKeys, `page ${path}`);
}

const allModuleTypes: CmsModuleType[] = [
  'amenitiesTeaser',
  'amenitiesSection',
  'destinationTeaser',
  'heroSlider',
  'classicTeaser',
  'classicSection',
  'simpleTeaser',
  'simpleSection',
  'navigationTabs',
  'faq',
  'freeText',
  'uspTeaser',
  'uspList',
  'imageOfferTeaser',
  'promotionTeaser',
  'textImageOverlayTeaser',
  'textImageOverlaySection',
  'countdown',
  'hotelAwardBanner',
  'newsTicker',
  'interactivePopup',
  'partnerLogo',
  'ancillariesInfo',
  'milesBadge',
  'membership',
  'paymentLogos',
  'newsletterSubscribe',
  'newsletterUnsubscribe',
  'newsletterCustomerEdit',
  'complaintForm',
];

describe('get_page', () => {
  it('answers the homepage with code 200, a title and modules; its slug is the locale', async () => {
    const answer = await page('/de-de');
    expect(answer.code).toBe(200);
    expect(answer.pageMetaContent.title).toMatch(/Sunwave/);
    const cms = expectShape<CmsPage>(answer.page, cmsPageKeys, 'homepage');
    expect(cms.slug).toBe('de-de');
    expect(cms.pageType).toBe('homepage');
    expect(cms.modules.length).toBeGreaterThan(8);
  });

  it('localises the English homepage and gives each brand its own hero copy', async () => {
    const hero = (answer: PageResponse) => {
      const slider = answer.page?.modules.find((m) => m.type === 'heroSlider');
      return slider?.type === 'heroSlider' ? slider.slides[0]?.headline : undefined;
    };
    const english = await page('/en-gb', 'en-gb');
    expect(hero(english)).toBe('Soak up the sun with Sunwave');
    expect(hero(await page('/de-de', 'de-de', { 'x-demo-brand': 'alpina' }))).toMatch(/Alpina/);
    // The shop names its brand host's variant in every request.
    expect(hero(await page('/de-ch', 'de-ch', { 'x-shop-variant': 'alpina' }))).toMatch(/Alpina/);
    const { body } = await call('get_page', {
      query: { path: '/de-ch', locale: 'de-ch', brand: 'alpina' },
    });
    expect(hero(body)).toMatch(/Alpina/);
    expect(hero(await page('/alpina/de-ch', 'de-ch'))).toMatch(/Alpina/);
  });

  it('answers every German locale with the German documents, Italian with its own', async () => {
    expect((await page('/de-at', 'de-at')).page?.id).toBe('homepage-de-sunwave');
    const italian = await page('/it-it', 'it-it');
    expect(italian.page?.slug).toBe('it-it');
    expect(italian.page?.id).toBe('homepage-it-sunwave');
  });

  it('uses every CMS module type across homepage, landing and form pages', async () => {
    const paths = [
      '/de-de',
      '/de-de/sommer',
      '/de-de/familienurlaub',
      '/de-de/newsletter',
      '/de-de/newsletter-unsubscribe',
      '/de-de/newsletter-profile',
      '/de-de/contact',
      '/de-de/membership',
    ];
    const seen = new Set<string>();
    for (const path of paths) {
      const answer = await page(path);
      expect(answer.code).toBe(200);
      answer.page?.modules.forEach((module) => {
        expect(module.id).toBeTruthy();
        seen.add(module.type);
      });
    }
    expect([...seen].sort()).toEqual([...allModuleTypes].sort());
  });

  it.each(['de-de', 'en-gb', 'it-it', 'es-es', 'fr-ch'])(
    "leads the %s contact form's FAQ link to a page of questions",
    async (locale) => {
      const contact = await page(`/${locale}/contact`, locale);
      const form = contact.page?.modules.find((module) => module.type === 'complaintForm');
      const link = form?.type === 'complaintForm' ? form.link : undefined;
      expect(link?.url).toMatch(new RegExp(`^/${locale}/[a-z]+$`));
      // An anchor within a page would need an element of that id; a page of its own needs none.
      expect(link?.url).not.toContain('#');
      const target = await page(link?.url.slice(locale.length + 1) ?? '', locale);
      expect(target.code).toBe(200);
      const faq = target.page?.modules.find((module) => module.type === 'faq');
      expect(faq?.type === 'faq' && faq.headline).toBe(link?.text);
      expect(faq?.type === 'faq' && faq.items.length).toBeGreaterThan(2);
    },
  );

  it.each([
    ['/de-de/m.html', 'de-de', 'Reiseziele mit M | Sunwave Holidays'],
    ['/en-gb/m.html', 'en-gb', 'Destinations starting with M | Sunwave Holidays'],
  ])(
    'titles the glossary page %s with the brand, as every other page',
    async (path, locale, title) => {
      const answer = await page(path, locale);
      expect(answer.pageMetaContent.title).toBe(title);
    },
  );

  it.each([
    ['sunwave', '', 'de-de'],
    ['sunwave', '', 'en-gb'],
    ['alpina', '/alpina', 'de-ch'],
    ['alpina', '/alpina', 'en-ch'],
    ['alpina', '/alpina', 'fr-ch'],
  ])(
    'links %s’s own privacy page in its layout and newsletter texts (%s/%s)',
    async (brand, base, locale) => {
      const headers = { 'x-shop-variant': brand };
      const { body } = await call('get_layout', { query: { locale }, headers });
      const footer = (body as LayoutResponse).footer;
      const newsletter = await page(`${base}/${locale}/newsletter`, locale, headers);
      const subscribe = newsletter.page?.modules.find((m) => m.type === 'newsletterSubscribe');
      const html = [
        footer?.html ?? '',
        subscribe?.type === 'newsletterSubscribe' ? subscribe.termsHtml : '',
      ].join('\n');
      const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
      expect(hrefs).toEqual([`${base}/${locale}/privacy`, `${base}/${locale}/privacy`]);
      // The address answers with the brand's own privacy page.
      const privacy = await page(`${base}/${locale}/privacy`, locale, headers);
      expect(privacy.code).toBe(200);
      expect(privacy.pageMetaContent.title).toContain(
        brand === 'alpina' ? 'Alpina Reisen' : 'Sunwave Holidays',
      );
    },
  );

  it('drops nothing the shop must filter itself: an inactive slide and a hidden-by-rule module exist', async () => {
    const answer = await page('/de-de');
    const slider = answer.page?.modules.find((m) => m.type === 'heroSlider');
    expect(slider?.type === 'heroSlider' && slider.slides.some((s) => !s.status)).toBe(true);
    expect(
      slider?.type === 'heroSlider' && slider.slides.some((s) => s.kind === 'lastSeenSearch'),
    ).toBe(true);
  });

  it('gives destination teasers a product box with price and productSearch', async () => {
    const answer = await page('/de-de');
    const section = answer.page?.modules.find((m) => m.type === 'classicSection');
    const teaser = section?.type === 'classicSection' ? section.teasers[0] : undefined;
    expect(teaser?.offer?.price.perPersonAmount).toBeGreaterThan(0);
    expect(teaser?.offer?.productSearch.destinations).toEqual(['es-mallorca']);
  });

  it('knows hotel, search, booking, voucher, SEO and glossary pages', async () => {
    expect((await page('/de-de/hotel/spain/mallorca/palma/any-name-100001')).page?.pageType).toBe(
      'hoteldetail',
    );
    expect((await page('/de-de/search')).page?.pageType).toBe('resultlist');
    expect((await page('/de-de/booking/info/bk-000001')).page?.pageType).toBe('checkout');
    expect((await page('/de-de/voucher/success/vc-000001')).page?.pageType).toBe('voucher');
    expect((await page('/de-de/urlaub/spanien/mallorca.html')).page?.pageType).toBe(
      'seoDestinationContent',
    );
    expect((await page('/de-de/m.html')).page?.pageType).toBe('seoDestinationGlossary');
    expect((await page('/alpina/de-ch/gallery/AllDestinations', 'de-ch')).page?.pageType).toBe(
      'allDestinations',
    );
  });

  it('places modules on the shop pages by page type: hotel, destination and voucher pages', async () => {
    const types = async (path: string) =>
      (await page(path)).page?.modules.map((module) => module.type) ?? [];
    const hotel = (await page('/de-de/hotel/spain/mallorca/palma/any-name-100001')).page;
    expect(hotel?.modules.map((module) => module.type)).toEqual([
      'newsTicker',
      'hotelAwardBanner',
      'ancillariesInfo',
    ]);
    const award = hotel?.modules.find((module) => module.type === 'hotelAwardBanner');
    expect(award && 'giataIds' in award && award.giataIds.length).toBe(3);
    expect(await types('/de-de/urlaub/spanien/mallorca.html')).toEqual(['newsTicker']);
    expect(await types('/de-de/voucher/checkout')).toEqual(['paymentLogos']);
    expect(await types('/de-de/search')).toEqual([]);
    expect(await types('/de-de/booking/info/bk-000001')).toEqual([]);
  });

  it('answers unknown paths with code 404 and no page', async () => {
    for (const path of [
      '/de-de/does-not-exist',
      '/de-de/hotel/x/y-999',
      '/de-de/urlaub/atlantis.html',
    ]) {
      const answer = await page(path);
      expect(answer.code).toBe(404);
      expect(answer.page).toBeUndefined();
    }
  });
});

/** Every string in an answer that is a site path (a link a teaser or module would follow). */
function sitePaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(sitePaths);
  if (value && typeof value === 'object') return Object.values(value).flatMap(sitePaths);
  return [];
}

describe('English content pages', () => {
  it.each(['/en-gb', '/en-gb/summer', '/en-gb/family-holidays'])(
    '%s links no German page: its teasers and modules lead to English pages',
    async (path) => {
      const body = await page(path, 'en-gb');
      const links = sitePaths(body.page).filter((url) => !url.startsWith('/demo-'));
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((url) => /urlaub|de-de|sommer|familienurlaub/.test(url))).toEqual([]);
    },
  );
});

describe('get_layout', () => {
  it('links destinations in English to their result list: the content pages are German only', async () => {
    const { body } = await call('get_layout', { query: { locale: 'en-gb' } });
    const layout = body as LayoutResponse;
    expect(layout.navigation.tabs[0]?.links[0]).toEqual({
      label: 'Spain',
      url: '/search?dest=es',
    });
    const urls = layout.navigation.tabs.flatMap((tab) => tab.links.map((link) => link.url));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => /urlaub|de-de/.test(url))).toEqual([]);
  });

  it('returns navigation, footer, markets and currency info', async () => {
    const { body } = await call('get_layout', { query: { locale: 'de-de' } });
    const layout = expectShape<LayoutResponse>(
      body,
      requiredKeys<LayoutResponse>()('navigation', 'footer', 'markets', 'currencyInfo'),
    );
    // Without a locale: the shop adds the visitor's (de-at visitors stay in their market).
    expect(layout.navigation.tabs[0]?.links[0]).toEqual({
      label: 'Spanien',
      url: '/urlaub/spanien.html',
    });
    expect(layout.footer.columns.length).toBeGreaterThan(0);
    for (const market of layout.markets) {
      expectShape<Market>(
        market,
        requiredKeys<Market>()('country', 'languages', 'currencies', 'displayCurrency'),
      );
    }
    const byCountry = Object.fromEntries(layout.markets.map((m) => [m.country, m]));
    expect(byCountry.ch?.languages).toEqual(['de-ch', 'en-ch', 'fr-ch']);
    expect(byCountry.gb?.displayCurrency).toBe('GBP');
    expect(byCountry.de?.languages).toEqual(['de-de', 'en-de']);
    expect(layout.currencyInfo).toEqual(
      expect.objectContaining({
        baseCurrency: 'EUR',
        rates: expect.objectContaining({ CHF: expect.any(Number) }),
      }),
    );
  });
});

describe('demo_media', () => {
  it('draws hotel images as SVG and serves the demo clips as WebM', async () => {
    const image = await call('demo_media', {
      params: { kind: 'hotel', id: 100001, file: '0.svg' },
    });
    expect(image.response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(String(image.body)).toMatch(/^<svg/);
    const video = await call('demo_media', {
      params: { kind: 'video', id: 100001, file: '1.webm' },
    });
    expect(video.response.headers.get('content-type')).toBe('video/webm');
    expect(
      (await call('demo_media', { params: { kind: 'video', id: 100001, file: '0.mp4' } })).status,
    ).toBe(404);
  });
});
