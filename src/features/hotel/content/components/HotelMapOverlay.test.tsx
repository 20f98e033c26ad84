import { screen, within } from '@testing-library/react';
import { createApiClient } from '../../../../api/client';
import type { ProductSearch } from '../../../../api/types';
import { shellActions } from '../../../shell';
import {
  makeTestStore,
  renderWithProviders,
  testApiBase,
} from '../../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { testConfig } from '../../../../testing/testConfig';
import { MapServicesContext, resolvingLoader, testServices } from '../../../map/testing';
import { testHotelInfo } from '../testing/hotelFixtures';
import { HotelMapOverlay } from './HotelMapOverlay';
import { layoutWithRates } from '../../../../testing/layoutWithRates';

// The real spawner needs `import.meta`, which Jest's CommonJS cannot parse; jsdom has no Worker.
jest.mock('../../../map/spawnClusteringWorker', () => ({ spawnClusteringWorker: jest.fn() }));

setupDemoHost();

const productSearch: ProductSearch = {
  destinations: ['es-mallorca'],
  travelPeriod: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7' },
  flight: { departureAirports: ['FRA'] },
  travellers: { adults: [{}, {}], children: [], babies: [] },
};
const gbpPerEur = 0.85;

/** A hotel the demo host puts on the map for the search, with its place's per-person price. */
async function hotelOnMap() {
  const { places } = await createApiClient(testApiBase).request({
    route: 'get_map_results',
    data: { productSearch, zoom: 11, resultsPerPage: 100 },
    query: { locale: 'en-gb' },
    signal: new AbortController().signal,
  });
  const place = places.find((candidate) => candidate.hotel)!;
  const base = testHotelInfo();
  const hotel = testHotelInfo({
    id: place.hotelId!,
    name: place.hotel!.name,
    features: [],
    location: { ...base.location, geoCode: { latitude: place.lat, longitude: place.lng } },
  });
  return { hotel, name: place.hotel!.name, perPersonEur: place.hotel!.perPersonAmount };
}

/** The hotel page of en-gb with the host's rates known, as the shell leaves it. */
function gbStore() {
  const store = makeTestStore({
    consent: { maps: 'granted', recaptcha: 'unknown', analytics: 'unknown' },
  });
  store.dispatch(
    shellActions.routeEntered({
      name: 'hoteldetail',
      locale: 'en-gb',
      params: {},
      pathname: '/en-gb/hotel/x',
    }),
  );
  store.dispatch(shellActions.layoutLoaded(layoutWithRates({ GBP: gbpPerEur })));
  return store;
}

describe("the hotel page's map (docs/rules/prices.md)", () => {
  it("shows the hotel's card price in the market currency, the marker's price", async () => {
    const { hotel, name, perPersonEur } = await hotelOnMap();
    renderWithProviders(
      <MapServicesContext.Provider value={testServices(jest.fn(resolvingLoader))}>
        <HotelMapOverlay
          hotel={hotel}
          productSearch={productSearch}
          locale="en-gb"
          onClose={jest.fn()}
        />
      </MapServicesContext.Provider>,
      { config: testConfig({ keys: { googleMaps: 'test-key' } }), store: gbStore() },
    );
    const detail = await screen.findByRole('group', { name }, { timeout: 3000 });
    const pounds = `£${Math.ceil(perPersonEur * gbpPerEur)}`;
    expect(detail).toHaveTextContent(`${name} · from ${pounds} per person`);
    expect(detail).not.toHaveTextContent('€');
    const map = screen.getByRole('application', { name: 'Test map' });
    expect(within(map).getByRole('button', { name, expanded: true })).toHaveTextContent(pounds);
  });
});
