import { useCallback, useEffect, useMemo } from 'react';
import { useHostConfig } from '../../config/HostConfigContext';
import type { ProductSearch } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeatureSaga } from '../../store/useFeatureSaga';
import { favouritesFeature } from './favouritesFeature';
import {
  favouritesActions,
  selectFavourites,
  shownFavouriteCount,
  shownFavouriteIds,
  type InfoStatus,
} from './favouritesSlice';

export interface Favourites {
  /** The host's `features.favourites` flag: without it nothing about favourites is shown. */
  enabled: boolean;
  /** Whether the server's info has arrived, so a hotel missing from it is really no favourite. */
  infoStatus: InfoStatus;
  count: number;
  isFavourite: (hotelId: number) => boolean;
  /**
   * Asks for the hotel to be saved (with the search on screen, which the favourite keeps) or
   * removed; shown at once, rolled back if the server refuses.
   */
  setFavourite: (
    hotel: { id: number; name: string },
    favourite: boolean,
    search?: ProductSearch,
  ) => void;
}

/** A view's way to favourites: injects them, loads the info once per page load, and reads them. */
export function useFavourites(): Favourites {
  useFeatureSaga(favouritesFeature);
  const enabled = useHostConfig().features.favourites;
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (enabled) dispatch(favouritesActions.favouritesViewed());
  }, [dispatch, enabled]);
  const state = useAppSelector(selectFavourites);
  const count = useMemo(() => shownFavouriteCount(state), [state]);
  const ids = useMemo(() => shownFavouriteIds(state), [state]);
  const isFavourite = useCallback((hotelId: number) => ids.includes(hotelId), [ids]);
  const setFavourite = useCallback(
    (hotel: { id: number; name: string }, favourite: boolean, search?: ProductSearch) =>
      dispatch(
        favouritesActions.favouriteToggled({
          hotelId: hotel.id,
          hotelName: hotel.name,
          favourite,
          ...(search ? { search } : {}),
        }),
      ),
    [dispatch],
  );
  return { enabled, infoStatus: state.info.status, count, isFavourite, setFavourite };
}
