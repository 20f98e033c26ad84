import { delay, http, HttpResponse } from 'msw';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { featureStore, until } from '../../testing/featureStore';
import { testApiBase } from '../../testing/renderWithProviders';
import type { AppStore } from '../../store/makeStore';
import { createApiClient, type ApiClient } from '../../api/client';
import type { ResultListRequest } from '../../api/types';
import type { SearchQuery } from '../search';
import { defaultListParams, toResultListRequest, withFilters } from '../search';
import { resultListActions } from './resultListSlice';
import { resultListFeature } from './resultListFeature';
import { slowLoadMs } from '../../store/sagaHelpers';
import { readLastSeenSearch, storeLastSeenSearch } from '../search';
import { toProductSearch } from '../search';

const server = setupDemoHost();

const search: SearchQuery = {
  destinationIds: ['es-mallorca'],
  airports: ['FRA'],
  period: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7', exact: false },
  travellers: { adultsCount: 2, childrenBirthDates: [] },
  maxStops: 10000,
};
const firstPage = toResultListRequest(search, defaultListParams);
const secondPage = toResultListRequest(search, { ...defaultListParams, page: 2 });

const resultListStore = (api?: ApiClient): AppStore =>
  featureStore(resultListFeature, { name: 'resultlist', pathname: '/en-gb/search' }, api);

const list = (store: AppStore) => store.getState().resultList!;

/** Holds matching result list requests back, then lets the demo host answer them. */
function holdBack(ms: number, matches: (body: ResultListRequest) => boolean = () => true) {
  server.use(
    http.post('*/ajax/mixed-resultlist', async ({ request }) => {
      if (matches((await request.clone().json()) as ResultListRequest)) await delay(ms);
    }),
  );
}

describe('result list saga, run whole against a real store', () => {
  it('loads the list for the shell locale and resolves with count, results and facets', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('mixed-resultlist')) urls.push(request.url);
    });
    const store = resultListStore();
    store.dispatch(resultListActions.listRequested(firstPage));
    expect(list(store).status).toBe('loading');
    await until(store, () => list(store).status === 'resolved');
    const state = list(store);
    expect(state.count).toBeGreaterThan(20);
    expect(state.results).toHaveLength(20);
    expect(state.facets?.board.length).toBeGreaterThan(0);
    expect(state.sortOptions.map((option) => option.value)).toContain('price');
    expect(state.slow).toBe(false);
    expect(new URL(urls[0] ?? '').searchParams.get('locale')).toBe('en-gb');
    server.events.removeAllListeners();
  });

  it('notes the list’s lowest per-person price on the last-seen search of this search', async () => {
    localStorage.clear();
    storeLastSeenSearch(
      {
        pageType: 'resultlist',
        productSearch: toProductSearch(search),
        price: { perPersonAmount: 0 },
        destination: { name: 'Mallorca' },
      },
      Date.now(),
    );
    const store = resultListStore();
    store.dispatch(resultListActions.listRequested(firstPage));
    await until(store, () => list(store).status === 'resolved');
    const lowest = Math.min(
      ...list(store).results.map((item) => item.offers[0]!.price.perPersonAmount),
    );
    expect(lowest).toBeGreaterThan(0);
    expect(readLastSeenSearch(Date.now())?.price.perPersonAmount).toBe(lowest);
    localStorage.clear();
  });

  it('aborts the previous request when the page changes', async () => {
    holdBack(1000, (body) => body.page === 1);
    // The real client, watched: the signal each result list request was given.
    const signals: AbortSignal[] = [];
    const real = createApiClient(testApiBase);
    const store = resultListStore({
      request(options) {
        if (options.route === 'get_mixed_resultlist') signals.push(options.signal);
        return real.request(options);
      },
    });
    store.dispatch(resultListActions.listRequested(firstPage));
    await new Promise((resolve) => setTimeout(resolve, 50));
    store.dispatch(resultListActions.listRequested(secondPage));
    await until(store, () => list(store).status === 'resolved');
    expect(list(store).page).toBe(2);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it('clears the old results at once for a new request (its count stays until the answer), and keeps them for the same one', async () => {
    const store = resultListStore();
    store.dispatch(resultListActions.listRequested(firstPage));
    await until(store, () => list(store).status === 'resolved');
    const shown = list(store).results;

    store.dispatch(resultListActions.listRequested(firstPage));
    expect(list(store)).toMatchObject({ status: 'loading', results: shown });
    await until(store, () => list(store).status === 'resolved');

    const filtered = withFilters(defaultListParams, {
      ...defaultListParams.filters,
      boards: ['AI'],
    });
    const allBoards = list(store).count;
    store.dispatch(resultListActions.listRequested(toResultListRequest(search, filtered)));
    // The count is the last answer's until the new one replaces it (docs/rules/result-list.md).
    expect(list(store)).toMatchObject({ status: 'loading', results: [], count: allBoards });
    await until(store, () => list(store).status === 'resolved');
    expect(list(store).count).toBeLessThan(allBoards);
    const boards = list(store).results.map((item) => item.offers[0]?.rooms[0]?.board.code);
    expect(new Set(boards)).toEqual(new Set(['AI']));
  });

  it('marks the list as failed when the server fails', async () => {
    server.use(http.post('*/ajax/mixed-resultlist', () => HttpResponse.error()));
    const store = resultListStore();
    store.dispatch(resultListActions.listRequested(firstPage));
    await until(store, () => list(store).status === 'rejected');
    expect(list(store).results).toEqual([]);
  });

  it('flags a slow load after 1.5 s and clears the flag when it arrives', async () => {
    holdBack(slowLoadMs + 300);
    const store = resultListStore();
    const requestedAt = Date.now();
    store.dispatch(resultListActions.listRequested(firstPage));
    await until(store, () => list(store).slow);
    expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(slowLoadMs - 10);
    expect(list(store).status).toBe('loading');
    await until(store, () => list(store).status === 'resolved');
    expect(list(store).slow).toBe(false);
  });
});
