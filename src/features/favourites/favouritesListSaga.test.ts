import { featureStore, until } from '../../testing/featureStore';
import { networkError, scriptedApi } from '../../testing/scriptedApi';
import type { AppStore } from '../../store/makeStore';
import { favouritesListFeature } from './favouritesListFeature';
import { favouritesListActions } from './favouritesListSlice';
import { favouriteItem } from './testing/favouriteItems';

const listStore = (script: Parameters<typeof scriptedApi>[0]) => {
  const scripted = scriptedApi(script);
  const store = featureStore(
    favouritesListFeature,
    { name: 'favorites', pathname: '/en-gb/favorites' },
    scripted.api,
  );
  return { store, ...scripted };
};
const list = (store: AppStore) => store.getState().favouritesList!;

const sol = favouriteItem({ id: 1, name: 'Hotel Sol' });
const mar = favouriteItem({ id: 2, name: 'Hotel Mar' });

describe('favourites list saga, run whole against a real store', () => {
  it("loads the visitor's saved hotels in the page's language", async () => {
    const { store, calls } = listStore({ get_favorites_list: [{ count: 2, items: [sol, mar] }] });
    store.dispatch(favouritesListActions.listRequested({ locale: 'en-gb' }));
    expect(list(store).status).toBe('loading');
    await until(store, () => list(store).status === 'resolved');
    expect(list(store).items).toEqual([sol, mar]);
    expect(calls('get_favorites_list')[0]!.query).toEqual({ locale: 'en-gb' });
  });

  it('leaves out entries without a hotel or a priced offer, keeping the rest', async () => {
    const { store } = listStore({
      get_favorites_list: [{ count: 3, items: [sol, { ...mar, offers: [] }, null] }],
    });
    store.dispatch(favouritesListActions.listRequested({ locale: 'en-gb' }));
    await until(store, () => list(store).status === 'resolved');
    expect(list(store).items).toEqual([sol]);
  });

  it.each([
    ['the network fails', networkError()],
    ['the answer has no list', { count: 1 }],
  ])('marks the list as failed when %s', async (_case, answer) => {
    const { store } = listStore({ get_favorites_list: [answer] });
    store.dispatch(favouritesListActions.listRequested({ locale: 'en-gb' }));
    await until(store, () => list(store).status === 'rejected');
    expect(list(store).items).toEqual([]);
  });

  it('aborts the list of the previous language when the locale changes, and shows the new one', async () => {
    const { store, calls } = listStore({
      get_favorites_list: [
        () => new Promise(() => undefined),
        { count: 1, items: [favouriteItem({ id: 1, name: 'Hotel Sonne' })] },
      ],
    });
    store.dispatch(favouritesListActions.listRequested({ locale: 'en-gb' }));
    store.dispatch(favouritesListActions.listRequested({ locale: 'de-de' }));
    await until(store, () => list(store).status === 'resolved');
    expect(calls('get_favorites_list').map((o) => o.signal.aborted)).toEqual([true, false]);
    expect(list(store)).toMatchObject({
      requestKey: 'de-de',
      items: [{ hotels: [{ name: 'Hotel Sonne' }] }],
    });
  });
});
