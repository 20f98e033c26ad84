import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AutocompleteOption, DepartureAirportsResponse, Destination } from '../../api/types';
import type { Locale } from '../../config/locales';
import {
  idleLifecycle,
  loadBegan,
  loadFailed,
  loadReset,
  loadSucceeded,
  type LoadLifecycle,
} from '../../store/loadLifecycle';
import { rootReducer } from '../../store/rootReducer';

/** The destination tree and departure airports the flyouts offer; the request key is the locale. */
export interface SearchOptions extends LoadLifecycle {
  destinations?: Destination[];
  airports?: DepartureAirportsResponse;
}

/** Suggestions for the typed text; the request key is the text the suggestions are for. */
export interface Autocomplete extends LoadLifecycle {
  /** What the visitor has typed. */
  query: string;
  options: AutocompleteOption[];
  /** 'No Results' shows only 2000 ms after typing without results. */
  noResults: boolean;
}

export interface SearchState {
  options: SearchOptions;
  autocomplete: Autocomplete;
  /** The full-screen mask of small screens. */
  mobileMask: 'open' | 'closed';
}

const initialState: SearchState = {
  options: { ...idleLifecycle },
  autocomplete: { ...idleLifecycle, query: '', options: [], noResults: false },
  mobileMask: 'closed',
};

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    optionsRequested(state, action: PayloadAction<Locale>) {
      // Loaded or loading for this language: nothing to ask again.
      if (state.options.requestKey === action.payload && state.options.status !== 'rejected')
        return;
      loadBegan(state.options, action.payload);
    },
    optionsLoaded(
      state,
      action: PayloadAction<{
        locale: Locale;
        destinations: Destination[];
        airports: DepartureAirportsResponse;
      }>,
    ) {
      const { locale, destinations, airports } = action.payload;
      if (loadSucceeded(state.options, locale))
        Object.assign(state.options, { destinations, airports });
    },
    optionsFailed(state, action: PayloadAction<{ locale: Locale }>) {
      loadFailed(state.options, action.payload.locale);
    },
    autocompleteTyped(state, action: PayloadAction<string>) {
      state.autocomplete.query = action.payload;
      state.autocomplete.noResults = false;
      if (action.payload.trim().length < 2) {
        loadReset(state.autocomplete);
        state.autocomplete.options = [];
      }
    },
    /** The suggestions for `query` (as typed) are asked. */
    autocompleteRequested(state, action: PayloadAction<string>) {
      loadBegan(state.autocomplete, action.payload);
    },
    autocompleteLoaded(
      state,
      action: PayloadAction<{ query: string; options: AutocompleteOption[] }>,
    ) {
      if (loadSucceeded(state.autocomplete, action.payload.query)) {
        state.autocomplete.options = action.payload.options;
      }
    },
    autocompleteFailed(state, action: PayloadAction<{ query: string }>) {
      if (loadFailed(state.autocomplete, action.payload.query)) state.autocomplete.options = [];
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
