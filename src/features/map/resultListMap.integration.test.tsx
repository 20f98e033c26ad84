import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/App';
import type { HostConfig } from '../../config/hostConfig';
import en from '../../i18n/catalogues/en';
import { makeTestStore } from '../../testing/renderWithProviders';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { testConfig } from '../../testing/testConfig';
import { MapServicesContext } from './components/mapServices';
import { resolvingLoader, testServices } from './components/mapTestServices';

// The real spawner needs `import.meta`, which Jest's CommonJS cannot parse; jsdom has no Worker.
jest.mock('./spawnClusteringWorker', () => ({ spawnClusteringWorker: jest.fn() }));

const server = setupDemoHost();
// The whole shop renders: its first render compiles every route module in Jest.

const url = '/en-gb/search?dest=es-mallorca&dep=FRA&from=2027-05-03&to=2027-05-10&adults=2';
const withKey = testConfig({ keys: { googleMaps: 'test-key' } });

/** The whole shop at a URL, with the map's edges replaced (no script, a plain surface). */
function renderShop(path: string, options: { config?: HostConfig; consent?: boolean } = {}) {
  window.history.pushState({}, '', path);
  const store = makeTestStore(
    options.consent
      ? { consent: { maps: 'granted', recaptcha: 'unknown', analytics: 'unknown' } }
      : undefined,
  );
  const listRequests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('mixed-resultlist')) listRequests.push(request.url);
  });
  render(
    <MapServicesContext.Provider value={testServices(resolvingLoader)}>
      <App store={store} config={options.config ?? withKey} messages={en} />
    </MapServicesContext.Provider>,
  );
  return { store, listRequests };
}

const listReady = () => screen.findByRole('button', { name: /offers?$/ });
const mapRegion = () => screen.queryByRole('region', { name: 'Map of the hotels' });

afterEach(() => server.events.removeAllListeners());

describe('the map in the result list', () => {
  it('opens and closes from the header, kept in the URL, without loading the list again', async () => {
    const user = userEvent.setup();
    const { listRequests } = renderShop(url);
    await listReady();
    const loadsBefore = listRequests.length;
    expect(mapRegion()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show hotels on map' }));
    expect(window.location.search).toContain('map=1');
    expect(
      within(mapRegion()!).getByText('We need your consent to load the Google Maps service'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close map' }));
    expect(window.location.search).not.toContain('map=');
    expect(mapRegion()).toBeNull();
    expect(listRequests).toHaveLength(loadsBefore);
  });

  it('opens with the map when the URL says so (reload, back)', async () => {
    renderShop(`${url}&map=1`, { consent: true });
    await listReady();
    expect(mapRegion()).not.toBeNull();
    expect(
      await within(mapRegion()!).findByRole('application', { name: 'Test map' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close map' })).toBeInTheDocument();
  });

  it("opens the map on an item's hotel at fit zoom, with its detail, and moves focus there", async () => {
    const user = userEvent.setup();
    renderShop(url, { consent: true });
    await listReady();
    const item = (await screen.findAllByRole('article'))[1]!;
    const name = within(item).getByRole('heading', { level: 2 }).textContent ?? '';
    await user.click(within(item).getByRole('button', { name: 'Show on map' }));

    expect(window.location.search).toContain('map=1');
    const region = mapRegion()!;
    await waitFor(() => expect(region).toHaveFocus());
    const detail = await within(region).findByRole('group', { name });
    expect(within(region).getByRole('status', { name: 'Zoom' })).toHaveTextContent('15');
    expect(within(detail).getByRole('link', { name })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en-gb\/hotel\/.+\?.*dest=es-mallorca/),
    );
  });

  it('offers no map where the brand turned the hotel map off', async () => {
    renderShop(url, { config: testConfig({ features: { hotelMap: false } }) });
    await listReady();
    expect(screen.queryByRole('button', { name: 'Show hotels on map' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show on map' })).toBeNull();
  });
});
