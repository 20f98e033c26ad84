import fc from 'fast-check';
import { testItem } from '../../../testing/resultItems';
import { destinationContent, productWithWeather } from '../testing/seoFixtures';
import {
  metaDescription,
  pageHeadline,
  visibleSections,
  weatherOf,
  type DestinationSections,
} from './sections';

const full = (overrides: Partial<DestinationSections> = {}): DestinationSections => ({
  content: destinationContent({
    main_teaser_element: { title: 'Palma', text: 'Tipp', image: '/x.svg', link: '/de-de' },
  }),
  quicklinks: [{ name: 'Palma', url: '/de-de/urlaub/spanien/mallorca/palma.html' }],
  siblings: [{ name: 'Ibiza', url: '/de-de/urlaub/spanien/ibiza.html', image: '/i.svg' }],
  faq: [{ title: 'Reisen', items: [{ question: 'Wann?', answer: '<p>Im Mai.</p>' }] }],
  tabs: [{ title: 'Klima', text: '<p>Warm.</p>' }],
  weather: { headline: 'Wetter', air: 25 },
  cheapest: testItem(),
  hotels: [testItem()],
  facetCount: 2,
  ...overrides,
});

describe('destination page sections (hidden without content)', () => {
  it('shows every section that has content', () => {
    expect(Object.values(visibleSections(full())).every(Boolean)).toBe(true);
  });

  it.each<[string, Partial<DestinationSections>, string]>([
    ['no hotels on the page', { hotels: [] }, 'hotels'],
    ['no facets', { facetCount: 0 }, 'facets'],
    ['no quick links', { quicklinks: [] }, 'quicklinks'],
    ['quick links without names', { quicklinks: [{ name: ' ', url: '/x' }] }, 'quicklinks'],
    ['no weather', { weather: null }, 'weather'],
    ['no siblings', { siblings: [] }, 'siblings'],
    ['no FAQ', { faq: [] }, 'faq'],
    ['FAQ sections without questions', { faq: [{ title: 'Leer', items: [] }] }, 'faq'],
    ['no tabs', { tabs: [] }, 'tabs'],
    [
      'tabs whose HTML sanitises to nothing',
      { tabs: [{ title: 'X', text: '<script>x</script>' }] },
      'tabs',
    ],
  ])('hides a section for %s', (_case, overrides, section) => {
    const visible = visibleSections(full(overrides));
    expect(visible[section as keyof typeof visible]).toBe(false);
    const others = Object.entries(visible).filter(([key]) => key !== section);
    expect(others.every(([, shown]) => shown)).toBe(true);
  });

  it('hides the teaser, breadcrumbs, further blocks and recommendations without their content', () => {
    const content = destinationContent({
      teaser: { teaser_title: '', teaser_description: ' ', teaser_image: '/x.svg' },
      breadcrumbs: [],
      seo_content: { seo_info_collection: [{ headline: 'Nur eins', text: '<p>x</p>' }] },
      main_teaser_element: null,
    });
    const visible = visibleSections(full({ content, cheapest: null }));
    expect(visible).toEqual(
      expect.objectContaining({
        teaser: false,
        breadcrumbs: false,
        seoBlocks: false,
        recommendations: false,
      }),
    );
  });

  it('shows weather only with at least one average temperature', () => {
    expect(weatherOf('Wetter', productWithWeather())).toBeNull();
    expect(weatherOf('Wetter', undefined)).toBeNull();
    expect(weatherOf('Wetter', productWithWeather(Number.NaN))).toBeNull();
    expect(weatherOf('Wetter', productWithWeather(undefined, 22))).toEqual({
      headline: 'Wetter',
      water: 22,
    });
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -30, max: 45 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 32 }), { nil: undefined }),
        (air, water) => {
          const weather = weatherOf('Wetter', productWithWeather(air, water));
          expect(weather === null).toBe(air === undefined && water === undefined);
        },
      ),
    );
  });

  it('always has one h1 text: the first block, else the teaser title, else the last crumb', () => {
    expect(pageHeadline(destinationContent())).toBe('Urlaub auf Mallorca');
    const noBlocks = destinationContent({ seo_content: { seo_info_collection: [] } });
    expect(pageHeadline(noBlocks)).toBe('Urlaub auf Mallorca');
    const bare = destinationContent({
      seo_content: { seo_info_collection: [] },
      teaser: { teaser_title: '', teaser_description: '', teaser_image: '' },
    });
    expect(pageHeadline(bare)).toBe('Mallorca');
  });

  it('describes the page in at most 160 characters of plain text, cut at a word', () => {
    expect(metaDescription(destinationContent())).toBe('Die Lieblingsinsel.');
    const long = destinationContent({
      seo_content: {
        seo_info_collection: [
          {
            headline: 'H',
            text: `<p>${'Sonne und <b>Meer</b> '.repeat(20)}</p><script>x()</script>`,
          },
        ],
      },
    });
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Sonne und Meer Sonne.*(Sonne|und|Meer)…$/);
    expect(description).not.toMatch(/[<>]/);
  });
});
