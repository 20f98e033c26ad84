import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { FavoritesInfo, ProductSearch } from '../../api/types';
import { rootReducer } from '../../store/rootReducer';

export type InfoStatus = 'idle' | 'loading' | 'resolved' | 'rejected';

/** The newest wish of the visitor for one hotel, shown at once while the server has not confirmed it. */
export interface PendingChange {
  hotelId: number;
  favourite: boolean;
  changeId: string;
}

/**
 * What went wrong with a change, for the polite notice
 * (docs/rules/favourites.md, "Saving and removing").
 */
export interface FavouritesNotice {
  kind: 'addFailed' | 'removeFailed';
  hotelName: string;
}

export interface FavouritesState {
  /** The server's favourites info (get_favorites_info), replaced by every change's answer. */
  info: { status: InfoStatus; count: number; hotelIds: number[] };
  /** The visitor's newest change per hotel, not yet confirmed (optimistic); one entry per hotel. */
  pending: PendingChange[];
  /** Answers of changes stored so far; an info load overtaken by one is older and is dropped. */
  savedChanges: number;
  /** `savedChanges` when the running info load started. */
  savedChangesAtInfoRequest: number;
  notice: FavouritesNotice | null;
}

const initialState: FavouritesState = {
  info: { status: 'idle', count: 0, hotelIds: [] },
  pending: [],
  savedChanges: 0,
  savedChangesAtInfoRequest: 0,
  notice: null,
};

export interface FavouriteToggled {
  hotelId: number;
  /** For the notice, should the change fail. */
  hotelName: string;
  /** The state the visitor asked for: a wish, not a flip, so replaying it is harmless. */
  favourite: boolean;
  /**
   * The search on screen when the hotel was saved: the favourite keeps it and is priced for it
   * (docs/rules/favourites.md). Absent where no search is shown.
   */
  search?: ProductSearch;
  changeId: string;
}

interface ChangeSettled {
  hotelId: number;
  changeId: string;
  /** The server's info in its answer; absent when nothing had to be sent or nothing came back. */
  info?: FavoritesInfo;
}

function storeInfo(state: FavouritesState, info: FavoritesInfo) {
  state.info = { status: 'resolved', count: info.count, hotelIds: info.hotelIds };
  state.savedChanges += 1;
}

/** Forgets the hotel's pending change when it is this one; a newer wish stays. */
function settle(state: FavouritesState, { changeId }: ChangeSettled): boolean {
  const before = state.pending.length;
  state.pending = state.pending.filter((change) => change.changeId !== changeId);
  return state.pending.length < before;
}

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    /** A view showing favourites mounted; the saga loads the info unless it already has it. */
    favouritesViewed() {},
    infoRequested(state) {
      state.info.status = 'loading';
      state.savedChangesAtInfoRequest = state.savedChanges;
    },
    infoLoaded(state, action: PayloadAction<FavoritesInfo>) {
      // A change answered meanwhile carries newer info than this load: keep that.
      if (state.savedChanges !== state.savedChangesAtInfoRequest) {
        state.info.status = 'resolved';
        return;
      }
      storeInfo(state, action.payload);
    },
    infoFailed(state) {
      if (state.info.status === 'loading') state.info.status = 'rejected';
    },
    favouriteToggled: {
      reducer(state, action: PayloadAction<FavouriteToggled>) {
        const { hotelId, favourite, changeId } = action.payload;
        state.pending = state.pending.filter((change) => change.hotelId !== hotelId);
        state.pending.push({ hotelId, favourite, changeId });
        state.notice = null;
      },
      prepare(change: Omit<FavouriteToggled, 'changeId'>) {
        // The id tells this wish from a later one for the same hotel when the answers come back.
        return { payload: { ...change, changeId: nanoid() } };
      },
    },
    favouriteChangeSaved(state, action: PayloadAction<ChangeSettled>) {
      if (action.payload.info) storeInfo(state, action.payload.info);
      settle(state, action.payload);
    },
    favouriteChangeFailed(
      state,
      action: PayloadAction<ChangeSettled & { favourite: boolean; hotelName: string }>,
    ) {
      const { info, favourite, hotelName } = action.payload;
      // The answer's info is the truth about what is saved, even from a refusal
      // (docs/rules/favourites.md, "Saving and removing").
      if (info) storeInfo(state, info);
      // Rolled back and told only when it is still the visitor's newest wish for the hotel.
      if (settle(state, action.payload)) {
        state.notice = { kind: favourite ? 'addFailed' : 'removeFailed', hotelName };
      }
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  selectors: {
    /** The whole favourites state: views derive what they show from it (memoised in the hook). */
    selectFavourites: (state) => state,
    selectInfo: (state) => state.info,
    selectInfoStatus: (state) => state.info.status,
    selectPendingChange: (state, hotelId: number): PendingChange | undefined =>
      state.pending.find((change) => change.hotelId === hotelId),
    selectNotice: (state) => state.notice,
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices {
    favourites: FavouritesState;
  }
}

/** Injected by the views that show favourites (header, result list, hotel, favourites page). */
export const injectedFavouritesSlice = favouritesSlice.injectInto(rootReducer);
export const favouritesActions = favouritesSlice.actions;
export const { selectFavourites, selectInfo, selectInfoStatus, selectPendingChange, selectNotice } =
  injectedFavouritesSlice.selectors;

/** The hotel ids shown as favourites: the server's, with the visitor's unconfirmed wishes applied. */
export function shownFavouriteIds({ info, pending }: FavouritesState): readonly number[] {
  const shown = new Set(info.hotelIds);
  for (const { hotelId, favourite } of pending) {
    if (favourite) shown.add(hotelId);
    else shown.delete(hotelId);
  }
  return [...shown];
}

/** Hotels the visitor asked to remove, not yet confirmed. */
export function pendingRemovals({ pending }: FavouritesState): readonly number[] {
  return pending.flatMap((change) => (change.favourite ? [] : [change.hotelId]));
}

/** The count shown: the server's count, moved by each unconfirmed wish that changes something. */
export function shownFavouriteCount({ info, pending }: FavouritesState): number {
  let count = info.count;
  for (const { hotelId, favourite } of pending) {
    const saved = info.hotelIds.includes(hotelId);
    if (favourite && !saved) count += 1;
    if (!favourite && saved) count -= 1;
  }
  return Math.max(0, count);
}
