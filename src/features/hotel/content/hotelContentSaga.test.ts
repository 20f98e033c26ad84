import { delay, http, HttpResponse } from 'msw';
import { createApiClient, type ApiClient } from '../../../api/client';
import type { ReviewsRequest } from '../../../api/types';
import type { AppStore } from '../../../store/makeStore';
import { featureStore, until } from '../../../testing/featureStore';
import { testApiBase } from '../../../testing/renderWithProviders';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { hotelContentFeature } from './hotelContentFeature';
import { maxReviews } from './hotelContentSaga';
import { hotelContentActions, type HotelContentRequest } from './hotelContentSlice';

const server = setupDemoHost();

const productSearch = {
  destinations: ['es-mallorca'],
  travelPeriod: { departureDate: '2027-05-03', returnDate: '2027-05-10', duration: '7' },
  flight: { departureAirports: ['FRA'], maxStops: 10000 },
  travellers: { adults: [{}, {}], children: [], babies: [] },
};
const request = (
  hotelId: number,
  more: Partial<HotelContentRequest> = {},
): HotelContentRequest => ({
  hotelId,
  locale: 'en-gb',
  productSearch,
  ...more,
});

const contentStore = (api?: ApiClient): AppStore =>
  featureStore(
    hotelContentFeature,
    {
      name: 'hoteldetail',
      pathname: '/en-gb/hotel/spain/mallorca/palma/paradise-sol-palace-100001',
    },
    api,
  );
const content = (store: AppStore) => store.getState().hotelContent!;

/** The real client, watched: every request the saga sent, with its signal. */
function watchedClient() {
  const sent: { route: string; url: string; signal: AbortSignal; data: unknown }[] = [];
  const real = createApiClient(testApiBase);
  const api: ApiClient = {
    request(options) {
      // The shell's page and layout loads are not this saga's.
      if (options.route.startsWith('get_hoteldetail'))
        sent.push({
          route: options.route,
          url: String(options.params?.hotelId),
          signal: options.signal,
          data: options.data,
        });
      return real.request(options);
    },
  };
  return { api, sent };
}

const holdBack = (path: string, ms: number, hotelId?: string) =>
  server.use(
    http.post(`*/ajax/hoteldetail/:hotelId/${path}`, async ({ params }) => {
      if (hotelId === undefined || params.hotelId === hotelId) await delay(ms);
    }),
  );

describe('hotel content saga, run whole against a real store', () => {
  it('loads the hotel info and up to 6 reviews for the hotel and the language', async () => {
    const bodies: ReviewsRequest[] = [];
    const urls: string[] = [];
    server.events.on('request:start', async ({ request: sent }) => {
      urls.push(sent.url);
      if (sent.url.includes('/reviews')) bodies.push((await sent.clone().json()) as ReviewsRequest);
    });
    const store = contentStore();
    store.dispatch(hotelContentActions.hotelViewed(request(100001)));
    expect(content(store).info.status).toBe('loading');
    expect(content(store).reviews.status).toBe('loading');
    await until(
      store,
      () =>
        content(store).info.status === 'resolved' && content(store).reviews.status === 'resolved',
    );
    const { info, reviews } = content(store);
    expect(info.data).toMatchObject({ id: 100001, name: 'Paradise Sol Palace' });
    expect(info.data?.textBlocks.length).toBeGreaterThan(10);
    expect(reviews.data?.reviews).toHaveLength(maxReviews);
    expect(reviews.data?.reviewsUrl).toMatch(/^https:\/\//);
    expect(bodies[0]).toMatchObject({ productSearch, limit: 6 });
    expect(urls.every((url) => new URL(url).searchParams.get('locale') === 'en-gb')).toBe(true);
    server.events.removeAllListeners();
  });

  it('aborts the previous requests when another hotel is viewed, and shows only the new one', async () => {
    holdBack('info', 800, '100001');
    holdBack('reviews', 800, '100001');
    const { api, sent } = watchedClient();
    const store = contentStore(api);
    store.dispatch(hotelContentActions.hotelViewed(request(100001)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    store.dispatch(hotelContentActions.hotelViewed(request(100002)));
    // The first hotel's content is never shown under the second.
    expect(content(store).info).toMatchObject({ status: 'loading', hotelId: 100002, data: null });
    await until(
      store,
      () =>
        content(store).info.status === 'resolved' && content(store).reviews.status === 'resolved',
    );
    expect(content(store).info.data?.id).toBe(100002);
    expect(sent.map((s) => [s.route, s.url, s.signal.aborted])).toEqual([
      ['get_hoteldetail_info', '100001', true],
      ['get_hoteldetail_reviews', '100001', true],
      ['get_hoteldetail_info', '100002', false],
      ['get_hoteldetail_reviews', '100002', false],
    ]);
  });

  it('sends nothing again for a request already loaded, and keeps the reviews for a new search', async () => {
    const { api, sent } = watchedClient();
    const store = contentStore(api);
    store.dispatch(hotelContentActions.hotelViewed(request(100001)));
    store.dispatch(hotelContentActions.hotelViewed(request(100001)));
    await until(store, () => content(store).reviews.status === 'resolved');
    await until(store, () => content(store).info.status === 'resolved');
    store.dispatch(hotelContentActions.hotelViewed(request(100001)));
    expect(sent.map((s) => s.route)).toEqual(['get_hoteldetail_info', 'get_hoteldetail_reviews']);

    // A new search reloads the info (scopes search and hotel) but not the reviews (scope hotel),
    // and the hotel stays on screen meanwhile.
    const otherSearch = { ...productSearch, flight: { departureAirports: ['MUC'], maxStops: 0 } };
    store.dispatch(
      hotelContentActions.hotelViewed(request(100001, { productSearch: otherSearch })),
    );
    expect(content(store).info).toMatchObject({ status: 'loading' });
    expect(content(store).info.data?.id).toBe(100001);
    await until(store, () => content(store).info.status === 'resolved');
    expect(sent.map((s) => s.route)).toEqual([
      'get_hoteldetail_info',
      'get_hoteldetail_reviews',
      'get_hoteldetail_info',
    ]);

    // Another language reloads both.
    store.dispatch(hotelContentActions.hotelViewed(request(100001, { locale: 'de-de' })));
    await until(store, () => content(store).reviews.status === 'resolved' && sent.length === 5);
    await until(store, () => content(store).info.status === 'resolved');
    expect(content(store).info.data?.textBlocks[0]?.title).toBe('Willkommen');
  });

  it('reports a hotel the server does not know as not found, not as a failure', async () => {
    const store = contentStore();
    store.dispatch(hotelContentActions.hotelViewed(request(999999)));
    await until(store, () => content(store).info.status !== 'loading');
    expect(content(store).info).toMatchObject({ status: 'notFound', data: null });
  });

  it('marks failed loads, and viewing the hotel again (Try again) loads only what failed', async () => {
    server.use(http.post('*/ajax/hoteldetail/:hotelId/info', () => HttpResponse.error()));
    const { api, sent } = watchedClient();
    const store = contentStore(api);
    store.dispatch(hotelContentActions.hotelViewed(request(100001)));
    await until(
      store,
      () =>
        content(store).info.status === 'rejected' && content(store).reviews.status === 'resolved',
    );
    server.resetHandlers();
    store.dispatch(hotelContentActions.hotelViewed(request(100001)));
    await until(store, () => content(store).info.status === 'resolved');
    expect(sent.map((s) => s.route)).toEqual([
      'get_hoteldetail_info',
      'get_hoteldetail_reviews',
      'get_hoteldetail_info',
    ]);
  });

  it('marks the reviews as failed when the server fails, with the info still shown', async () => {
    server.use(
      http.post('*/ajax/hoteldetail/:hotelId/reviews', () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    const store = contentStore();
    store.dispatch(hotelContentActions.hotelViewed(request(100001)));
    await until(
      store,
      () =>
        content(store).reviews.status === 'rejected' && content(store).info.status === 'resolved',
    );
    expect(content(store).reviews.data).toBeNull();
  });
});
