import { useCallback, useEffect } from 'react';
import type { RouteName } from '../../../config/routeTable';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useInjectFeature } from '../../../store/useInjectFeature';
import { selectRoute } from '../../shell';
import { checkoutFeature } from '../checkoutFeature';
import { checkoutActions } from '../checkoutSlice';

/**
 * Every booking route: the checkout slice and sagas, and the cart loaded for the step (its data
 * route). Returns the checkout id of the URL and a retry.
 */
export function useCheckoutEntry(route: RouteName) {
  useInjectFeature(checkoutFeature);
  const dispatch = useAppDispatch();
  const { params } = useAppSelector(selectRoute);
  const checkoutId = typeof params.checkoutId === 'string' ? params.checkoutId : '';
  const request = useCallback(() => {
    if (checkoutId) dispatch(checkoutActions.checkoutRequested({ checkoutId, route }));
  }, [checkoutId, route, dispatch]);
  useEffect(() => {
    request();
  }, [request]);
  return { checkoutId, retry: request };
}
