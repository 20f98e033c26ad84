import { resolveCmsLink } from './cmsLinks';

const origin = 'https://shop.example.test';

describe('internal CMS links (spec 1 §2.1)', () => {
  it.each([
    ['/sommer-special', '/de-de/sommer-special'],
    ['/de-de/sommer-special?x=1', '/de-de/sommer-special?x=1'],
    ['https://shop.example.test/kampagnen/winter', '/de-de/winter'],
    ['/', '/de-de'],
  ])('slug link %s becomes homepage navigation %s', (url, to) => {
    expect(resolveCmsLink(url, 'de-de', origin)).toEqual({ kind: 'route', to });
  });

  it.each([
    ['/de-de/search?destinations=12', '/de-de/search?destinations=12'],
    ['/search', '/de-de/search'],
    ['/de-de/hotel/spanien/palma-12', '/de-de/hotel/spanien/palma-12'],
    ['/en-gb/gallery/AllDestinations', '/en-gb/gallery/AllDestinations'],
    ['/gallery/airport/PMI#top', '/de-de/gallery/airport/PMI#top'],
  ])('search, hotel and gallery link %s keeps its page: %s', (url, to) => {
    expect(resolveCmsLink(url, 'de-de', origin)).toEqual({ kind: 'route', to });
  });

  it.each(['https://partner.example.org/x', 'mailto:team@example.test', 'tel:+49123'])(
    'leaves %s as a plain link',
    (url) => {
      expect(resolveCmsLink(url, 'de-de', origin).kind).toBe('external');
    },
  );
});
