import { delay, http, HttpResponse } from 'msw';
import { createApiClient, type ApiClient } from '../../api/client';
import type { MapPlace, MapResultsRequest, ProductSearch } from '../../api/types';
import type { AppStore } from '../../store/makeStore';
import { featureStore, until } from '../../testing/featureStore';
import { testApiBase } from '../../testing/renderWithProviders';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { createClusterClient, type ClusterClient } from './clusterClient';
import { mapFeature } from './mapFeature';
import { createMapSaga } from './mapSaga';
import { defaultMapSize, mapActions } from './mapSlice';
import { viewBounds } from './model/mapFit';
import { isClusterPlace, type MapBounds } from './model/clustering';

// The real spawner needs `import.meta`, which Jest's CommonJS cannot parse; jsdom has no Worker.
jest.mock('./spawnClusteringWorker', () => ({ spawnClusteringWorker: jest.fn() }));

const server = setupDemoHost();

const productSearch: ProductSearch = {
  destinations: ['es-mallorca'],
  travelPeriod: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7' },
  flight: { departureAirports: ['FRA'] },
  travellers: { adults: [{}, {}], children: [], babies: [] },
};
const search = { productSearch };
const world: MapBounds = [-180, -85, 180, 85];
const mallorca: MapBounds = [1.5, 38.8, 4.5, 40.2];

const mapStore = (options: { api?: ApiClient; client?: () => ClusterClient } = {}): AppStore =>
  featureStore(
    options.client ? { ...mapFeature, saga: createMapSaga(options.client) } : mapFeature,
    { name: 'resultlist', pathname: '/en-gb/search' },
    options.api,
  );
const map = (store: AppStore) => store.getState().map!;

/** The demo host's client, watched: each get_map_results body and the signal it was given. */
function watchedApi() {
  const calls: { body: MapResultsRequest; signal: AbortSignal }[] = [];
  const real = createApiClient(testApiBase);
  const api: ApiClient = {
    request(options) {
      if (options.route === 'get_map_results')
        calls.push({ body: options.data as MapResultsRequest, signal: options.signal });
      return real.request(options);
    },
  };
  return { api, calls };
}

const view = (zoom: number, bounds: MapBounds = world) =>
  mapActions.viewChanged({ center: { lat: 39.6, lng: 2.9 }, zoom, bounds });

describe('map saga, run whole against a real store', () => {
  it('opens a region search on its hotels: fitted to their box, then asks that zoom’s places', async () => {
    const { api, calls } = watchedApi();
    const store = mapStore({ api });
    store.dispatch(mapActions.mapShown({ search }));
    expect(map(store)).toMatchObject({ status: 'loading', level: 'global' });
    // The first answer (the global view) carries the box of the search's hotels: Mallorca. The
    // camera fits it once the map has reported where it opened.
    await until(store, () => map(store).status === 'resolved');
    expect(map(store).camera.zoom).toBe(4);
    const opening = map(store).camera;
    store.dispatch(
      mapActions.viewChanged({ ...opening, bounds: viewBounds(opening.center, 4, defaultMapSize) }),
    );
    await until(store, () => map(store).level === 'destinations');
    const { center, zoom } = map(store).camera;
    expect(zoom).toBeGreaterThanOrEqual(8);
    expect(zoom).toBeLessThan(11);
    expect(center.lat).toBeGreaterThan(39.2);
    expect(center.lat).toBeLessThan(40);
    expect(center.lng).toBeGreaterThan(2.3);
    expect(center.lng).toBeLessThan(3.5);
    await until(store, () => map(store).status === 'resolved');
    expect(calls.map((c) => [c.body.zoom, c.body.resultsPerPage])).toEqual([
      [4, 100],
      [7, 100],
    ]);

    // Its destinations show in the viewport the map reports there.
    const d = 2;
    store.dispatch(
      mapActions.viewChanged({
        center,
        zoom,
        bounds: [center.lng - d, center.lat - d, center.lng + d, center.lat + d],
      }),
    );
    await until(store, () => map(store).shown.some((p) => p.type === 'destination'));
    expect(map(store).camera).toEqual({ center, zoom });
  });

  it('aborts the previous request when the zoom reaches another level', async () => {
    server.use(
      http.post('*/ajax/map-results', async ({ request }) => {
        const body = (await request.clone().json()) as MapResultsRequest;
        if (body.zoom === 7) await delay(1000);
      }),
    );
    const { api, calls } = watchedApi();
    const store = mapStore({ api });
    store.dispatch(mapActions.mapShown({ search }));
    await until(store, () => map(store).status === 'resolved');
    store.dispatch(view(8));
    await new Promise((resolve) => setTimeout(resolve, 50));
    store.dispatch(view(12, mallorca));
    await until(store, () => map(store).status === 'resolved');
    expect(calls.map((c) => c.body.zoom)).toEqual([4, 7, 11]);
    expect(calls.map((c) => c.signal.aborted)).toEqual([false, true, false]);
    expect(map(store).level).toBe('hotels');
    await until(store, () => map(store).shown.some((p) => p.type === 'hotel'));
  });

  it('asks nothing new for a pan or zoom within the same level', async () => {
    const { api, calls } = watchedApi();
    const store = mapStore({ api });
    store.dispatch(mapActions.mapShown({ search }));
    store.dispatch(view(11, mallorca));
    await until(store, () => map(store).status === 'resolved' && map(store).shown.length > 0);
    calls.length = 0;
    store.dispatch(view(13, [2.5, 39.4, 3.0, 39.8]));
    store.dispatch(view(12, mallorca));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
    store.dispatch(view(10));
    expect(calls.map((c) => c.body.zoom)).toEqual([7]);
  });

  it('rejects places with coordinates outside -90..90 / -180..180', async () => {
    const place = (id: string, lat: number, lng: number): MapPlace => ({
      id,
      lat,
      lng,
      type: 'hotel',
      tooltipText: id,
      hotelId: Number(id.slice(1)),
    });
    server.use(
      http.post('*/ajax/map-results', () =>
        HttpResponse.json({
          places: [
            place('h1', 39.57, 2.65),
            place('h2', 91, 2.65),
            place('h3', 39.57, -181),
            place('h4', 35.34, 25.14),
          ],
          count: 4,
          zoom: 11,
        }),
      ),
    );
    const store = mapStore();
    store.dispatch(mapActions.mapShown({ search }));
    store.dispatch(view(15));
    await until(store, () => map(store).shown.length > 0);
    expect(map(store)).toMatchObject({ placeCount: 2, droppedCount: 2 });
    expect(
      map(store)
        .shown.map((p) => p.id)
        .sort(),
    ).toEqual(['h1', 'h4']);
  });

  it('marks the map as failed when the server fails, and loads again on retry', async () => {
    server.use(http.post('*/ajax/map-results', () => HttpResponse.error(), { once: true }));
    const store = mapStore();
    store.dispatch(mapActions.mapShown({ search }));
    await until(store, () => map(store).status === 'rejected');
    expect(map(store).indexed).toBe(false);
    store.dispatch(mapActions.retryRequested());
    expect(map(store).status).toBe('loading');
    await until(store, () => map(store).status === 'resolved');
  });

  it('opens a cluster at its expansion zoom, centred on it', async () => {
    const store = mapStore();
    store.dispatch(mapActions.mapShown({ search }));
    store.dispatch(view(11, [-10, 30, 20, 50]));
    await until(store, () => map(store).shown.some(isClusterPlace));
    const cluster = map(store).shown.find(isClusterPlace)!;
    store.dispatch(
      mapActions.clusterOpened({
        clusterId: cluster.clusterId,
        lat: cluster.lat,
        lng: cluster.lng,
      }),
    );
    await until(store, () => map(store).camera.zoom > 11);
    expect(map(store).camera.center).toEqual({ lat: cluster.lat, lng: cluster.lng });
    expect(map(store).camera.zoom).toBeLessThanOrEqual(15);
  });

  it('never zooms out on a cluster drawn before the map zoomed in further', async () => {
    const store = mapStore();
    store.dispatch(mapActions.mapShown({ search }));
    store.dispatch(view(11, [-10, 30, 20, 50]));
    await until(store, () => map(store).shown.some(isClusterPlace));
    const cluster = map(store).shown.find(isClusterPlace)!;
    // The map has meanwhile fitted a place's hotels at 14.
    store.dispatch(mapActions.cameraMoved({ center: { lat: 39.57, lng: 2.65 }, zoom: 14 }));
    store.dispatch(
      mapActions.clusterOpened({
        clusterId: cluster.clusterId,
        lat: cluster.lat,
        lng: cluster.lng,
      }),
    );
    await until(store, () => map(store).camera.center.lat === cluster.lat);
    expect(map(store).camera.zoom).toBe(14);
  });

  it('centres a hotel of the list at fit zoom and opens its detail once its place loads', async () => {
    const store = mapStore();
    const hotelsAt11 = await createApiClient(testApiBase).request({
      route: 'get_map_results',
      data: { productSearch, zoom: 11, resultsPerPage: 100 },
      signal: new AbortController().signal,
    });
    const target = hotelsAt11.places[3]!;
    const focus = { hotelId: target.hotelId!, lat: target.lat, lng: target.lng };
    store.dispatch(mapActions.mapShown({ search, focus }));
    expect(map(store).camera).toEqual({ center: { lat: target.lat, lng: target.lng }, zoom: 15 });
    expect(map(store).level).toBe('hotels');
    await until(store, () => map(store).status === 'resolved');
    // Centred on the hotel, not moved to the middle of all places.
    expect(map(store).camera.center).toEqual({ lat: target.lat, lng: target.lng });
    const d = 0.02;
    store.dispatch(view(15, [target.lng - d, target.lat - d, target.lng + d, target.lat + d]));
    await until(store, () => map(store).activeId !== null);
    expect(map(store).activeId).toBe(target.id);
  });

  it('asks only the group of an opened destination and fits the box of its hotels', async () => {
    const { api, calls } = watchedApi();
    const store = mapStore({ api });
    store.dispatch(mapActions.mapShown({ search }));
    store.dispatch(view(7, [-10, 30, 20, 50]));
    await until(store, () => map(store).shown.some((p) => p.type === 'destination'));
    const city = map(store).shown.find((p) => p.type === 'destination')!;
    store.dispatch(
      mapActions.placeOpened({
        center: { lat: city.lat, lng: city.lng },
        zoom: 11,
        staticGroupId: city.staticGroupId,
      }),
    );
    await until(store, () => map(store).status === 'resolved');
    expect(calls.at(-1)?.body).toMatchObject({ zoom: 11, staticGroupIdList: [city.staticGroupId] });
    expect(map(store).placeCount).toBe(city.count);
    expect(map(store).camera.center).not.toEqual({ lat: city.lat, lng: city.lng });

    // Zooming out below the level it opened forgets the destination.
    store.dispatch(view(8));
    await until(store, () => map(store).status === 'resolved');
    expect(calls.at(-1)?.body).not.toHaveProperty('staticGroupIdList');
  });

  it('zooms an opened country to fit its hotels, and its destinations show there', async () => {
    const store = mapStore();
    store.dispatch(mapActions.mapShown({ search: { productSearch: { destinations: ['es'] } } }));
    // What the stand-in map reports once it has settled where the camera asks.
    const settle = () => {
      const { center, zoom } = map(store).camera;
      store.dispatch(
        mapActions.viewChanged({ center, zoom, bounds: viewBounds(center, zoom, defaultMapSize) }),
      );
    };
    await until(store, () => map(store).status === 'resolved' && map(store).level === 'global');
    settle();

    await until(store, () => map(store).shown.some((p) => p.type === 'global'));
    const spain = map(store).shown.find((p) => p.type === 'global')!;
    // Its point is the average of its hotels, in the sea between the Canaries and the mainland.
    store.dispatch(
      mapActions.placeOpened({
        center: { lat: spain.lat, lng: spain.lng },
        zoom: 7,
        staticGroupId: spain.staticGroupId,
      }),
    );
    await until(store, () => map(store).status === 'resolved' && map(store).group !== null);
    expect(map(store).camera.center).not.toEqual({ lat: spain.lat, lng: spain.lng });
    expect(map(store).level).toBe('destinations');
    settle();
    // Its destinations, grouped where they lie close: no country left among them.
    await until(store, () => map(store).shown.length > 1);
    expect(map(store).shown.every((p) => p.type === 'destination' || isClusterPlace(p))).toBe(true);
    // Islands and mainland alike: Tenerife's and Mallorca's destinations both show.
    const lngs = map(store).shown.map((p) => p.lng);
    expect(Math.min(...lngs)).toBeLessThan(-13);
    expect(Math.max(...lngs)).toBeGreaterThan(2);
  });

  it('cancels the load under way when the map closes', async () => {
    server.use(http.post('*/ajax/map-results', () => delay(1000)));
    const { api, calls } = watchedApi();
    const store = mapStore({ api });
    store.dispatch(mapActions.mapShown({ search }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    store.dispatch(mapActions.mapClosed());
    expect(map(store).status).toBe('idle');
    expect(calls.map((c) => c.signal.aborted)).toEqual([true]);
  });

  it('indexes and queries through the cluster client, never in the saga itself', async () => {
    const real = createClusterClient();
    const used: string[] = [];
    const client: ClusterClient = {
      load: (places) => (used.push('load'), real.load(places)),
      query: (bounds, zoom) => (used.push('query'), real.query(bounds, zoom)),
      expansionZoom: (id) => real.expansionZoom(id),
      dispose: () => real.dispose(),
    };
    const store = mapStore({ client: () => client });
    store.dispatch(mapActions.mapShown({ search }));
    store.dispatch(view(4));
    await until(store, () => map(store).shown.length > 0);
    expect(used).toEqual(['load', 'query']);
  });
});
