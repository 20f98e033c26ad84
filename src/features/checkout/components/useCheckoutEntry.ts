import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OfferChange } from '../../../api/types';
import type { RouteName } from '../../../config/routeTable';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useInjectFeature } from '../../../store/useInjectFeature';
import { selectRoute } from '../../shell';
import { checkoutFeature } from '../checkoutFeature';
import { checkoutActions } from '../checkoutSlice';

const handedOverChanges = (state: unknown): OfferChange[] | undefined => {
  const changes = (state as { offerChanges?: unknown } | null)?.offerChanges;
  return Array.isArray(changes) ? (changes as OfferChange[]) : undefined;
};

/**
 * Every booking route: the checkout slice and sagas, and the cart loaded for the step (its data
 * route). Returns the checkout id of the URL and a retry. A price change the hotel page handed
 * over with the new checkout goes along with the first load, once: the history entry forgets it,
 * so going back to this step does not report it again.
 */
export function useCheckoutEntry(route: RouteName) {
  useInjectFeature(checkoutFeature);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { params } = useAppSelector(selectRoute);
  const checkoutId = typeof params.checkoutId === 'string' ? params.checkoutId : '';
  const handOver = useRef(handedOverChanges(location.state));
  const request = useCallback(() => {
    if (!checkoutId) return;
    const offerChanges = handOver.current;
    handOver.current = undefined;
    dispatch(checkoutActions.checkoutRequested({ checkoutId, route, offerChanges }));
  }, [checkoutId, route, dispatch]);
  useEffect(() => {
    request();
  }, [request]);
  useEffect(() => {
    if (!handedOverChanges(location.state)) return;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [location, navigate]);
  return { checkoutId, retry: request };
}
