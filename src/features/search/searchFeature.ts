import { searchSlice } from './searchSlice';
import { searchSaga } from './searchSaga';

/** What a route chunk showing the search mask injects: the slice, and its saga started once. */
export const searchFeature = { name: 'search', slice: searchSlice, saga: searchSaga };
