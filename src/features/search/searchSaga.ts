import { all, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { DepartureAirportsResponse, DestinationsResponse } from '../../api/types';
import type { ApiError } from '../../api/apiError';
import type { Locale } from '../../config/locales';
import { callApi } from '../../store/sagaHelpers';
import { selectRoute } from '../shell';
import { searchActions, selectSearchOptions, type SearchState } from './searchSlice';

/**
 * Autocomplete from 2 characters, debounced 400 ms, 'No Results' after 2000 ms
 * (docs/rules/search.md, "Finding a place").
 */
export const autocompleteMinLength = 2;
export const autocompleteDebounceMs = 400;
export const noResultsDelayMs = 2000;

const cancelled = (error: unknown) => (error as ApiError).kind === 'cancelled';

export function* loadSearchOptions(action: PayloadAction<Locale>) {
  const options: SearchState['options'] = yield select(selectSearchOptions);
  if (options.status !== 'loading' || options.requestKey !== action.payload) return;
  const query = { locale: action.payload };
  try {
    const [tree, airports]: [DestinationsResponse, DepartureAirportsResponse] = yield all([
      callApi({ route: 'destinations', query }),
      callApi({ route: 'departure_airports', query }),
    ]);
    yield put(
      searchActions.optionsLoaded({
        locale: action.payload,
        destinations: tree.data.model,
        airports,
      }),
    );
  } catch (error) {
    if (!cancelled(error)) yield put(searchActions.optionsFailed({ locale: action.payload }));
  }
}

/** takeLatest: every keystroke cancels the pending wait or request (and aborts its HTTP call). */
export function* runAutocomplete(action: PayloadAction<string>) {
  const keyword = action.payload.trim();
  if (keyword.length < autocompleteMinLength) return;
  const typedAt = Date.now();
  yield delay(autocompleteDebounceMs);
  yield put(searchActions.autocompleteRequested(action.payload));
  const { locale }: { locale: Locale | null } = yield select(selectRoute);
  try {
    const response = yield* callApi({
      route: 'get_destination_autocomplete_options',
      query: locale ? { locale } : undefined,
      data: { productSearch: { keywordSearch: { keyword } } },
    });
    yield put(
      searchActions.autocompleteLoaded({ query: action.payload, options: response.options }),
    );
    if (response.options.length === 0) {
      yield delay(Math.max(0, noResultsDelayMs - (Date.now() - typedAt)));
      yield put(searchActions.autocompleteNoResultsShown());
    }
  } catch (error) {
    if (!cancelled(error)) yield put(searchActions.autocompleteFailed({ query: action.payload }));
  }
}

export function* searchSaga() {
  yield all([
    takeLatest(searchActions.optionsRequested.type, loadSearchOptions),
    takeLatest(searchActions.autocompleteTyped.type, runAutocomplete),
  ]);
}
