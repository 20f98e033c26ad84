import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { handlers } from '../../../../demo/handlers';
import { createApiClient } from '../../../api/client';
import type { MapPlace, MapResultsResponse, ProductSearch } from '../../../api/types';
import { shellActions } from '../../shell';
import {
  makeTestStore,
  renderWithProviders,
  testApiBase,
} from '../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { testConfig } from '../../../testing/testConfig';
import type { GoogleMapsOptions } from '../googleMapsLoader';
import { MapServicesContext } from './mapServices';
import { failingLoader, resolvingLoader, testServices } from './mapTestServices';
import { ResultListMap, type ResultListMapProps } from './ResultListMap';

// The real spawner needs `import.meta`, which Jest's CommonJS cannot parse; jsdom has no Worker.
jest.mock('../spawnClusteringWorker', () => ({ spawnClusteringWorker: jest.fn() }));

const server = setupDemoHost();

const productSearch: ProductSearch = {
  destinations: ['es-mallorca'],
  travelPeriod: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7' },
  flight: { departureAirports: ['FRA'] },
  travellers: { adults: [{}, {}], children: [], babies: [] },
};
const withKey = testConfig({ keys: { googleMaps: 'test-key' } });
const consented = {
  consent: { maps: 'granted', recaptcha: 'unknown', analytics: 'unknown' },
} as const;

function renderMap(
  options: {
    loader?: jest.Mock;
    config?: typeof withKey;
    consent?: boolean;
    props?: Partial<ResultListMapProps>;
  } = {},
) {
  const loader = options.loader ?? jest.fn(resolvingLoader);
  const props: ResultListMapProps = {
    search: { productSearch },
    focus: null,
    locale: 'en-gb',
    perPerson: true,
    formatPrice: (amount) => `€${amount}`,
    // The page's card: here just its link, the vertical card has its own tests.
    renderHotel: (place: MapPlace) =>
      place.hotel ? (
        <Link to={`/en-gb/hotel/${place.hotel.slugName}-${place.hotelId}`}>{place.hotel.name}</Link>
      ) : null,
    ...options.props,
  };
  // On the result list of en-gb, as the shell leaves it: the map asks in English.
  const store = makeTestStore(options.consent === false ? undefined : consented);
  store.dispatch(
    shellActions.routeEntered({
      name: 'resultlist',
      locale: 'en-gb',
      params: {},
      pathname: '/en-gb/search',
    }),
  );
  const view = renderWithProviders(
    <MapServicesContext.Provider value={testServices(loader)}>
      <ResultListMap {...props} />
    </MapServicesContext.Provider>,
    { config: options.config ?? withKey, store },
  );
  return { loader, ...view };
}

/** A hotel of the search as the list would offer it, from the demo host. */
async function hotelOfSearch() {
  const { places } = await createApiClient(testApiBase).request({
    route: 'get_map_results',
    data: { productSearch, zoom: 11, resultsPerPage: 100 },
    query: { locale: 'en-gb' },
    signal: new AbortController().signal,
  });
  const place = places[2]!;
  return {
    name: place.hotel!.name,
    slugName: place.hotel!.slugName,
    focus: { hotelId: place.hotelId!, lat: place.lat, lng: place.lng },
  };
}

const testMap = () => screen.findByRole('application', { name: 'Test map' }, { timeout: 3000 });
const zoom = () => Number(screen.getByRole('status', { name: 'Zoom' }).textContent);
/** Hotel (and airport) markers are the ones that open a detail. */
const hotelMarkers = () =>
  within(screen.getByRole('application')).queryAllByRole('button', { expanded: false });

/** Clicks clusters until single hotels show (a cluster click zooms to where it falls apart). */
async function drillToHotels(user: ReturnType<typeof userEvent.setup>) {
  await testMap();
  for (let step = 0; step < 6 && hotelMarkers().length === 0; step++) {
    const map = screen.getByRole('application');
    const cluster = within(map).queryAllByRole('button', { name: /^\d+ hotels$/ })[0];
    if (cluster) await user.click(cluster);
    await waitFor(() => expect(within(map).queryAllByRole('button').length).toBeGreaterThan(0));
  }
  await waitFor(() => expect(hotelMarkers().length).toBeGreaterThan(0));
}

describe('the map of the result list', () => {
  it('asks for consent first and loads nothing before it', async () => {
    const user = userEvent.setup();
    const { loader } = renderMap({ consent: false });
    const region = screen.getByRole('region', { name: 'Map of the hotels' });
    expect(
      within(region).getByText('We need your consent to load the Google Maps service'),
    ).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();

    await user.click(within(region).getByRole('button', { name: 'Accept' }));
    await testMap();
    expect(loader).toHaveBeenCalledWith<[GoogleMapsOptions]>({
      apiKey: 'test-key',
      scriptUrl: undefined,
      language: 'en',
      region: 'GB',
    });
  });

  it('says the map is unavailable without a Maps key, and neither asks consent nor loads', () => {
    const { loader } = renderMap({ config: testConfig(), consent: false });
    expect(
      screen.getByText('The map is not available at the moment. The list below shows all hotels.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });

  it('says so when the Maps script fails, and tries again on request', async () => {
    const user = userEvent.setup();
    const loader = jest.fn(failingLoader);
    renderMap({ loader });
    expect(
      await screen.findByText('The map could not be loaded. The list below shows all hotels.'),
    ).toBeInTheDocument();
    loader.mockImplementation(resolvingLoader);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await testMap();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  describe('hotel prices in total mode (docs/rules/prices.md)', () => {
    /** The price of the hotel the map opened on, as its marker describes it. */
    async function openedHotelPrice(focus: Awaited<ReturnType<typeof hotelOfSearch>>['focus']) {
      renderMap({ props: { perPerson: false, focus: { ...focus, nonce: 1 } } });
      const map = await testMap();
      const marker = await within(map).findByRole('button', { expanded: true }, { timeout: 3000 });
      return marker.getAttribute('aria-describedby')
        ? document.getElementById(marker.getAttribute('aria-describedby')!)?.textContent
        : null;
    }

    it("shows the host's total of a hotel, unlabelled like the list's total", async () => {
      const hotel = await hotelOfSearch();
      expect(await openedHotelPrice(hotel.focus)).toMatch(/^€\d+$/);
    });

    it('says per person where a hotel place brings no total', async () => {
      const hotel = await hotelOfSearch();
      // A host answer whose hotel places carry their per-person price only.
      server.use(
        http.post('*/ajax/map-results', async ({ request }) => {
          const answer = (await (await getResponse(
            handlers,
            request,
          ))!.json()) as MapResultsResponse;
          const places = answer.places.map(({ hotel: _summary, ...place }) => place);
          return HttpResponse.json({ ...answer, places });
        }),
      );
      expect(await openedHotelPrice(hotel.focus)).toMatch(/^€\d+ p\.p\.$/);
    });
  });

  it('opens a region search on its own destinations, not on its country', async () => {
    renderMap();
    const map = await testMap();
    // Mallorca's hotels fill the 1024 × 512 px test map at zoom 9, where its destinations load.
    await waitFor(() => expect(zoom()).toBe(9));
    const cities = await within(map).findAllByRole('button', { name: / hotels · from €\d+$/ });
    expect(cities.length).toBeGreaterThan(1);
    expect(within(map).queryByRole('button', { name: /^Spain/ })).toBeNull();
  });

  it('zooms from a country to its destinations to hotels by clicking places', async () => {
    const user = userEvent.setup();
    renderMap({ props: { search: { productSearch: { ...productSearch, destinations: ['es'] } } } });
    const map = await testMap();
    const spain = await within(map).findByRole('button', { name: /^Spain/ }, { timeout: 3000 });
    const countryZoom = zoom();
    await user.click(spain);
    // Fitted to the hotels of Spain, islands included: its destinations (or groups of them) show.
    await waitFor(() => expect(within(map).queryByRole('button', { name: /^Spain/ })).toBeNull());
    expect(zoom()).toBeLessThan(7);
    expect(zoom()).toBeGreaterThanOrEqual(countryZoom);
    const destinations = () =>
      within(map).queryAllByRole('button', { name: / hotels · from €\d+$/ });
    const groups = () => within(map).queryAllByRole('button', { name: /^\d+ places$/ });
    await waitFor(() => expect(destinations().length + groups().length).toBeGreaterThan(1));
    for (let step = 0; step < 6 && destinations().length === 0; step++) {
      await user.click(groups()[0]!);
      await waitFor(() => expect(destinations().length + groups().length).toBeGreaterThan(0));
    }
    // Opening a destination fits its hotels, at least at the hotels' level.
    const city = destinations()[0]!;
    const cityName = city.textContent ?? '';
    await user.click(city);
    await waitFor(() => expect(within(map).queryByRole('button', { name: cityName })).toBeNull());
    await drillToHotels(user);
    expect(hotelMarkers()[0]).toHaveAccessibleDescription(/^€\d+$/);
  });

  it('opens on a hotel of the list at fit zoom with its detail, and toggles it on click', async () => {
    const user = userEvent.setup();
    const hotel = await hotelOfSearch();
    renderMap({ props: { focus: { ...hotel.focus, nonce: 1 } } });
    const map = await testMap();
    const detail = await screen.findByRole('group', { name: hotel.name }, { timeout: 3000 });
    expect(zoom()).toBe(15);
    const marker = within(map).getByRole('button', { name: hotel.name, expanded: true });
    expect(within(detail).getByRole('link', { name: hotel.name })).toHaveAttribute(
      'href',
      `/en-gb/hotel/${hotel.slugName}-${hotel.focus.hotelId}`,
    );

    await user.click(marker);
    expect(screen.queryByRole('group', { name: hotel.name })).toBeNull();
    expect(marker).toHaveAttribute('aria-expanded', 'false');
    await user.click(marker);
    expect(screen.getByRole('group', { name: hotel.name })).toBeInTheDocument();
  });

  it('closes an open detail on Escape and gives focus back to its marker', async () => {
    const user = userEvent.setup();
    const hotel = await hotelOfSearch();
    renderMap({ props: { focus: { ...hotel.focus, nonce: 1 } } });
    await screen.findByRole('group', { name: hotel.name }, { timeout: 3000 });
    const marker = screen.getByRole('button', { name: hotel.name });
    await user.click(marker);
    await user.click(marker);
    // The detail follows its marker in the tab order.
    await user.tab();
    const detail = screen.getByRole('group', { name: hotel.name });
    expect(within(detail).getByRole('button', { name: 'Close details' })).toHaveFocus();
    await user.tab();
    expect(within(detail).getByRole('link', { name: hotel.name })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: hotel.name })).toBeNull();
    expect(marker).toHaveFocus();
  });

  describe('under 414 px', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) =>
        ({
          matches: query === '(max-width: 413.98px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('selects on click and shows the card under the map, not on it', async () => {
      const user = userEvent.setup();
      renderMap();
      const cities = await screen.findAllByRole(
        'button',
        { name: / hotels · from €\d+$/ },
        { timeout: 3000 },
      );
      await user.click(cities[0]!);
      await drillToHotels(user);
      const marker = hotelMarkers()[0]!;
      const name = marker.getAttribute('aria-label') ?? '';
      await user.click(marker);
      await user.click(marker);
      expect(marker).toHaveAttribute('aria-expanded', 'true');
      const card = screen.getByRole('group', { name });
      expect(within(screen.getByRole('application')).queryByRole('group', { name })).toBeNull();
      expect(within(card).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    });
  });
});
