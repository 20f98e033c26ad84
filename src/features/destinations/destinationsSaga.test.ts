import { delay, http, HttpResponse } from 'msw';
import { takeEvery } from 'redux-saga/effects';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { featureStore, until } from '../../testing/featureStore';
import { testApiBase } from '../../testing/renderWithProviders';
import type { AppStore } from '../../store/makeStore';
import { createApiClient, type ApiClient } from '../../api/client';
import type { AllDestinationsRequest } from '../../api/types';
import type { SearchQuery } from '../search';
import { destinationsActions } from './destinationsSlice';
import { destinationsFeature } from './destinationsFeature';
import { slowLoadMs as slowGalleryMs } from '../../store/sagaHelpers';
import { toGalleryRequest } from './model/galleryRequest';

const server = setupDemoHost();

const search: SearchQuery = {
  destinationIds: [],
  airports: ['FRA'],
  period: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7', exact: false },
  travellers: { adultsCount: 2, childrenBirthDates: [] },
  maxStops: 10000,
};
const all = toGalleryRequest(search);
const larnaca = toGalleryRequest(search, 'LCA');
const otherDates = toGalleryRequest({
  ...search,
  period: { ...search.period, departureDate: '2026-07-01', returnDate: '2026-07-15' },
});

const galleryStore = (api?: ApiClient): AppStore =>
  featureStore(
    destinationsFeature,
    { name: 'all_destinations', pathname: '/en-gb/gallery/AllDestinations' },
    api,
  );

const gallery = (store: AppStore) => store.getState().destinations!;

/** Holds matching gallery requests back, then lets the demo host answer them. */
function holdBack(ms: number, matches: (body: AllDestinationsRequest) => boolean = () => true) {
  server.use(
    http.post('*/ajax/all-destinations', async ({ request }) => {
      if (matches((await request.clone().json()) as AllDestinationsRequest)) await delay(ms);
    }),
  );
}

describe('destinations saga, run whole against a real store', () => {
  it('loads all destinations for the shell locale, priced with the search', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('all-destinations')) urls.push(request.url);
    });
    const store = galleryStore();
    store.dispatch(destinationsActions.galleryRequested(all));
    expect(gallery(store).status).toBe('loading');
    await until(store, () => gallery(store).status === 'resolved');
    const { destinations, slow } = gallery(store);
    expect(destinations.length).toBeGreaterThan(20);
    expect(destinations.some((card) => card.id === 'es-mallorca')).toBe(true);
    expect(destinations.some((card) => typeof card.perPersonAmount === 'number')).toBe(true);
    expect(slow).toBe(false);
    expect(new URL(urls[0] ?? '').searchParams.get('locale')).toBe('en-gb');
    server.events.removeAllListeners();
  });

  it('loads only the destinations of one arrival airport', async () => {
    const store = galleryStore();
    store.dispatch(destinationsActions.galleryRequested(larnaca));
    await until(store, () => gallery(store).status === 'resolved');
    expect(gallery(store).destinations.map((card) => card.countryName)).toEqual([
      'Cyprus',
      'Cyprus',
    ]);
  });

  it('announces each finished load once with a past-tense action, for analytics to hook', async () => {
    const store = galleryStore();
    const announced: unknown[] = [];
    store.runFeatureSaga('analytics-probe', function* probe() {
      yield takeEvery('destinations/galleryLoaded', (action) => {
        announced.push(action);
      });
    });
    store.dispatch(destinationsActions.galleryRequested(all));
    await until(store, () => gallery(store).status === 'resolved');
    expect(announced).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({
          response: { destinations: gallery(store).destinations },
        }),
      }),
    ]);
  });

  it('aborts the previous request when a new search starts, and shows only the new cards', async () => {
    holdBack(1000, (body) => body.arrivalAirport === undefined);
    const signals: AbortSignal[] = [];
    const real = createApiClient(testApiBase);
    const store = galleryStore({
      request(options) {
        if (options.route === 'all_destinations') signals.push(options.signal);
        return real.request(options);
      },
    });
    store.dispatch(destinationsActions.galleryRequested(all));
    await new Promise((resolve) => setTimeout(resolve, 50));
    store.dispatch(destinationsActions.galleryRequested(larnaca));
    await until(store, () => gallery(store).status === 'resolved');
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(gallery(store).destinations).toHaveLength(2);
    // The aborted load never lands, not even later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(gallery(store).destinations).toHaveLength(2);
  });

  it('clears the cards at once for a new search, and keeps them while the same one reloads', async () => {
    const store = galleryStore();
    store.dispatch(destinationsActions.galleryRequested(all));
    await until(store, () => gallery(store).status === 'resolved');
    const shown = gallery(store).destinations;

    store.dispatch(destinationsActions.galleryRequested(all));
    expect(gallery(store)).toMatchObject({ status: 'loading', destinations: shown });
    await until(store, () => gallery(store).status === 'resolved');

    store.dispatch(destinationsActions.galleryRequested(otherDates));
    expect(gallery(store)).toMatchObject({ status: 'loading', destinations: [] });
    await until(store, () => gallery(store).status === 'resolved');
    expect(gallery(store).destinations.length).toBeGreaterThan(20);
  });

  it('marks the gallery as failed when the server fails, and a retry loads it', async () => {
    server.use(http.post('*/ajax/all-destinations', () => HttpResponse.error()));
    const store = galleryStore();
    store.dispatch(destinationsActions.galleryRequested(all));
    await until(store, () => gallery(store).status === 'rejected');
    expect(gallery(store).destinations).toEqual([]);

    server.resetHandlers();
    store.dispatch(destinationsActions.galleryRequested(all));
    await until(store, () => gallery(store).status === 'resolved');
    expect(gallery(store).destinations.length).toBeGreaterThan(20);
  });

  it.each([
    ['answers 503', () => HttpResponse.json({}, { status: 503 })],
    ['answers without a card list', () => HttpResponse.json({ destinations: null })],
  ])('marks the gallery as failed when the server %s', async (_case, answer) => {
    server.use(http.post('*/ajax/all-destinations', answer));
    const store = galleryStore();
    store.dispatch(destinationsActions.galleryRequested(all));
    await until(store, () => gallery(store).status === 'rejected');
    expect(gallery(store).destinations).toEqual([]);
  });

  it('flags a slow load after 1.5 s and clears the flag when it arrives', async () => {
    holdBack(slowGalleryMs + 300);
    const store = galleryStore();
    const requestedAt = Date.now();
    store.dispatch(destinationsActions.galleryRequested(all));
    await until(store, () => gallery(store).slow);
    expect(Date.now() - requestedAt).toBeGreaterThanOrEqual(slowGalleryMs - 10);
    expect(gallery(store).status).toBe('loading');
    await until(store, () => gallery(store).status === 'resolved');
    expect(gallery(store).slow).toBe(false);
  });
});
