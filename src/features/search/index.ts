/** The search feature's public face: what route modules, the shell and other features compose. */
export { SearchMaskSlot } from './SearchMaskSlot';
export { HeaderSearchSlot } from './components/HeaderSearchSlot';
export { useAppliedSearch, appliedSearchOf } from './useAppliedSearch';
export { toSearchParams, type SearchQuery } from './model/searchQuery';
export { bookingProductSearch, productSearchQuery, toProductSearch } from './model/productSearch';
export {
  onLastSeenSearchStored,
  readLastSeenSearch,
  searchQueryOf,
  storeLastSeenSearch,
  noteLastSeenPrice,
} from './model/lastSeenSearch';
export { searchActions, selectSearchOptions } from './searchSlice';
export { useDepartureLabels } from './components/useDepartureLabels';

/** The result list's address: its own parameters beside the search's, shared with hotel and SEO. */
export {
  defaultListParams,
  emptyFilters,
  listParamNames,
  parseListParams,
  toListParams,
  toResultListRequest,
  withFilters,
  type ListView,
} from './model/listParams';
export {
  defaultResultsPerPage,
  defaultSort,
  resultsPerPageOptions,
  type FacetGroups,
  type ListFilters,
  type ListParams,
} from './model/listTypes';
