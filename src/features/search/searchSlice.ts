import type { LoadStatus } from '../../store/loadLifecycle';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AutocompleteOption, DepartureAirportsResponse, Destination } from '../../api/types';
import type { Locale } from '../../config/locales';
import { rootReducer } from '../../store/rootReducer';

export interface SearchState {
  /** The destination tree and departure airports the flyouts offer, per locale. */
  options: {
    status: LoadStatus;
    locale?: Locale;
    destinations?: Destination[];
    airports?: DepartureAirportsResponse;
  };
  autocomplete: {
    status: LoadStatus;
    query: string;
    options: AutocompleteOption[];
    /** 'No Results' shows only 2000 ms after typing without results. */
    noResults: boolean;
  };
  /** The full-screen mask of small screens. */
  mobileMask: 'open' | 'closed';
}

const initialState: SearchState = {
  options: { status: 'idle' },
  autocomplete: { status: 'idle', query: '', options: [], noResults: false },
  mobileMask: 'closed',
};

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    optionsRequested(state, action: PayloadAction<Locale>) {
      if (state.options.locale === action.payload && state.options.status !== 'rejected') return;
      state.options = { ...state.options, status: 'loading', locale: action.payload };
    },
    optionsLoaded(
      state,
      action: PayloadAction<{ destinations: Destination[]; airports: DepartureAirportsResponse }>,
    ) {
      state.options = { ...state.options, status: 'resolved', ...action.payload };
    },
    optionsFailed(state) {
      state.options.status = 'rejected';
    },
    autocompleteTyped(state, action: PayloadAction<string>) {
      state.autocomplete.query = action.payload;
      state.autocomplete.noResults = false;
      if (action.payload.trim().length < 2) {
        state.autocomplete.status = 'idle';
        state.autocomplete.options = [];
      }
    },
    autocompleteRequested(state) {
      state.autocomplete.status = 'loading';
    },
    autocompleteLoaded(
      state,
      action: PayloadAction<{ query: string; options: AutocompleteOption[] }>,
    ) {
      if (action.payload.query !== state.autocomplete.query) return;
      state.autocomplete.status = 'resolved';
      state.autocomplete.options = action.payload.options;
    },
    autocompleteFailed(state) {
      state.autocomplete.status = 'rejected';
      state.autocomplete.options = [];
    },
    autocompleteNoResultsShown(state) {
      state.autocomplete.noResults = true;
    },
    mobileMaskOpened(state) {
      state.mobileMask = 'open';
    },
    mobileMaskClosed(state) {
      state.mobileMask = 'closed';
    },
  },
  selectors: {
    selectSearchOptions: (state) => state.options,
    selectAutocomplete: (state) => state.autocomplete,
    selectMobileMask: (state) => state.mobileMask,
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    search: SearchState;
  }
}

/** Injected by the route chunks that show the search mask (house style: lazy slices). */
export const injectedSearchSlice = searchSlice.injectInto(rootReducer);
export const searchActions = searchSlice.actions;
export const { selectSearchOptions, selectAutocomplete, selectMobileMask } =
  injectedSearchSlice.selectors;
