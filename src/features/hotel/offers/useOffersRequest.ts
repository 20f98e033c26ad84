import { useCallback, useEffect, useMemo } from 'react';
import type { ProductSearch } from '../../../api/types';
import { useAppDispatch } from '../../../store/hooks';
import { useAppliedSearch } from '../../search';
import { useShopLocale } from '../../shell';
import { useHotelRoute } from '../useHotelRoute';
import { useOfferSearch } from './useOfferSearch';
import { offersRequested, type OfferContext } from './state/actions';
import { useLeadShown } from '../../../ui/leadShown';

function contextOfKey(key: string): OfferContext {
  const [hotelId, , productSearch, preselectedAirports] = JSON.parse(key) as [
    number,
    string,
    ProductSearch,
    string[],
  ];
  return { key, hotelId, productSearch, preselectedAirports };
}

/**
 * Tells the offer sagas what the URL asks for: hotel, language, search, filters and offer. The
 * context is keyed by its JSON text, so a change of the page's own parameters (offer, view mode)
 * keeps it. Below a lead not yet on screen (the hotel's head) the request waits for it.
 */
export function useOffersRequest(offerId: string | null) {
  const dispatch = useAppDispatch();
  const locale = useShopLocale();
  const { hotelId } = useHotelRoute();
  const search = useAppliedSearch();
  const productSearch = useOfferSearch();
  const key =
    hotelId === null ? null : JSON.stringify([hotelId, locale, productSearch, search.airports]);
  const context = useMemo(() => (key ? contextOfKey(key) : null), [key]);

  const leadShown = useLeadShown();
  useEffect(() => {
    if (context && leadShown) dispatch(offersRequested({ context, selectedOfferId: offerId }));
  }, [context, offerId, dispatch, leadShown]);

  const retry = useCallback(() => {
    if (context) dispatch(offersRequested({ context, selectedOfferId: offerId, force: true }));
  }, [context, offerId, dispatch]);

  return { locale, retry };
}
