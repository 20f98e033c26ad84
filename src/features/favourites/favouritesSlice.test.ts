import { makeTestStore } from '../../testing/renderWithProviders';
import { rootReducer } from '../../store/rootReducer';
import {
  favouritesActions,
  favouritesSlice,
  pendingRemovals,
  selectFavourites,
  shownFavouriteCount,
  shownFavouriteIds,
} from './favouritesSlice';

function storeWithInfo(hotelIds: number[], count = hotelIds.length) {
  const store = makeTestStore();
  rootReducer.inject(favouritesSlice);
  store.dispatch(favouritesActions.infoRequested());
  store.dispatch(favouritesActions.infoLoaded({ count, hotelIds }));
  return { store, state: () => selectFavourites(store.getState()) };
}

const toggled = (hotelId: number, favourite: boolean) =>
  favouritesActions.favouriteToggled({ hotelId, hotelName: `Hotel ${hotelId}`, favourite });

describe('favourites slice', () => {
  it('reads the initial state before the slice is injected: nothing saved, nothing known', () => {
    const store = makeTestStore();
    expect(selectFavourites(store.getState())).toMatchObject({
      info: { status: 'idle', count: 0, hotelIds: [] },
      pending: [],
    });
  });

  it('keeps only the newest wish per hotel, each with its own change id', () => {
    const { store, state } = storeWithInfo([1]);
    const first = store.dispatch(toggled(2, true));
    const second = store.dispatch(toggled(2, false));
    expect(first.payload.changeId).not.toBe(second.payload.changeId);
    expect(state().pending).toEqual([
      { hotelId: 2, favourite: false, changeId: second.payload.changeId },
    ]);
    expect(shownFavouriteIds(state())).toEqual([1]);
    expect(pendingRemovals(state())).toEqual([2]);
  });

  it('moves the count only by wishes that change something, and never below zero', () => {
    const { store, state } = storeWithInfo([1, 2]);
    store.dispatch(toggled(1, true));
    store.dispatch(toggled(3, true));
    store.dispatch(toggled(2, false));
    expect(shownFavouriteCount(state())).toBe(2);
    expect([...shownFavouriteIds(state())].sort()).toEqual([1, 3]);

    const odd = storeWithInfo([5], 0);
    odd.store.dispatch(toggled(5, false));
    expect(shownFavouriteCount(odd.state())).toBe(0);
  });

  it('forgets a settled wish only when it is the newest one for its hotel', () => {
    const { store, state } = storeWithInfo([]);
    const older = store.dispatch(toggled(4, true)).payload.changeId;
    const newer = store.dispatch(toggled(4, false)).payload.changeId;
    store.dispatch(
      favouritesActions.favouriteChangeSaved({
        hotelId: 4,
        changeId: older,
        info: { count: 1, hotelIds: [4] },
      }),
    );
    expect(state().pending).toEqual([{ hotelId: 4, favourite: false, changeId: newer }]);
    expect(shownFavouriteIds(state())).toEqual([]);
    expect(state().info).toMatchObject({ count: 1, hotelIds: [4] });
  });
});
