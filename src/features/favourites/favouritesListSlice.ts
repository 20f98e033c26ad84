import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FavoriteListItem } from '../../api/types';
import type { Locale } from '../../config/locales';
import {
  idleLifecycle,
  loadBegan,
  loadFailed,
  loadSucceeded,
  loadTookLong,
  type LoadLifecycle,
} from '../../store/loadLifecycle';
import { rootReducer } from '../../store/rootReducer';

/**
 * The favourites page's list (get_favorites_list): the saved hotels, each priced now for the search
 * it keeps (docs/rules/favourites.md, "The favourites page").
 */
export interface FavouritesListState extends LoadLifecycle {
  /** The list's request key is its locale: names and places come in the visitor's language. */
  items: FavoriteListItem[];
}

const initialState: FavouritesListState = { ...idleLifecycle, items: [] };

export const favouritesListSlice = createSlice({
  name: 'favouritesList',
  initialState,
  reducers: {
    /** The favourites page was entered (or asked to try again): prices are loaded fresh each time. */
    listRequested(state, action: PayloadAction<{ locale: Locale }>) {
      if (loadBegan(state, action.payload.locale)) state.items = [];
    },
    listLoaded(state, action: PayloadAction<{ locale: Locale; items: FavoriteListItem[] }>) {
      if (loadSucceeded(state, action.payload.locale)) state.items = action.payload.items;
    },
    listFailed(state, action: PayloadAction<{ locale: Locale }>) {
      if (loadFailed(state, action.payload.locale)) state.items = [];
    },
    listSlow(state, action: PayloadAction<{ locale: Locale }>) {
      loadTookLong(state, action.payload.locale);
    },
  },
  selectors: {
    selectListStatus: (state) => state.status,
    selectListItems: (state) => state.items,
    selectListSlow: (state) => state.slow,
    selectListLocale: (state) => state.requestKey as Locale | null,
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
