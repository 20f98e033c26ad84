/** @jest-environment node */
import { alternatesOf, homeAndLandingPaths, pageKey, withOrigin } from './plan';

describe('what npm run snapshots takes', () => {
  it('takes the home page and the landing pages of a locale', () => {
    expect(homeAndLandingPaths('de-de', ['sommer', 'familienurlaub'])).toEqual([
      '/de-de',
      '/de-de/sommer',
      '/de-de/familienurlaub',
    ]);
  });

  it('names a page the same in every locale', () => {
    expect(pageKey('/de-de')).toBe('/');
    expect(pageKey('/en-gb')).toBe('/');
    expect(pageKey('/de-ch/urlaub/spanien.html')).toBe('/urlaub/spanien.html');
  });

  it('gives each page the locales that have it as hreflang alternates', () => {
    const taken = new Map([
      ['/de-de/urlaub/spanien.html', 'de-de'],
      ['/de-ch/urlaub/spanien.html', 'de-ch'],
      ['/de-de/urlaub/kreta.html', 'de-de'],
    ] as const);
    const alternates = alternatesOf(taken, (routerPath) => `https://shop.example${routerPath}`);
    const spain = [
      { hreflang: 'de-DE', href: 'https://shop.example/de-de/urlaub/spanien.html' },
      { hreflang: 'de-CH', href: 'https://shop.example/de-ch/urlaub/spanien.html' },
    ];
    expect(alternates.get('/de-de/urlaub/spanien.html')).toEqual(spain);
    expect(alternates.get('/de-ch/urlaub/spanien.html')).toEqual(spain);
    expect(alternates.get('/de-de/urlaub/kreta.html')).toEqual([
      { hreflang: 'de-DE', href: 'https://shop.example/de-de/urlaub/kreta.html' },
    ]);
  });

  it('moves addresses from the origin a page was taken on to the public one, or none', () => {
    const text =
      '{"item":"http://127.0.0.1:4100/de-de","url":"http://127.0.0.1:4100/de-de/a.html"}';
    expect(withOrigin(text, 'http://127.0.0.1:4100', '')).toBe(
      '{"item":"/de-de","url":"/de-de/a.html"}',
    );
    expect(withOrigin(text, 'http://127.0.0.1:4100', 'https://shop.example')).toBe(
      '{"item":"https://shop.example/de-de","url":"https://shop.example/de-de/a.html"}',
    );
  });
});
