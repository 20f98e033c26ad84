import { http, HttpResponse } from 'msw';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { featureStore, until } from '../../testing/featureStore';
import { testApiBase } from '../../testing/renderWithProviders';
import { createApiClient, type ApiClient } from '../../api/client';
import type { AppStore } from '../../store/makeStore';
import { searchActions } from './searchSlice';
import { searchFeature } from './searchFeature';

const server = setupDemoHost();

const searchStore = (api?: ApiClient): AppStore =>
  featureStore(searchFeature, { name: 'homepage', pathname: '/en-gb' }, api);

const search = (store: AppStore) => store.getState().search!;

describe('search saga, run whole against a real store', () => {
  it('loads the destination tree and departure airports once per locale', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (/destinations|departure-airports/.test(request.url)) calls += 1;
    });
    const store = searchStore();
    store.dispatch(searchActions.optionsRequested('en-gb'));
    await until(store, () => search(store).options.status === 'resolved');
    expect(search(store).options.destinations?.length).toBeGreaterThan(5);
    expect(
      search(store)
        .options.airports?.groups.map((g) => g.key)
        .sort(),
    ).toEqual(['East', 'North', 'South', 'West']);
    store.dispatch(searchActions.optionsRequested('en-gb'));
    expect(calls).toBe(2);
    server.events.removeAllListeners();
  });

  it('debounces typing: one request for the last text, none under 2 characters', async () => {
    const keywords: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('destination-autocomplete')) {
        const body = (await request.clone().json()) as {
          productSearch: { keywordSearch: { keyword: string } };
        };
        keywords.push(body.productSearch.keywordSearch.keyword);
      }
    });
    const store = searchStore();
    store.dispatch(searchActions.autocompleteTyped('M'));
    store.dispatch(searchActions.autocompleteTyped('Ma'));
    store.dispatch(searchActions.autocompleteTyped('Mal'));
    store.dispatch(searchActions.autocompleteTyped('Mall'));
    await until(store, () => search(store).autocomplete.status === 'resolved');
    expect(keywords).toEqual(['Mall']);
    expect(search(store).autocomplete.options[0]?.label).toMatch(/Mall/i);

    store.dispatch(searchActions.autocompleteTyped('M'));
    expect(search(store).autocomplete).toMatchObject({ status: 'idle', options: [] });
    server.events.removeAllListeners();
  });

  it('aborts the pending request when the visitor types on', async () => {
    server.use(
      http.post('*/ajax/destination-autocomplete', async ({ request }) => {
        const body = (await request.json()) as {
          productSearch: { keywordSearch: { keyword: string } };
        };
        if (body.productSearch.keywordSearch.keyword === 'Cre') {
          await new Promise((resolve) => setTimeout(resolve, 3000));
        }
        return HttpResponse.json({ options: [] });
      }),
    );
    // The real client, watched: the signal each autocomplete request was given.
    const signals: AbortSignal[] = [];
    const real = createApiClient(testApiBase);
    const store = searchStore({
      request(options) {
        if (options.route === 'get_destination_autocomplete_options') signals.push(options.signal);
        return real.request(options);
      },
    });
    store.dispatch(searchActions.autocompleteTyped('Cre'));
    await until(store, () => search(store).autocomplete.status === 'loading');
    store.dispatch(searchActions.autocompleteTyped('Cret'));
    await until(store, () => search(store).autocomplete.status === 'resolved');
    expect(search(store).autocomplete.query).toBe('Cret');
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it("shows 'No Results' only 2000 ms after typing", async () => {
    const store = searchStore();
    const typedAt = Date.now();
    store.dispatch(searchActions.autocompleteTyped('zzxxqq'));
    await until(store, () => search(store).autocomplete.status === 'resolved');
    expect(search(store).autocomplete).toMatchObject({ options: [], noResults: false });
    await until(store, () => search(store).autocomplete.noResults);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1990);
  });

  it('marks the options as failed when the server fails, and tries again on the next request', async () => {
    server.use(http.get('*/ajax/destinations', () => HttpResponse.error()));
    const store = searchStore();
    store.dispatch(searchActions.optionsRequested('en-gb'));
    await until(store, () => search(store).options.status === 'rejected');
    server.resetHandlers();
    store.dispatch(searchActions.optionsRequested('en-gb'));
    await until(store, () => search(store).options.status === 'resolved');
  });
});
