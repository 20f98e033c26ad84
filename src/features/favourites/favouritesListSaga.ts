import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';
import type { FavoritesListResponse } from '../../api/types';
import type { Locale } from '../../config/locales';
import {
  callApiNoticingSlowness,
  isCancelledOutcome,
  type CallOutcome,
} from '../../store/sagaHelpers';
import { favouritesListActions } from './favouritesListSlice';

/** A result item the page can show: a hotel with an offer that has a price. */
function isListItem(item: unknown): boolean {
  const candidate = item as FavoritesListResponse['items'][number] | null;
  return (
    typeof candidate?.hotels?.[0]?.id === 'number' &&
    typeof candidate.offers?.[0]?.price?.perPersonAmount === 'number'
  );
}

/** takeLatest: entering the page again (or another locale) cancels this load and aborts it. */
export function* loadList(action: PayloadAction<{ locale: Locale }>) {
  const { locale } = action.payload;
  const outcome: CallOutcome<FavoritesListResponse> = yield* callApiNoticingSlowness(
    { route: 'get_favorites_list', query: { locale } },
    favouritesListActions.listSlow({ locale }),
  );
  if ('response' in outcome && Array.isArray(outcome.response?.items)) {
    // A hotel without an offer cannot be priced or compared; the rest of the list still shows.
    const items = outcome.response.items.filter(isListItem);
    yield put(favouritesListActions.listLoaded({ locale, items }));
  } else if (!isCancelledOutcome(outcome)) {
    yield put(favouritesListActions.listFailed({ locale }));
  }
}

export function* favouritesListSaga() {
  yield takeLatest(favouritesListActions.listRequested.type, loadList);
}
