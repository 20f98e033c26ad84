import type { PayloadAction } from '@reduxjs/toolkit';
import { actionChannel, all, call, put, select, take, takeLeading } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { FavoriteChangeResponse, FavoritesInfo, ProductSearch } from '../../api/types';
import { callApi } from '../../store/sagaHelpers';
import {
  favouritesActions,
  selectInfo,
  selectInfoStatus,
  selectPendingChange,
  type FavouriteToggled,
  type FavouritesState,
  type InfoStatus,
  type PendingChange,
} from './favouritesSlice';

/** An answer that is a favourites info: a count and a list of hotel ids. */
export function isFavoritesInfo(value: unknown): value is FavoritesInfo {
  const info = value as Partial<FavoritesInfo> | null;
  return (
    typeof info?.count === 'number' &&
    Array.isArray(info.hotelIds) &&
    info.hotelIds.every((id) => typeof id === 'number')
  );
}

/**
 * The info belongs to the visitor, not to the page or the locale: loaded once per page load
 * (takeLeading: views mounting together share one request); a failed load is tried again by the
 * next view that shows favourites.
 */
export function* loadInfo() {
  const status: InfoStatus = yield select(selectInfoStatus);
  if (status === 'loading' || status === 'resolved') return;
  yield put(favouritesActions.infoRequested());
  try {
    const info: unknown = yield* callApi({ route: 'get_favorites_info' });
    if (isFavoritesInfo(info)) yield put(favouritesActions.infoLoaded(info));
    else yield put(favouritesActions.infoFailed());
  } catch {
    yield put(favouritesActions.infoFailed());
  }
}

/**
 * What a favourite keeps of a search (docs/rules/favourites.md): dates, duration, travellers,
 * airports, direct flights, and the board, room and view filters that chose the offer. Paging,
 * destinations and the filters that pick hotels say nothing about one saved hotel.
 */
export function savedSearch(search: ProductSearch): ProductSearch {
  const rooms = search.hotel?.rooms;
  return {
    ...(search.travelPeriod ? { travelPeriod: search.travelPeriod } : {}),
    ...(search.flight ? { flight: search.flight } : {}),
    ...(search.travellers ? { travellers: search.travellers } : {}),
    ...(rooms?.length ? { hotel: { rooms } } : {}),
  };
}

/** Sends one wish, unless a newer one for the hotel replaced it or the server already agrees. */
export function* saveChange({ hotelId, hotelName, favourite, search, changeId }: FavouriteToggled) {
  const newest: PendingChange | undefined = yield select(selectPendingChange, hotelId);
  // The newer wish is queued behind this one and will be sent in its turn.
  if (newest?.changeId !== changeId) return;
  const info: FavouritesState['info'] = yield select(selectInfo);
  // Saving an already saved hotel from a search is sent: the favourite takes the newer search.
  const newSearch = favourite && search !== undefined;
  if (info.status === 'resolved' && info.hotelIds.includes(hotelId) === favourite && !newSearch) {
    yield put(favouritesActions.favouriteChangeSaved({ hotelId, changeId }));
    return;
  }
  try {
    const response: FavoriteChangeResponse | null = yield* callApi({
      route: favourite ? 'do_favorites_add' : 'do_favorites_remove',
      data: newSearch ? { hotelId, search: savedSearch(search) } : { hotelId },
    });
    const answered = isFavoritesInfo(response?.info) ? response.info : undefined;
    if (response?.success === true && answered) {
      yield put(favouritesActions.favouriteChangeSaved({ hotelId, changeId, info: answered }));
    } else {
      yield put(
        favouritesActions.favouriteChangeFailed({
          hotelId,
          changeId,
          favourite,
          hotelName,
          info: answered,
        }),
      );
    }
  } catch {
    yield put(favouritesActions.favouriteChangeFailed({ hotelId, changeId, favourite, hotelName }));
  }
}

/**
 * Blocking on purpose: one change at a time, in the order the visitor made them. Cancelling an
 * add that is on its way (takeLatest) would not stop the server from applying it, possibly after
 * the remove that followed; queued, the remove is sent only once the add has been answered.
 */
export function* saveChangesInOrder() {
  const queue: Channel<PayloadAction<FavouriteToggled>> = yield actionChannel(
    favouritesActions.favouriteToggled.type,
  );
  for (;;) {
    const action: PayloadAction<FavouriteToggled> = yield take(queue);
    yield call(saveChange, action.payload);
  }
}

export function* favouritesSaga() {
  yield all([
    takeLeading(favouritesActions.favouritesViewed.type, loadInfo),
    call(saveChangesInOrder),
  ]);
}
