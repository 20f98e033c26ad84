import { http, HttpResponse } from 'msw';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { featureStore, until } from '../../testing/featureStore';
import { networkError, scriptedApi } from '../../testing/scriptedApi';
import type { ApiClient } from '../../api/client';
import type { FavoriteChangeResponse, FavoritesInfo, ProductSearch } from '../../api/types';
import type { AppStore } from '../../store/makeStore';
import { favouritesFeature } from './favouritesFeature';
import { favouritesListFeature } from './favouritesListFeature';
import { favouritesListActions } from './favouritesListSlice';
import { favouritesActions, shownFavouriteCount, shownFavouriteIds } from './favouritesSlice';

const server = setupDemoHost();

// Two hotels of the demo catalogue.
const sol = { id: 100001, name: 'Hotel Sol' };
const mar = { id: 100002, name: 'Hotel Mar' };

const favouritesStore = (api?: ApiClient) =>
  featureStore(favouritesFeature, { name: 'resultlist', pathname: '/en-gb/search' }, api);
const favourites = (store: AppStore) => store.getState().favourites!;
const shownIds = (store: AppStore) => [...shownFavouriteIds(favourites(store))].sort();
const shownCount = (store: AppStore) => shownFavouriteCount(favourites(store));
const toggle = (store: AppStore, hotel: { id: number; name: string }, favourite: boolean) =>
  store.dispatch(
    favouritesActions.favouriteToggled({ hotelId: hotel.id, hotelName: hotel.name, favourite }),
  );
const settled = (store: AppStore) => () => favourites(store).pending.length === 0;

/** An answer the test releases by hand, to hold a request in flight. */
function deferred<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

const info = (...hotelIds: number[]): FavoritesInfo => ({ count: hotelIds.length, hotelIds });
const saved = (...hotelIds: number[]): FavoriteChangeResponse => ({
  success: true,
  info: info(...hotelIds),
});

describe('favourites saga, run whole against a real store', () => {
  it('loads the info once per page load, however many views ask for it', async () => {
    const { api, calls } = scriptedApi({ get_favorites_info: [info(sol.id)] });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');
    store.dispatch(favouritesActions.favouritesViewed());
    expect(calls('get_favorites_info')).toHaveLength(1);
    expect(calls('get_favorites_info')[0]!.data).toBeUndefined();
    expect(shownIds(store)).toEqual([sol.id]);
    expect(shownCount(store)).toBe(1);
  });

  it('tries a failed info load again when the next view asks', async () => {
    const { api, calls } = scriptedApi({ get_favorites_info: [networkError(), info(mar.id)] });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'rejected');
    expect(shownCount(store)).toBe(0);
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');
    expect(calls('get_favorites_info')).toHaveLength(2);
    expect(shownIds(store)).toEqual([mar.id]);
  });

  it('shows an added favourite at once and then stores the info the server answers', async () => {
    const answer = deferred<FavoriteChangeResponse>();
    const { api, calls } = scriptedApi({
      get_favorites_info: [info(mar.id)],
      // The server knows of a third favourite saved in another tab.
      do_favorites_add: [() => answer.promise],
    });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');

    toggle(store, sol, true);
    expect(shownIds(store)).toEqual([sol.id, mar.id].sort());
    expect(shownCount(store)).toBe(2);
    await until(store, () => calls('do_favorites_add').length === 1);
    expect(calls('do_favorites_add')[0]!.data).toEqual({ hotelId: sol.id });

    answer.release(saved(mar.id, sol.id, 100003));
    await until(store, settled(store));
    expect(favourites(store).info).toEqual({
      status: 'resolved',
      count: 3,
      hotelIds: [mar.id, sol.id, 100003],
    });
    expect(shownCount(store)).toBe(3);
    expect(favourites(store).notice).toBeNull();
  });

  it('rolls a removal back with a polite notice when the network fails', async () => {
    const { api } = scriptedApi({
      get_favorites_info: [info(sol.id, mar.id)],
      do_favorites_remove: [networkError()],
    });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');

    toggle(store, sol, false);
    expect(shownIds(store)).toEqual([mar.id]);
    expect(shownCount(store)).toBe(1);
    await until(store, settled(store));
    expect(shownIds(store)).toEqual([sol.id, mar.id].sort());
    expect(shownCount(store)).toBe(2);
    expect(favourites(store).notice).toEqual({ kind: 'removeFailed', hotelName: 'Hotel Sol' });

    // The next wish clears the notice; dismissing does too.
    toggle(store, mar, false);
    expect(favourites(store).notice).toBeNull();
  });

  it('stores the info of a refusal as the favourites update, and rolls the wish back', async () => {
    const { api } = scriptedApi({
      get_favorites_info: [info()],
      do_favorites_add: [{ success: false, info: info(mar.id) }],
    });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');
    toggle(store, sol, true);
    await until(store, settled(store));
    expect(shownIds(store)).toEqual([mar.id]);
    expect(favourites(store).notice).toEqual({ kind: 'addFailed', hotelName: 'Hotel Sol' });
    store.dispatch(favouritesActions.noticeDismissed());
    expect(favourites(store).notice).toBeNull();
  });

  it('sends a removal only after the add before it has been answered, never both at once', async () => {
    const addAnswer = deferred<FavoriteChangeResponse>();
    const { api, sent } = scriptedApi({
      get_favorites_info: [info()],
      do_favorites_add: [() => addAnswer.promise],
      do_favorites_remove: [saved()],
    });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');

    toggle(store, sol, true);
    toggle(store, sol, false);
    expect(shownIds(store)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const changes = () => sent.filter((o) => /^do_favorites_/.test(o.route));
    expect(changes().map((o) => o.route)).toEqual(['do_favorites_add']);
    // The add was not aborted: the server will apply it, so the removal has to follow it.
    expect(changes()[0]!.signal.aborted).toBe(false);

    addAnswer.release(saved(sol.id));
    await until(store, settled(store));
    expect(changes().map((o) => o.route)).toEqual(['do_favorites_add', 'do_favorites_remove']);
    expect(favourites(store).info).toMatchObject({ count: 0, hotelIds: [] });
    expect(shownIds(store)).toEqual([]);
  });

  it('drops a queued wish overtaken by a newer one, and sends nothing the server already has', async () => {
    const addAnswer = deferred<FavoriteChangeResponse>();
    const { api, sent } = scriptedApi({
      get_favorites_info: [info()],
      do_favorites_add: [() => addAnswer.promise],
    });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');

    // Add (sent), remove (queued), add again (queued): the server needs only the first.
    toggle(store, sol, true);
    toggle(store, sol, false);
    toggle(store, sol, true);
    addAnswer.release(saved(sol.id));
    await until(store, settled(store));
    const favouriteCalls = sent.filter((o) => /favorites/.test(o.route)).map((o) => o.route);
    expect(favouriteCalls).toEqual(['get_favorites_info', 'do_favorites_add']);
    expect(shownIds(store)).toEqual([sol.id]);
  });

  it('rolls back only the newest wish: a failed change overtaken by another says nothing', async () => {
    const addAnswer = deferred<unknown>();
    const { api, calls } = scriptedApi({
      get_favorites_info: [info()],
      do_favorites_add: [() => addAnswer.promise],
    });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');
    toggle(store, sol, true);
    toggle(store, sol, false);
    addAnswer.release(networkError());
    await until(store, settled(store));
    // The server never saved it and the visitor no longer wants it: nothing to send, nothing to say.
    expect(calls('do_favorites_remove')).toHaveLength(0);
    expect(shownIds(store)).toEqual([]);
    expect(favourites(store).notice).toBeNull();
  });

  it('keeps the info of a change answered while the first info load was still on its way', async () => {
    const infoAnswer = deferred<FavoritesInfo>();
    const { api } = scriptedApi({
      get_favorites_info: [() => infoAnswer.promise],
      do_favorites_add: [saved(sol.id)],
    });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    toggle(store, sol, true);
    await until(store, settled(store));
    // The info was read before the add reached the server: it is older than the add's answer.
    infoAnswer.release(info());
    await until(store, () => favourites(store).info.status === 'resolved');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(favourites(store).info).toMatchObject({ count: 1, hotelIds: [sol.id] });
  });

  it.each([
    ['an answer without hotel ids', { count: 2 }],
    ['an empty answer', null],
  ])('treats %s to the info load as a failure', async (_case, answer) => {
    const { api } = scriptedApi({ get_favorites_info: [answer] });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'rejected');
    expect(shownCount(store)).toBe(0);
  });

  it('keeps the favourites of the visitor on the demo host across changes', async () => {
    const store = favouritesStore();
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');
    toggle(store, sol, true);
    toggle(store, mar, true);
    await until(store, settled(store));
    expect(favourites(store).info).toMatchObject({ count: 2, hotelIds: [sol.id, mar.id] });
    toggle(store, sol, false);
    await until(store, settled(store));
    expect(favourites(store).info).toMatchObject({ count: 1, hotelIds: [mar.id] });
  });

  it('tells of a hotel the demo host does not know, keeping its info', async () => {
    const store = favouritesStore();
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');
    toggle(store, { id: 1, name: 'Nowhere Inn' }, true);
    await until(store, settled(store));
    expect(favourites(store).notice).toEqual({ kind: 'addFailed', hotelName: 'Nowhere Inn' });
    expect(shownCount(store)).toBe(0);
  });

  it('rolls back when the server answers 500', async () => {
    server.use(http.post('*/ajax/favorites/add', () => HttpResponse.json({}, { status: 500 })));
    const store = favouritesStore();
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');
    toggle(store, sol, true);
    await until(store, settled(store));
    expect(shownIds(store)).toEqual([]);
    expect(favourites(store).notice?.kind).toBe('addFailed');
  });
});

describe('a favourite keeps its search (docs/rules/favourites.md), run whole against a real store', () => {
  const search: ProductSearch = {
    globalAttributes: { page: 2, resultsPerPage: 20 },
    destinations: ['es-mallorca'],
    travelPeriod: { departureDate: '2027-01-09', returnDate: '2027-01-16', duration: '7' },
    flight: { departureAirports: ['FRA'], maxStops: 10000 },
    travellers: { adults: [{}, {}], children: [], babies: [] },
    hotel: { category: 4, rooms: [{ boardCodeList: ['BB'] }] },
  };
  const kept: ProductSearch = {
    travelPeriod: search.travelPeriod,
    flight: search.flight,
    travellers: search.travellers,
    hotel: { rooms: [{ boardCodeList: ['BB'] }] },
  };
  const save = (store: AppStore, hotel: { id: number; name: string }, savedFrom?: ProductSearch) =>
    store.dispatch(
      favouritesActions.favouriteToggled({
        hotelId: hotel.id,
        hotelName: hotel.name,
        favourite: true,
        ...(savedFrom ? { search: savedFrom } : {}),
      }),
    );

  it('sends the search on screen without paging and what picks hotels; a removal sends none', async () => {
    const { api, calls } = scriptedApi({
      get_favorites_info: [info()],
      do_favorites_add: [saved(sol.id)],
      do_favorites_remove: [saved()],
    });
    const store = favouritesStore(api);
    store.dispatch(favouritesActions.favouritesViewed());
    await until(store, () => favourites(store).info.status === 'resolved');
    save(store, sol, search);
    await until(store, settled(store));
    expect(calls('do_favorites_add')[0]!.data).toEqual({ hotelId: sol.id, search: kept });
    toggle(store, sol, false);
    await until(store, settled(store));
    expect(calls('do_favorites_remove')[0]!.data).toEqual({ hotelId: sol.id });
  });

  it('the demo host prices the saved hotel for that search on the favourites list', async () => {
    const store = favouritesStore();
    store.runFeatureSaga(favouritesListFeature.name, favouritesListFeature.saga);
    save(store, sol, search);
    await until(store, settled(store));
    store.dispatch(favouritesListActions.listRequested({ locale: 'en-gb' }));
    const list = () => store.getState().favouritesList!;
    await until(store, () => list().status === 'resolved');
    const [item] = list().items;
    expect(item?.search).toEqual(kept);
    expect(item?.offers[0]).toMatchObject({
      departureDate: '2027-01-09',
      lengthOfStay: 7,
      rooms: [{ board: { code: 'BB' } }],
    });
    expect(item?.checkedAt).toEqual(expect.any(String));
  });
});
