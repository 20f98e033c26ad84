import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Destination, TravellersValue, TravelPeriodValue } from '../../api/types';
import { href } from '../../config/routes';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { analyticsActions } from '../analytics';
import { selectRouteName, useShopLocale } from '../shell';
import { expandTopLevel, findInTree } from './model/destinations';
import { nextSearchRoute, shouldNavigateOnDestinationChange } from './model/nextRoute';
import { toSearchParams, type SearchQuery } from './model/searchQuery';
import type { SelectedDestination } from './model/searchTypes';
import { rememberSearch } from './model/lastSeenSearch';
import { clearDraft, readDraft, saveDraft } from './model/draftStorage';
import { useAppliedSearch } from './useAppliedSearch';
import { selectSearchOptions } from './searchSlice';

function resolveDestination(id: string, tree: Destination[] | undefined): SelectedDestination {
  const node = tree ? findInTree(tree, id) : undefined;
  // Until the tree has loaded, the id stands in for the name.
  return node
    ? { id: node.id, name: node.name, type: node.type, level: node.level }
    : { id, name: id, type: 'city', level: 3 };
}

/**
 * The mask's draft: starts from the search in the URL, is edited locally (nothing is dispatched
 * per keystroke), and becomes the URL again when the visitor searches.
 */
export function useSearchDraft() {
  const applied = useAppliedSearch();
  const options = useAppSelector(selectSearchOptions);
  const locale = useShopLocale();
  const routeName = useAppSelector(selectRouteName);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname, search: query } = useLocation();
  const url = pathname + query;
  const [draft, setDraft] = useState<SearchQuery>(() => readDraft(url) ?? applied);
  const [appliedSeen, setAppliedSeen] = useState(applied);
  if (appliedSeen !== applied) {
    // Back/forward or a new search changed the URL: the mask shows that search (or its edits) again.
    setAppliedSeen(applied);
    setDraft(readDraft(url) ?? applied);
  }
  useEffect(() => {
    if (draft !== applied) saveDraft(url, draft);
  }, [draft, applied, url]);

  const destinations = useMemo(
    () => draft.destinationIds.map((id) => resolveDestination(id, options.destinations)),
    [draft.destinationIds, options.destinations],
  );

  const go = useCallback(
    (search: SearchQuery) => {
      const route = nextSearchRoute(search.destinationIds);
      const first = search.destinationIds[0];
      rememberSearch(
        search,
        route,
        first ? resolveDestination(first, options.destinations).name : undefined,
        Date.now(),
      );
      clearDraft(url);
      // A search from the mask re-arms analytics for the next list load (docs/rules/search.md,
      // "A search counts again in analytics").
      dispatch(analyticsActions.searchMaskChanged());
      navigate(href(route, locale, {}, toSearchParams(search)));
    },
    [dispatch, locale, navigate, options.destinations, url],
  );

  const update = <K extends keyof SearchQuery>(key: K, value: SearchQuery[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return {
    draft,
    destinations,
    options,
    setDestinations(list: SelectedDestination[]) {
      const next = { ...draft, destinationIds: list.map((item) => item.id) };
      setDraft(next);
      if (shouldNavigateOnDestinationChange(routeName, next.destinationIds)) go(next);
    },
    /** The full-screen mask edits destinations in the draft only; its Search button applies them. */
    editDestinations: (list: SelectedDestination[]) =>
      update(
        'destinationIds',
        list.map((item) => item.id),
      ),
    setAirports: (codes: string[]) => update('airports', codes),
    setPeriod: (period: TravelPeriodValue) => update('period', period),
    setTravellers: (travellers: TravellersValue) => update('travellers', travellers),
    setMaxStops: (maxStops: number) => update('maxStops', maxStops),
    submit() {
      // A country chosen alone searches its places, as the flyout does on close.
      const chosen = options.destinations
        ? expandTopLevel(destinations, options.destinations)
        : destinations;
      go({ ...draft, destinationIds: chosen.map((item) => item.id) });
    },
  };
}

export type SearchDraft = ReturnType<typeof useSearchDraft>;
