import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  MixedResultItem,
  ResultListRequest,
  ResultListResponse,
  SortingInfo,
  SortKey,
} from '../../api/types';
import type { RouteName } from '../../config/routeTable';
import {
  idleLifecycle,
  loadBegan,
  loadFailed,
  loadSucceeded,
  loadTookLong,
  type LoadLifecycle,
} from '../../store/loadLifecycle';
import { rootReducer } from '../../store/rootReducer';
import { defaultResultsPerPage, type FacetGroups } from '../search';
import { sortForRoute, withSortForRoute, type SortingPerRoute } from './model/sortingPerRoute';

/** The list's lifecycle; its request key is the serialised request of the result set shown. */
export interface ResultListState extends LoadLifecycle {
  /** Of the last answer; kept while the next loads (the page marks it busy meanwhile). */
  count: number;
  page: number;
  resultsPerPage: number;
  results: MixedResultItem[];
  /** Filter options of the last load; kept while the next loads so the sidebar does not jump. */
  facets: FacetGroups | null;
  /** The sort options with their labels, as the server offers them. */
  sortOptions: SortingInfo['options'];
  /** The sort order, held per route (docs/rules/result-list.md, "Sorting"). */
  sorting: SortingPerRoute;
  filtersExpanded: boolean;
}

const initialState: ResultListState = {
  ...idleLifecycle,
  count: 0,
  page: 1,
  resultsPerPage: defaultResultsPerPage,
  results: [],
  facets: null,
  sortOptions: [],
  sorting: {},
  filtersExpanded: false,
};

/** Equal list states build their requests the same way, so the JSON text identifies a result set. */
export const resultListRequestKey = (request: ResultListRequest): string => JSON.stringify(request);

/** Pages of a list of `count` results: at least one, an empty list being one empty page. */
const pageCountOf = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage));

export const resultListSlice = createSlice({
  name: 'resultList',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<ResultListRequest>) {
      // Never show the previous search's results under the new one. The count and the filter
      // options stay, marked busy, until the answer replaces them: a "0 offers" between two
      // answers is a count that was never true (docs/rules/result-list.md).
      if (loadBegan(state, resultListRequestKey(action.payload))) state.results = [];
      state.page = action.payload.page ?? 1;
      state.resultsPerPage = action.payload.resultsPerPage ?? defaultResultsPerPage;
    },
    listLoaded(state, action: PayloadAction<{ requestKey: string; response: ResultListResponse }>) {
      if (!loadSucceeded(state, action.payload.requestKey)) return;
      const { response } = action.payload;
      state.count = response.count;
      state.page = response.page;
      state.resultsPerPage = response.resultsPerPage;
      state.results = response.results;
      state.facets = response.filters;
      state.sortOptions = response.sorting.options;
    },
    listFailed(state, action: PayloadAction<{ requestKey: string }>) {
      loadFailed(state, action.payload.requestKey);
    },
    listSlow(state, action: PayloadAction<{ requestKey: string }>) {
      loadTookLong(state, action.payload.requestKey);
    },
    filtersToggled(state) {
      state.filtersExpanded = !state.filtersExpanded;
    },
    sortChangedForRoute(state, action: PayloadAction<{ route: RouteName | null; sort: SortKey }>) {
      state.sorting = withSortForRoute(state.sorting, action.payload.route, action.payload.sort);
    },
  },
  selectors: {
    selectResultListStatus: (state) => state.status,
    selectResultCount: (state) => state.count,
    selectResultPage: (state) => state.page,
    selectResultsPerPage: (state) => state.resultsPerPage,
    selectPageCount: (state) => pageCountOf(state.count, state.resultsPerPage),
    selectSortForRoute: (state, route: RouteName | null) => sortForRoute(state.sorting, route),
    selectFiltersExpanded: (state) => state.filtersExpanded,
    selectSlowLoad: (state) => state.slow,
    selectResultListRequestKey: (state) => state.requestKey,
    /** What the list's answer shows, one object while none of it changes. */
    selectListAnswer: createSelector(
      [
        (state: ResultListState) => state.status,
        (state: ResultListState) => state.results,
        (state: ResultListState) => state.count,
        (state: ResultListState) => state.resultsPerPage,
        (state: ResultListState) => state.facets,
        (state: ResultListState) => state.sortOptions,
        (state: ResultListState) => state.page,
      ],
      (status, results, count, resultsPerPage, facets, sortOptions, page) => ({
        status,
        results,
        count,
        pageCount: pageCountOf(count, resultsPerPage),
        facets,
        sortOptions,
        /** The first result's number in the whole list: page 2 of 20 a page starts at 21. */
        firstPosition: (page - 1) * resultsPerPage + 1,
      }),
    ),
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    resultList: ResultListState;
  }
}

/** Injected by the result list's route chunk (house style: lazy slices). */
export const injectedResultListSlice = resultListSlice.injectInto(rootReducer);
export const resultListActions = resultListSlice.actions;
export const {
  selectResultListStatus,
  selectResultCount,
  selectResultPage,
  selectResultsPerPage,
  selectPageCount,
  selectSortForRoute,
  selectFiltersExpanded,
  selectSlowLoad,
  selectResultListRequestKey,
  selectListAnswer,
} = injectedResultListSlice.selectors;
