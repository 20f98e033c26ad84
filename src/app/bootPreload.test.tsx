import { waitFor } from '@testing-library/react';
import { resetStoreInstance } from '../store/storeInstance';
import { boot } from './boot';

/**
 * Boot order (docs/decisions.md): catalogue, route chunk and the route's data are all
 * asked for before the first render, side by side, and the route's own first request does not
 * wait for the route's chunk. Every loader here records when it starts and never finishes,
 * except the catalogue, which boot waits for before it renders.
 */
const mockEvents: string[] = [];

jest.mock('react-dom/client', () => ({
  createRoot: () => ({ render: () => mockEvents.push('render') }),
}));

jest.mock('../i18n/loadCatalogue', () => {
  const load = (language: string) => {
    mockEvents.push(`catalogue ${language}`);
    return Promise.resolve({});
  };
  return { loadCatalogue: load, loadCatalogueOrFallback: load };
});

jest.mock('./routeModules', () => ({
  routeLoaders: new Proxy(
    {},
    {
      get: (_target, name) => () => {
        mockEvents.push(`chunk ${String(name)}`);
        return new Promise(() => undefined);
      },
    },
  ),
}));

jest.mock('../api/client', () => ({
  createApiClient: () => ({
    request: ({ route }: { route: string }) => {
      mockEvents.push(`request ${route}`);
      return new Promise(() => undefined);
    },
  }),
}));

function hostPage(path: string) {
  window.history.pushState({}, '', path);
  const mount = document.createElement('div');
  mount.id = 'holiday-shop';
  document.body.replaceChildren(mount);
  (window as unknown as { holidayShopConfig?: unknown }).holidayShopConfig = { locale: 'de-de' };
}

describe('boot starts a page’s loads before its first render', () => {
  beforeEach(() => {
    mockEvents.length = 0;
  });
  afterEach(() => {
    resetStoreInstance();
    window.history.pushState({}, '', '/');
  });

  it('asks for catalogue, route chunk, page and layout before rendering the homepage', async () => {
    hostPage('/de-de');
    await boot();
    const render = mockEvents.indexOf('render');
    expect(render).toBeGreaterThan(-1);
    for (const event of [
      'catalogue de',
      'chunk homepage',
      'request get_page',
      'request get_layout',
    ]) {
      const index = mockEvents.indexOf(event);
      expect(index).toBeGreaterThan(-1);
      expect(index).toBeLessThan(render);
    }
  });

  it('sends the result list’s search while the route chunk is still on its way', async () => {
    hostPage('/de-de/search?dest=es-mallorca&dep=FRA');
    await boot();
    expect(mockEvents.indexOf('chunk resultlist')).toBeLessThan(mockEvents.indexOf('render'));
    // The route chunk above never arrives, yet the search is sent, once.
    await waitFor(() =>
      expect(mockEvents.filter((event) => event === 'request get_mixed_resultlist')).toHaveLength(
        1,
      ),
    );
  });

  it('asks for the hotel’s info while the route chunk is still on its way', async () => {
    hostPage('/de-de/hotel/spanien/mallorca/palma/paradise-sol-palace-100001');
    await boot();
    expect(mockEvents.indexOf('chunk hoteldetail')).toBeLessThan(mockEvents.indexOf('render'));
    await waitFor(() => expect(mockEvents).toContain('request get_hoteldetail_info'));
  });

  it('asks for the cart of a travellers step while the route chunk is still on its way', async () => {
    hostPage('/de-de/booking/info/bk-123');
    await boot();
    expect(mockEvents.indexOf('chunk checkout_info')).toBeLessThan(mockEvents.indexOf('render'));
    await waitFor(() => expect(mockEvents).toContain('request checkout_get'));
  });

  it('leaves the payment step’s answer, with its card transaction, to the step', async () => {
    hostPage('/de-de/booking/payment/bk-123');
    await boot();
    expect(mockEvents).toContain('chunk checkout_payment');
    expect(mockEvents.filter((event) => event.startsWith('request checkout'))).toEqual([]);
  });

  it('starts no page request for an address no route matches', async () => {
    hostPage('/de-de/no/such/page/at/all');
    await boot();
    expect(mockEvents.some((event) => event.startsWith('chunk '))).toBe(false);
    expect(mockEvents).not.toContain('request get_page');
  });
});
