import fc from 'fast-check';
import { href, localeOfPath, matchRoute, switchLocale, allowsMarketSwitch } from './routes';
import { routeNames, routeTable, type RouteDef, type RouteName } from './routeTable';
import { locales } from './locales';

const paramsOf = (name: RouteName): string[] =>
  [...routeTable[name].path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1] ?? '');

/** fast-check cannot generate from lookaheads; the filter below applies the full pattern. */
function withoutLookaheads(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i += 1) {
    if (source.startsWith('(?!', i)) {
      let depth = 0;
      for (; i < source.length; i += 1) {
        if (source[i] === '(') depth += 1;
        if (source[i] === ')' && --depth === 0) break;
      }
    } else out += source[i];
  }
  return out;
}

/** Realistic parameter values: ASCII slugs plus umlauts and spaces where the pattern allows. */
function paramArbitrary(def: RouteDef, param: string): fc.Arbitrary<string> {
  const source = def.params?.[param] ?? '[^/]+';
  const pattern = new RegExp(`^(?:${source})$`);
  const alphabet = fc.constantFrom(...'abcxyzABZ019_-. äöüßé/'.split(''));
  return fc
    .oneof(
      fc
        .stringMatching(new RegExp(`^(?:${withoutLookaheads(source)})$`))
        .filter((v) => v.length < 40 && !/[\uD800-\uDFFF]/.test(v)),
      fc.string({ unit: alphabet, minLength: 1, maxLength: 20 }),
    )
    .filter((v) => pattern.test(v) && !/(^|\/)\.{1,2}(\/|$)/.test(v) && !v.endsWith('/'));
}

describe('named routes', () => {
  it.each(routeNames)(
    '%s generates a path that parses back to the same route and params',
    (name) => {
      const def: RouteDef = routeTable[name];
      const params = paramsOf(name);
      const arbitrary = fc.record({
        locale: fc.constantFrom(...locales),
        values: fc.tuple(...params.map((p) => paramArbitrary(def, p))),
      });
      fc.assert(
        fc.property(arbitrary, ({ locale, values }) => {
          const given = Object.fromEntries(params.map((p, i) => [p, values[i] ?? '']));
          const path = href(name, locale, given);
          const matched = matchRoute(path);
          expect(matched).toEqual({ name, locale, params: given });
        }),
        { numRuns: 60 },
      );
    },
  );

  it.each([
    ['/de-de', 'homepage', {}],
    ['/de-de/sommer-special', 'homepage', { slug: 'sommer-special' }],
    ['/en-gb/search', 'resultlist', {}],
    [
      '/de-de/hotel/spanien/mallorca/hotel-sol-palma-1234',
      'hoteldetail',
      { slugPath: 'spanien/mallorca', slugName: 'hotel-sol-palma', g: '1234' },
    ],
    ['/de-de/hotel/1234', 'legacy_hotel', { g: '1234' }],
    ['/de-de/gallery/AllDestinations', 'all_destinations', {}],
    ['/de-de/gallery/airport/PMI', 'destinations_by_airport', { airport: 'PMI' }],
    ['/de-de/voucher/success/abc-123', 'voucher', { checkoutId: 'abc-123' }],
    ['/de-de/voucher/checkout', 'voucher_checkout', {}],
    ['/de-de/booking/ancillaries/c1', 'checkout_ancillaries', { checkoutId: 'c1' }],
    ['/de-de/booking/info/c1', 'checkout_info', { checkoutId: 'c1' }],
    ['/de-de/booking/customer_payment/c1', 'checkout_customer_payment', { checkoutId: 'c1' }],
    ['/de-de/booking/payment/c1', 'checkout_payment', { checkoutId: 'c1' }],
    ['/de-de/booking/process/c1', 'checkout_processing', { checkoutId: 'c1' }],
    ['/de-de/booking/success/c1', 'checkout_success', { checkoutId: 'c1' }],
    ['/de-de/booking/fail/c1', 'checkout_fail', { checkoutId: 'c1' }],
    ['/de-de/booking/soft_booked/c1', 'checkout_soft_booked', { checkoutId: 'c1' }],
    ['/de-de/m.html', 'seoDestinationGlossary', { prefix: 'm' }],
    [
      '/de-de/reiseziele/spanien/mallorca.html',
      'seoDestinationContent',
      { group: 'reiseziele', path: 'spanien/mallorca' },
    ],
    ['/de-de/favorites', 'favorites', {}],
  ])('%s is %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, locale: path.split('/')[1], params });
  });

  it.each([
    '/xx-yy/search',
    '/de-de/hotel/spanien/no-id',
    '/de-de/MM.html',
    '/de-de/a/b~c/d.html',
    '/de-de/g/p~x.html',
    '/de-de/booking/unknown/c1',
    '/de-de/some/deep/unknown',
    '/de-de/%2Fx',
    '/search',
  ])('%s is not a route', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('reads the locale prefix even of a path no route matches', () => {
    expect(localeOfPath('/en-gb/does/not/exist')).toBe('en-gb');
    expect(localeOfPath('/fr-ch')).toBe('fr-ch');
    expect(localeOfPath('/xx-yy/search')).toBeNull();
    expect(localeOfPath('/de-dex')).toBeNull();
  });

  it('refuses to build a path with a missing or invalid parameter', () => {
    expect(() => href('hoteldetail', 'de-de', { slugPath: 'a', slugName: 'b' })).toThrow(/g/);
    expect(() => href('seoDestinationGlossary', 'de-de', { prefix: 'AB' })).toThrow(/prefix/);
  });

  it('never lets a landing-page slug shadow a one-segment route', () => {
    const oneSegment = routeNames
      .map((name) => routeTable[name].path)
      .filter((path) => /^\/[\w-]+$/.test(path));
    expect(oneSegment.length).toBeGreaterThan(3);
    for (const path of oneSegment) {
      expect(() => href('homepage', 'de-de', { slug: path.slice(1) })).toThrow(/slug/);
    }
  });

  it('adds a query string', () => {
    expect(
      href('resultlist', 'en-gb', {}, { page: 2, airports: ['HAM', 'BRE'], none: undefined }),
    ).toBe('/en-gb/search?page=2&airports=HAM&airports=BRE');
  });

  it('switching the locale keeps the visitor on the same page and query', () => {
    expect(switchLocale('/de-de/hotel/es/palma-12', '?d=1', 'en-gb')).toBe(
      '/en-gb/hotel/es/palma-12?d=1',
    );
    expect(switchLocale('/de-de/nowhere/at/all', '', 'it-it')).toBe('/it-it');
  });

  it('disables the market switch on checkout and SEO routes only', () => {
    const locked = routeNames.filter((name) => !allowsMarketSwitch(name));
    expect(locked.sort()).toEqual(
      [
        'checkout_ancillaries',
        'checkout_customer_payment',
        'checkout_fail',
        'checkout_info',
        'checkout_payment',
        'checkout_processing',
        'checkout_soft_booked',
        'checkout_success',
        'seoDestinationContent',
        'seoDestinationGlossary',
        'voucher',
        'voucher_checkout',
      ].sort(),
    );
  });
});
