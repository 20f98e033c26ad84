import type { HeroSlide, LastSeenSearch } from '../../../api/types';
import { showsLastSeenSlide, visibleSlides } from './heroRules';

const stored: LastSeenSearch = {
  pageType: 'resultlist',
  productSearch: { destinations: ['es'] },
  price: { perPersonAmount: 0 },
  destination: { name: 'Spanien' },
};

describe('the last-seen slide appears only with a place and a search page', () => {
  it.each<[string, LastSeenSearch | null, boolean]>([
    ['a destination, stored on the result list', stored, true],
    ['only a location name', { ...stored, destination: undefined, locationName: 'Kreta' }, true],
    [
      'only an airport, stored on all destinations',
      { ...stored, pageType: 'all_destinations', destination: undefined, airport: { name: 'FRA' } },
      true,
    ],
    ['neither airport nor destination', { ...stored, destination: undefined }, false],
    [
      'blank names only',
      { ...stored, destination: { name: '  ' }, airport: { name: '' }, locationName: ' ' },
      false,
    ],
    ['stored on the hotel page', { ...stored, pageType: 'hoteldetail' }, false],
    ['stored on the homepage', { ...stored, pageType: 'homepage' }, false],
    [
      'without its product search',
      { ...stored, productSearch: null as unknown as LastSeenSearch['productSearch'] },
      false,
    ],
    ['no stored search (none, or older than 30 days)', null, false],
  ])('%s: %s', (_case, search, shown) => {
    expect(showsLastSeenSlide(search)).toBe(shown);
  });
});

const content = (headline: string): HeroSlide => ({ status: true, kind: 'content', headline });
const lastSeenSlide: HeroSlide = { status: true, kind: 'lastSeenSearch', headline: 'Last search' };
const headlines = (slides: HeroSlide[], search: LastSeenSearch | null) =>
  visibleSlides(slides, search).map((shown) => shown.slide.headline);

describe('visible slides', () => {
  it.each<[string, HeroSlide[], LastSeenSearch | null, (string | undefined)[]]>([
    [
      'drops the last-seen slide without a stored search',
      [content('A'), lastSeenSlide],
      null,
      ['A'],
    ],
    [
      'keeps it in its place with one',
      [content('A'), lastSeenSlide, content('B')],
      stored,
      ['A', 'Last search', 'B'],
    ],
    [
      'never lets it come first',
      [lastSeenSlide, content('A'), content('B')],
      stored,
      ['A', 'Last search', 'B'],
    ],
    [
      'moves it behind the first shown content slide',
      [lastSeenSlide, { ...content('Off'), status: false }, content('A')],
      stored,
      ['A', 'Last search'],
    ],
    ['shows it alone when it is the only slide', [lastSeenSlide], stored, ['Last search']],
    [
      'drops it when its status is false',
      [content('A'), { ...lastSeenSlide, status: false }],
      stored,
      ['A'],
    ],
  ])('%s', (_case, slides, search, expected) => {
    expect(headlines(slides, search)).toEqual(expected);
  });

  it("keeps each slide's index in the module's slides for its CMS field paths", () => {
    const shown = visibleSlides([lastSeenSlide, content('A')], stored);
    expect(shown.map((item) => item.index)).toEqual([1, 0]);
    expect(shown[1]?.lastSeen).toBe(stored);
  });
});
