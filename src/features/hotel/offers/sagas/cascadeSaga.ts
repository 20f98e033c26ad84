import { callApi, isCancelledError } from '../../../../store/sagaHelpers';
import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeLatest } from 'redux-saga/effects';
import type { CascadeColumn, CascadeSelection, DepartureGroup } from '../../../../api/types';
import type { Locale } from '../../../../config/locales';
import {
  autoSelectedAirport,
  cascadeColumns,
  expandRegionKeys,
  hasRegionKeys,
  nextColumn,
  selectionOfOffer,
} from '../model/cascadeRules';
import {
  selectCascade,
  selectOfferContext,
  selectSelectedOffer,
  selectSelectedOfferPending,
} from '../hotelOffersSlice';
import { offerChosen, type OfferContext } from '../state/actions';
import { cascadeActions, type CascadeState } from '../state/cascadeSlice';
import { offersActions } from '../state/offersSlice';
import { selectSearchOptions } from '../../../search';
import { hotelRequest, localeQuery } from './hotelRequest';
import { latestByKey } from './latestByKey';

const columnRoutes: Record<
  CascadeColumn,
  'cascade_los' | 'cascade_airports' | 'cascade_months' | 'cascade_dates'
> = {
  los: 'cascade_los',
  airports: 'cascade_airports',
  months: 'cascade_months',
  dates: 'cascade_dates',
};

interface CascadeSync {
  offerId: string;
  selection: CascadeSelection;
}

/**
 * Fill all four columns for the selected offer at once (dropdown_cascade): when the cascade shows
 * or the offer was chosen elsewhere (calendar, flights). Not while the visitor is half-way through
 * the columns: their choice stays until they pick a date.
 */
export function* planCascadeSync() {
  const cascade: CascadeState = yield select(selectCascade);
  const selected: ReturnType<typeof selectSelectedOffer> = yield select(selectSelectedOffer);
  const pending: boolean = yield select(selectSelectedOfferPending);
  // A choice on its way: plan for the offer it brings, not the one leaving.
  if (pending) return null;
  if (!cascade.visible || !selected || cascade.syncedOfferId === selected.id) return null;
  if (cascade.lastSelectedColumn !== null && cascade.lastSelectedColumn !== 'dates') return null;
  const sync: CascadeSync = { offerId: selected.id, selection: selectionOfOffer(selected) };
  return sync;
}

export function* runCascadeSync({ offerId, selection }: CascadeSync) {
  yield put(cascadeActions.cascadeSyncStarted({ offerId }));
  try {
    const response = yield* hotelRequest('dropdown_cascade', (productSearch) => ({
      productSearch,
      selection,
    }));
    if (!response.success) throw new Error('dropdown_cascade answered success false');
    yield put(cascadeActions.cascadeSynced({ selection, response }));
  } catch (error) {
    if (!isCancelledError(error)) yield put(cascadeActions.cascadeSyncFailed());
  }
}

/** The region groups fetched here when the search mask has not loaded them, per language. */
const fetchedGroups = new Map<string, DepartureGroup[]>();

/** The German region groups: the search mask's when it has them, else fetched once. */
function* regionGroupsOf(locale: Locale | undefined): Generator<unknown, DepartureGroup[]> {
  const options: ReturnType<typeof selectSearchOptions> = yield select(selectSearchOptions);
  if (options.status === 'resolved' && options.requestKey === locale && options.airports)
    return options.airports.groups;
  const known = fetchedGroups.get(locale ?? '');
  if (known) return known;
  try {
    const answer = yield* callApi({
      route: 'departure_airports',
      query: locale ? { locale } : undefined,
    });
    fetchedGroups.set(locale ?? '', answer.groups);
    return answer.groups;
  } catch (error) {
    if (isCancelledError(error)) throw error;
    // Without the groups the airports named one by one still count.
    return [];
  }
}

/** The searched departure codes as airports, region keys expanded, for the auto-selection. */
function* preselectedAirportsOf(context: OfferContext | null): Generator<unknown, string[]> {
  const codes = context?.preselectedAirports ?? [];
  if (!hasRegionKeys(codes)) return codes;
  const query: { locale: Locale } | undefined = yield* localeQuery();
  const groups: DepartureGroup[] = yield* regionGroupsOf(query?.locale);
  return expandRegionKeys(codes, groups);
}

/**
 * Loads one column for the current selection; the airports column may auto-select
 * (docs/rules/hotel.md, "The cascade").
 */
export function* loadColumn(column: CascadeColumn): Generator {
  const { selection }: CascadeState = yield select(selectCascade);
  try {
    const response = yield* hotelRequest(columnRoutes[column], (productSearch) => ({
      productSearch,
      selection,
    }));
    if (!response.success) throw new Error(`${columnRoutes[column]} answered success false`);
    yield put(cascadeActions.cascadeColumnLoaded({ column, options: response.options }));
    if (column !== 'airports') return;
    const cascade: CascadeState = yield select(selectCascade);
    const context: OfferContext | null = yield select(selectOfferContext);
    const preselected: string[] = yield* preselectedAirportsOf(context);
    const auto = autoSelectedAirport(response.options, cascade.lastSelectedColumn, preselected);
    if (!auto) return;
    yield put(cascadeActions.cascadeAirportAutoSelected({ airport: auto.value }));
    yield put(offerChosen({ offerId: auto.offerId, via: 'auto' }));
    yield* loadColumn('months');
  } catch (error) {
    if (!isCancelledError(error)) {
      yield put(
        cascadeActions.cascadeColumnFailed(cascadeColumns.slice(cascadeColumns.indexOf(column))),
      );
    }
  }
}

/** takeLatest: a choice in an earlier column cancels the load of the columns after it. */
export function* loadNextColumn(action: PayloadAction<{ column: CascadeColumn }>) {
  const next = nextColumn(action.payload.column);
  if (next) yield* loadColumn(next);
}

export function* cascadeSaga() {
  yield takeLatest(cascadeActions.cascadeValueChosen.type, loadNextColumn);
  yield* latestByKey(
    [
      cascadeActions.cascadeShown.type,
      cascadeActions.cascadeRetried.type,
      offersActions.offersLoaded.type,
      offersActions.offersLoadStarted.type,
    ],
    planCascadeSync,
    ({ offerId }) => offerId,
    runCascadeSync,
  );
}
