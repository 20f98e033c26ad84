import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  defaultViewMode,
  offerParamNames,
  parseOfferId,
  parseViewMode,
  selectedOfferIdOfHistory,
  withParam,
  type OfferHistoryState,
  type ViewMode,
} from './model/offerUrl';

/**
 * The offer area's part of the URL: the selected offer (`offer`, also written into history state)
 * and the view mode (`viewMode`). Every other parameter is kept
 * (docs/rules/hotel.md, "The offer in the address").
 */
export function useOfferUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const offerId = parseOfferId(params) ?? selectedOfferIdOfHistory(location.state);
  const viewMode = parseViewMode(params);

  /** A choice adds a history entry, so back returns to the previous selection. */
  const writeOffer = useCallback(
    (selectedOfferId: string, replace: boolean) => {
      const state: OfferHistoryState = { selectedOfferId };
      navigate(
        { search: withParam(location.search, offerParamNames.offer, selectedOfferId) },
        { replace, state, preventScrollReset: true },
      );
    },
    [location.search, navigate],
  );

  /** A display preference, not a step: replaces the entry and keeps its history state. */
  const setViewMode = useCallback(
    (mode: ViewMode) => {
      const value = mode === defaultViewMode ? null : mode;
      navigate(
        { search: withParam(location.search, offerParamNames.viewMode, value) },
        { replace: true, state: location.state as unknown, preventScrollReset: true },
      );
    },
    [location.search, location.state, navigate],
  );

  return { offerId, viewMode, writeOffer, setViewMode };
}
