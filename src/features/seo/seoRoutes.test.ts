/** @jest-environment node */
import fc from 'fast-check';
import { href, matchRoute } from '../../config/routes';

/** The two SEO route shapes, and that no other route takes their paths. */
const segment = (forbidden: RegExp) =>
  fc
    .string({ minLength: 1, maxLength: 12, unit: 'grapheme' })
    .filter((s) => !forbidden.test(s) && s !== '.' && s !== '..');
const group = segment(/\//);
const pathSegment = segment(/[/~]/);
const contentPath = fc.array(pathSegment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));

describe('SEO routes (/{group}/{path}.html, /{prefix}.html)', () => {
  it('matches any group without a slash and any path without a tilde as the content page', () => {
    fc.assert(
      fc.property(group, contentPath, (g, p) => {
        const url = href('seoDestinationContent', 'de-de', { group: g, path: p });
        expect(matchRoute(url)).toEqual({
          name: 'seoDestinationContent',
          locale: 'de-de',
          params: { group: g, path: p },
        });
      }),
    );
  });

  it('refuses a path with a tilde and a group with a slash', () => {
    fc.assert(
      fc.property(group, pathSegment, pathSegment, (g, a, b) => {
        expect(() =>
          href('seoDestinationContent', 'de-de', { group: g, path: `${a}~${b}` }),
        ).toThrow();
        expect(() =>
          href('seoDestinationContent', 'de-de', { group: `${g}/x`, path: a }),
        ).toThrow();
        expect(
          matchRoute(`/de-de/${encodeURIComponent(g)}/${encodeURIComponent(a)}~x.html`),
        ).toBeNull();
        // An encoded slash does not smuggle itself into the group.
        expect(
          matchRoute(`/de-de/${encodeURIComponent(`${g}/y`)}/${encodeURIComponent(a)}.html`)?.name,
        ).not.toBe('seoDestinationContent');
      }),
    );
  });

  it.each([
    ['/de-de/urlaub/spanien/mallorca.html', { group: 'urlaub', path: 'spanien/mallorca' }],
    ['/de-de/a~b/c.html', { group: 'a~b', path: 'c' }],
    ['/de-de/hotel/mallorca/sol-1.html', { group: 'hotel', path: 'mallorca/sol-1' }],
    ['/de-de/gallery/AllDestinations.html', { group: 'gallery', path: 'AllDestinations' }],
    ['/de-de/urlaub/m.html', { group: 'urlaub', path: 'm' }],
  ])('%s is a destination content page', (url, params) => {
    expect(matchRoute(url)).toEqual({ name: 'seoDestinationContent', locale: 'de-de', params });
  });

  it('takes exactly one lowercase letter as the glossary', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 3 }), (prefix) => {
        const matched = matchRoute(`/de-de/${encodeURIComponent(prefix)}.html`);
        if (/^[a-z]$/.test(prefix)) {
          expect(matched).toEqual({
            name: 'seoDestinationGlossary',
            locale: 'de-de',
            params: { prefix },
          });
        } else {
          expect(matched?.name).not.toBe('seoDestinationGlossary');
        }
      }),
    );
  });

  it.each([
    ['/de-de/m', 'homepage'],
    ['/de-de/search', 'resultlist'],
    ['/de-de/hotel/mallorca/sol-1', 'hoteldetail'],
    ['/de-de/gallery/AllDestinations', 'all_destinations'],
    ['/de-de/booking/info/c1', 'checkout_info'],
  ])('leaves %s to %s', (url, name) => {
    expect(matchRoute(url)?.name).toBe(name);
  });

  it.each([
    '/de-de/M.html',
    '/de-de/mm.html',
    '/de-de/.html',
    '/de-de/urlaub/.html',
    '/de-de/a/b~c/d.html',
  ])('%s is no SEO page', (url) => {
    expect(matchRoute(url)).toBeNull();
  });
});
