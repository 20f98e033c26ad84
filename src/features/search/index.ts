/** The search feature's public face: what route modules and the shell compose. */
export { SearchMaskSlot } from './SearchMaskSlot';
export { useAppliedSearch } from './useAppliedSearch';
export { toSearchParams, type SearchQuery } from './model/searchQuery';
export { bookingProductSearch, toProductSearch } from './model/productSearch';
export {
  onLastSeenSearchStored,
  readLastSeenSearch,
  searchQueryOf,
  storeLastSeenSearch,
  noteLastSeenPrice,
} from './model/lastSeenSearch';
export { selectSearchOptions } from './searchSlice';
export { useDepartureLabels } from './components/useDepartureLabels';
