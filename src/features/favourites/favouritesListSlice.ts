import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FavoriteListItem } from '../../api/types';
import type { Locale } from '../../config/locales';
import { rootReducer } from '../../store/rootReducer';

type LoadStatus = 'idle' | 'loading' | 'resolved' | 'rejected';

/**
 * The favourites page's list (get_favorites_list): the saved hotels, each priced now for the search
 * it keeps (docs/rules/favourites.md, "The favourites page").
 */
export interface FavouritesListState {
  status: LoadStatus;
  /** Hotel names and places come in the visitor's language: a new locale is a new list. */
  locale: Locale | null;
  items: FavoriteListItem[];
  /** Set when a load takes longer than the slow threshold: the page says it is still loading. */
  slow: boolean;
}

const initialState: FavouritesListState = {
  status: 'idle',
  locale: null,
  items: [],
  slow: false,
};

export const favouritesListSlice = createSlice({
  name: 'favouritesList',
  initialState,
  reducers: {
    /** The favourites page was entered (or asked to try again): prices are loaded fresh each time. */
    listRequested(state, action: PayloadAction<{ locale: Locale }>) {
      if (action.payload.locale !== state.locale) state.items = [];
      state.locale = action.payload.locale;
      state.status = 'loading';
      state.slow = false;
    },
    listLoaded(state, action: PayloadAction<{ locale: Locale; items: FavoriteListItem[] }>) {
      if (action.payload.locale !== state.locale) return;
      state.status = 'resolved';
      state.slow = false;
      state.items = action.payload.items;
    },
    listFailed(state, action: PayloadAction<{ locale: Locale }>) {
      if (action.payload.locale !== state.locale) return;
      state.status = 'rejected';
      state.slow = false;
      state.items = [];
    },
    listSlow(state, action: PayloadAction<{ locale: Locale }>) {
      if (action.payload.locale === state.locale && state.status === 'loading') state.slow = true;
    },
  },
  selectors: {
    selectListStatus: (state) => state.status,
    selectListItems: (state) => state.items,
    selectListSlow: (state) => state.slow,
    selectListLocale: (state) => state.locale,
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    favouritesList: FavouritesListState;
  }
}

/** Injected by the favorites route chunk only. */
export const injectedFavouritesListSlice = favouritesListSlice.injectInto(rootReducer);
export const favouritesListActions = favouritesListSlice.actions;
export const { selectListStatus, selectListItems, selectListSlow, selectListLocale } =
  injectedFavouritesListSlice.selectors;
