import type { ResultListRequest, ResultListResponse } from '../../api/types';
import { makeTestStore } from '../../testing/renderWithProviders';
import { rootReducer } from '../../store/rootReducer';
import {
  resultListActions as actions,
  resultListRequestKey,
  resultListSlice,
  selectFiltersExpanded,
  selectListAnswer,
  selectPageCount,
  selectResultCount,
  selectResultListStatus,
  selectSlowLoad,
  selectSortForRoute,
} from './resultListSlice';

const request = (page: number): ResultListRequest => ({ productSearch: {}, page, sort: 'price' });
const response = (count: number): ResultListResponse => ({
  success: true,
  count,
  page: 1,
  resultsPerPage: 20,
  results: [],
  sorting: { selected: 'price', default: 'price', options: [] },
  filters: { price: [], rating: [], category: [], amenities: [], board: [], room: [], view: [] },
  productSearch: {},
});

function listStore() {
  const store = makeTestStore();
  rootReducer.inject(resultListSlice);
  return store;
}

describe('result list slice, through the store', () => {
  it('ignores answers, failures and slow flags of a request that is no longer current', () => {
    const store = listStore();
    store.dispatch(actions.listRequested(request(1)));
    const stale = resultListRequestKey(request(1));
    store.dispatch(actions.listRequested(request(2)));
    store.dispatch(actions.listLoaded({ requestKey: stale, response: response(99) }));
    store.dispatch(actions.listFailed({ requestKey: stale }));
    store.dispatch(actions.listSlow({ requestKey: stale }));
    const state = store.getState();
    expect(selectResultListStatus(state)).toBe('loading');
    expect(selectResultCount(state)).toBe(0);
    expect(selectSlowLoad(state)).toBe(false);
  });

  it('keeps the last count and filter options while the next list loads, marked loading', () => {
    const store = listStore();
    store.dispatch(actions.listRequested(request(1)));
    store.dispatch(
      actions.listLoaded({ requestKey: resultListRequestKey(request(1)), response: response(41) }),
    );
    const loaded = selectListAnswer(store.getState());
    store.dispatch(actions.listRequested(request(2)));
    const loading = selectListAnswer(store.getState());
    expect(loading).toMatchObject({ status: 'loading', count: 41, pageCount: 3, results: [] });
    expect(loading.facets).toBe(loaded.facets);
    expect(selectResultCount(store.getState())).toBe(41);
    store.dispatch(
      actions.listLoaded({ requestKey: resultListRequestKey(request(2)), response: response(7) }),
    );
    expect(selectListAnswer(store.getState())).toMatchObject({ status: 'resolved', count: 7 });
  });

  it("numbers the first result across pages by the answer's page and page size", () => {
    const store = listStore();
    const third = { ...request(3), resultsPerPage: 10 };
    store.dispatch(actions.listRequested(third));
    store.dispatch(
      actions.listLoaded({
        requestKey: resultListRequestKey(third),
        // The host answers with the last page there is when asked for one beyond it.
        response: { ...response(25), page: 3, resultsPerPage: 10 },
      }),
    );
    expect(selectListAnswer(store.getState()).firstPosition).toBe(21);
    const beyond = { ...request(9), resultsPerPage: 10 };
    store.dispatch(actions.listRequested(beyond));
    store.dispatch(
      actions.listLoaded({
        requestKey: resultListRequestKey(beyond),
        response: { ...response(25), page: 3, resultsPerPage: 10 },
      }),
    );
    expect(selectListAnswer(store.getState()).firstPosition).toBe(21);
  });

  it('counts the pages of the loaded list', () => {
    const store = listStore();
    store.dispatch(actions.listRequested(request(1)));
    store.dispatch(
      actions.listLoaded({ requestKey: resultListRequestKey(request(1)), response: response(41) }),
    );
    expect(selectPageCount(store.getState())).toBe(3);
  });

  it('keeps the filters closed by default and toggles them', () => {
    const store = listStore();
    expect(selectFiltersExpanded(store.getState())).toBe(false);
    store.dispatch(actions.filtersToggled());
    expect(selectFiltersExpanded(store.getState())).toBe(true);
  });

  it("holds the sort order per route, 'price' by default", () => {
    const store = listStore();
    store.dispatch(actions.sortChangedForRoute({ route: 'resultlist', sort: 'rating' }));
    expect(selectSortForRoute(store.getState(), 'resultlist')).toBe('rating');
    expect(selectSortForRoute(store.getState(), 'all_destinations')).toBe('price');
  });

  it('gives one answer object until the answer changes, not when the filters open', () => {
    const store = listStore();
    store.dispatch(actions.listRequested(request(1)));
    const loading = selectListAnswer(store.getState());
    store.dispatch(actions.filtersToggled());
    expect(selectListAnswer(store.getState())).toBe(loading);
    store.dispatch(
      actions.listLoaded({ requestKey: resultListRequestKey(request(1)), response: response(41) }),
    );
    expect(selectListAnswer(store.getState())).toMatchObject({
      status: 'resolved',
      count: 41,
      pageCount: 3,
    });
  });
});
