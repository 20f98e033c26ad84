import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ProductSearch } from '../../../api/types';
import { toProductSearch, useAppliedSearch } from '../../search';
import { offerFiltersOf, withOfferFilters } from './model/offerFilters';

/**
 * The hotel page's product search: the applied search with the result list's board, room, view
 * and price filters its link carried (docs/rules/hotel-offers.md). The offers are chosen by it,
 * and a favourite saved here keeps it.
 */
export function useOfferSearch(): ProductSearch {
  const search = useAppliedSearch();
  const { search: query } = useLocation();
  const productSearch = withOfferFilters(
    toProductSearch(search),
    offerFiltersOf(new URLSearchParams(query)),
  );
  const key = JSON.stringify(productSearch);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content on purpose
  return useMemo(() => productSearch, [key]);
}
