import type { UrlContext } from '../lib/urlPolicy';
import { resolveCmsLink } from './cmsLinks';

const context: UrlContext = {
  origin: 'https://shop.example.test',
  basePath: '',
  allowedOrigins: ['https://partner.example.org'],
};

describe('internal CMS links', () => {
  it.each([
    ['/sommer-special', '/de-de/sommer-special'],
    ['/de-de/sommer-special?x=1', '/de-de/sommer-special?x=1'],
    ['https://shop.example.test/kampagnen/winter', '/de-de/winter'],
    ['/', '/de-de'],
  ])('slug link %s becomes homepage navigation %s', (url, to) => {
    expect(resolveCmsLink(url, 'de-de', context)).toEqual({ kind: 'route', to });
  });

  it.each([
    ['/de-de/search?destinations=12', '/de-de/search?destinations=12'],
    ['/search', '/de-de/search'],
    ['/de-de/hotel/spanien/palma-12', '/de-de/hotel/spanien/palma-12'],
    ['/en-gb/gallery/AllDestinations', '/en-gb/gallery/AllDestinations'],
    ['/gallery/airport/PMI#top', '/de-de/gallery/airport/PMI#top'],
  ])('search, hotel and gallery link %s keeps its page: %s', (url, to) => {
    expect(resolveCmsLink(url, 'de-de', context)).toEqual({ kind: 'route', to });
  });

  it.each([
    ['/alpina/de-ch/search', '/de-ch/search'],
    ['https://shop.example.test/alpina/de-ch/sommer', '/de-ch/sommer'],
    ['/de-ch/search', '/de-ch/search'],
  ])('under a basePath, %s never gets it twice: %s', (url, to) => {
    expect(resolveCmsLink(url, 'de-ch', { ...context, basePath: '/alpina' })).toEqual({
      kind: 'route',
      to,
    });
  });

  it('leaves a link to an allowed origin a plain link', () => {
    expect(resolveCmsLink('https://partner.example.org/x', 'de-de', context)).toEqual({
      kind: 'external',
      href: 'https://partner.example.org/x',
    });
  });

  it.each([
    'javascript:alert(1)',
    'https://other.example.org/x',
    '//other.example.org/x',
    'mailto:team@example.test',
    'tel:+49123',
  ])('refuses %s', (url) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveCmsLink(url, 'de-de', context)).toBeNull();
  });
});
