import { useCallback, useEffect, useMemo } from 'react';
import { useHostConfig } from '../../../config/HostConfigContext';
import type { ProductSearch } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useAppliedSearch } from '../../search';
import { selectRoute } from '../../shell';
import { useHotelRoute } from '../useHotelRoute';
import { useOfferSearch } from './useOfferSearch';
import { offersRequested, type OfferContext } from './state/actions';

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
 * keeps it.
 */
export function useOffersRequest(offerId: string | null) {
  const dispatch = useAppDispatch();
  const config = useHostConfig();
  const locale = useAppSelector(selectRoute).locale ?? config.locale;
  const { hotelId } = useHotelRoute();
  const search = useAppliedSearch();
  const productSearch = useOfferSearch();
  const key =
    hotelId === null ? null : JSON.stringify([hotelId, locale, productSearch, search.airports]);
  const context = useMemo(() => (key ? contextOfKey(key) : null), [key]);

  useEffect(() => {
    if (context) dispatch(offersRequested({ context, selectedOfferId: offerId }));
  }, [context, offerId, dispatch]);

  const retry = useCallback(() => {
    if (context) dispatch(offersRequested({ context, selectedOfferId: offerId, force: true }));
  }, [context, offerId, dispatch]);

  return { locale, retry };
}
