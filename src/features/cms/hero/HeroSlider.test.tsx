import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeroSlide, HeroSliderModule, LastSeenSearch } from '../../../api/types';
import { makeTestStore, renderWithProviders } from '../../../testing/renderWithProviders';
import { storeLastSeenSearch } from '../../search';
import { heroAutoplayMs, sliderSettings, visibleSlides } from './heroRules';
import { analyticsActions } from '../../analytics';
import { HeroStill } from './HeroSlide';
import HeroSlider from './HeroSlider';

// Counts how often the last-seen slide's chunk is fetched (the module is evaluated once per file).
const mockLastSeenChunkLoads = jest.fn();
jest.mock('./LastSeenSlide', () => {
  mockLastSeenChunkLoads();
  return jest.requireActual('./LastSeenSlide');
});

const slide = (headline: string, overrides: Partial<HeroSlide> = {}): HeroSlide => ({
  status: true,
  kind: 'content',
  headline,
  buttonText: 'Discover',
  link: '/en-gb/search?dest=es-mallorca',
  image: {
    url: `https://img.example/${headline}.jpg`,
    secure_url: `https://img.example/${headline}.jpg`,
    alt: headline,
  },
  ...overrides,
});

const hero = (slides: HeroSlide[]): HeroSliderModule => ({
  id: 'hp-hero',
  type: 'heroSlider',
  slides,
});

describe('hero slider rules', () => {
  it('drops slides whose status is false', () => {
    const shown = visibleSlides([slide('A'), slide('B', { status: false }), slide('C')]);
    expect(shown.map((s) => s.slide.headline)).toEqual(['A', 'C']);
  });

  it('plays every 5000 ms, endless, paused on hover, one at a time; one slide: no autoplay', () => {
    expect(sliderSettings(3, false)).toMatchObject({
      autoplay: true,
      autoplaySpeed: heroAutoplayMs,
      infinite: true,
      pauseOnHover: true,
      slidesToShow: 1,
    });
    expect(heroAutoplayMs).toBe(5000);
    expect(sliderSettings(1, false)).toMatchObject({ autoplay: false, infinite: false });
    expect(sliderSettings(3, true).autoplay).toBe(false);
  });
});

describe('hero slider', () => {
  it('shows one slide without dots, arrows or autoplay', () => {
    renderWithProviders(
      <HeroSlider
        module={hero([slide('Mallorca'), slide('Hidden', { status: false })])}
        locale="en-gb"
      />,
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(within(region).getByRole('heading', { name: 'Mallorca' })).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Mallorca' })).toHaveAttribute(
      'loading',
      'eager',
    );
  });

  it('offers named controls for several slides and moves between them', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <HeroSlider
        module={hero([slide('Mallorca'), slide('Crete'), slide('Egypt')])}
        locale="en-gb"
      />,
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    const first = within(region).getByRole('button', { name: 'Slide 1 of 3: Mallorca' });
    expect(first).toHaveAttribute('aria-current', 'true');
    await user.click(within(region).getByRole('button', { name: 'Slide 3 of 3: Egypt' }));
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Slide 3 of 3: Egypt' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await user.click(within(region).getByRole('button', { name: 'Pause the slides' }));
    expect(within(region).getByRole('button', { name: 'Play the slides' })).toBeInTheDocument();
  });

  it('tracks the first slide under one id in the still and in the slider', async () => {
    const user = userEvent.setup();
    const module = hero([slide('Mallorca'), slide('Crete')]);
    const clickedIds = async (ui: React.ReactElement) => {
      const store = makeTestStore();
      const dispatch = jest.spyOn(store, 'dispatch');
      const { unmount } = renderWithProviders(ui, { store });
      const region = screen.getByRole('region', { name: 'Highlights' });
      await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(1));
      const link = within(region).getByRole('link', { name: 'Discover' });
      link.addEventListener('click', (event) => event.preventDefault());
      await user.click(link);
      const ids = dispatch.mock.calls
        .map(([action]) => action)
        .filter(analyticsActions.clicked.match)
        .map((action) => action.payload.id);
      unmount();
      return ids;
    };
    expect(await clickedIds(<HeroStill module={module} locale="en-gb" />)).toEqual(['hp-hero-1']);
    expect(await clickedIds(<HeroSlider module={module} locale="en-gb" />)).toEqual(['hp-hero-1']);
  });

  it('keeps the links of slides out of view out of the tab order', async () => {
    renderWithProviders(
      <HeroSlider module={hero([slide('Mallorca'), slide('Crete')])} locale="en-gb" />,
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    // Only the current slide's link is reachable; hidden slides and slick's clones are inert.
    await waitFor(() =>
      expect(within(region).getAllByRole('link', { name: 'Discover' })).toHaveLength(1),
    );
  });
});

const dayMs = 24 * 60 * 60 * 1000;
const lastSeenSlide: HeroSlide = {
  status: true,
  kind: 'lastSeenSearch',
  headline: 'Your last search',
  buttonText: 'Continue searching',
  image: { url: '/holidays.svg', secure_url: '/holidays.svg', alt: 'Holidays' },
  countryImages: { es: { url: '/es.svg', secure_url: '/es.svg', alt: 'Spain' } },
};
const spainSearch: LastSeenSearch = {
  pageType: 'resultlist',
  productSearch: {
    destinations: ['es'],
    travelPeriod: { departureDate: '2031-06-01', returnDate: '2031-06-15', duration: '7' },
    flight: { departureAirports: ['FRA'], maxStops: 10000 },
    travellers: { adults: [{}, {}, {}], children: [], babies: [] },
  },
  price: { perPersonAmount: 499 },
  destination: { name: 'Spanien' },
  airport: { name: 'FRA' },
};

/** Renders the hero of these slides and returns its region. */
function renderHero(slides: HeroSlide[]) {
  renderWithProviders(<HeroSlider module={hero(slides)} locale="en-gb" />);
  return screen.getByRole('region', { name: 'Highlights' });
}

/** Moves the slider to the last-seen slide and returns the slide's reachable link. */
async function showLastSeenSlide(region: HTMLElement) {
  const user = userEvent.setup();
  // The slide joins once its chunk is here.
  await user.click(
    await within(region).findByRole('button', { name: 'Slide 2 of 3: Your last search' }),
  );
  await waitFor(() =>
    expect(
      within(region).getByRole('button', { name: 'Slide 2 of 3: Your last search' }),
    ).toHaveAttribute('aria-current', 'true'),
  );
  await waitFor(() =>
    expect(within(region).getAllByRole('link', { name: 'Continue searching' })).toHaveLength(1),
  );
  return within(region).getByRole('link', { name: 'Continue searching' });
}

describe('hero slider with the last-seen search', () => {
  beforeEach(() => localStorage.clear());

  // Runs first of the file's last-seen tests: the slides above never fetched the chunk either.
  it('fetches the last-seen slide code only once a stored search shows the slide', async () => {
    storeLastSeenSearch(spainSearch, Date.now() - 31 * dayMs);
    const region = renderHero([slide('Mallorca'), lastSeenSlide, slide('Crete')]);
    expect(within(region).getByRole('button', { name: 'Slide 2 of 2: Crete' })).toBeInTheDocument();
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(mockLastSeenChunkLoads).not.toHaveBeenCalled();
    act(() => storeLastSeenSearch(spainSearch, Date.now()));
    expect(
      await within(region).findByRole('button', { name: 'Slide 2 of 3: Your last search' }),
    ).toBeInTheDocument();
    expect(mockLastSeenChunkLoads).toHaveBeenCalledTimes(1);
  });

  it('fills the slide from the stored search: place, airport, price, link and country picture', async () => {
    storeLastSeenSearch(spainSearch, Date.now());
    const region = renderHero([slide('Mallorca'), lastSeenSlide, slide('Crete')]);
    const link = await showLastSeenSlide(region);
    const query = Object.fromEntries(
      new URL(link.getAttribute('href') ?? '', 'http://x').searchParams,
    );
    expect(link.getAttribute('href')).toMatch(/^\/en-gb\/search\?/);
    expect(query).toMatchObject({
      dest: 'es',
      dep: 'FRA',
      from: '2031-06-01',
      to: '2031-06-15',
      dur: '7',
      adults: '3',
    });
    expect(within(region).getByRole('heading', { name: 'Your last search' })).toBeInTheDocument();
    expect(within(region).getByText('Spanien')).toBeInTheDocument();
    expect(within(region).getByText('Departure: FRA')).toBeInTheDocument();
    expect(within(region).getByText('p.p. from')).toBeInTheDocument();
    expect(within(region).getByText(/499/)).toBeInTheDocument();
    expect(within(region).getAllByRole('img', { name: 'Spain' }).length).toBeGreaterThan(0);
  });

  it('names a region of airports as the mask does, not by its stored key', async () => {
    storeLastSeenSearch(
      {
        ...spainSearch,
        productSearch: {
          ...spainSearch.productSearch,
          flight: { departureAirports: ['North'], maxStops: 10000 },
        },
        airport: { name: 'North' },
      },
      Date.now(),
    );
    const region = renderHero([slide('Mallorca'), lastSeenSlide, slide('Crete')]);
    await showLastSeenSlide(region);
    expect(within(region).getByText('Departure: Germany North')).toBeInTheDocument();
    expect(within(region).queryByText('Departure: North')).not.toBeInTheDocument();
  });

  it('leaves the slide out without a stored search, or with one older than 30 days', () => {
    storeLastSeenSearch(spainSearch, Date.now() - 31 * dayMs);
    const region = renderHero([slide('Mallorca'), lastSeenSlide, slide('Crete')]);
    expect(within(region).getByRole('button', { name: 'Slide 2 of 2: Crete' })).toBeInTheDocument();
    expect(within(region).queryByText('Continue searching')).not.toBeInTheDocument();
  });

  it('never shows it first, and without a price or a known country shows no price and the fallback picture', async () => {
    storeLastSeenSearch(
      { ...spainSearch, price: { perPersonAmount: 0 }, destination: { name: 'Atlantis' } },
      Date.now(),
    );
    const region = renderHero([lastSeenSlide, slide('Mallorca'), slide('Crete')]);
    expect(
      await within(region).findByRole('button', { name: 'Slide 1 of 3: Mallorca' }),
    ).toHaveAttribute('aria-current', 'true');
    await showLastSeenSlide(region);
    expect(within(region).getByText('Atlantis')).toBeInTheDocument();
    expect(within(region).queryByText('p.p. from')).not.toBeInTheDocument();
    expect(within(region).getAllByRole('img', { name: 'Holidays' }).length).toBeGreaterThan(0);
  });

  it('takes up a search stored while it is shown, in this tab or another', async () => {
    const region = renderHero([slide('Mallorca'), lastSeenSlide, slide('Crete')]);
    expect(within(region).getByRole('button', { name: 'Slide 2 of 2: Crete' })).toBeInTheDocument();
    act(() => storeLastSeenSearch(spainSearch, Date.now()));
    expect(
      await within(region).findByRole('button', { name: 'Slide 2 of 3: Your last search' }),
    ).toBeInTheDocument();
    // Another tab empties the storage: the slide goes.
    localStorage.clear();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: null })));
    expect(
      await within(region).findByRole('button', { name: 'Slide 2 of 2: Crete' }),
    ).toBeInTheDocument();
  });
});
