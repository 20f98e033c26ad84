import { useEffect } from 'react';
import { usePageNavigate } from '../../../ui/routeLeaving';
import { href } from '../../../config/routes';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectRouteLocale } from '../../shell';
import { checkoutActions, selectCheckout } from '../checkoutSlice';

/** Carries out the page changes the sagas ask for, inside the router, without a reload. */
export function CheckoutNavigator() {
  const { navigation } = useAppSelector(selectCheckout);
  const locale = useAppSelector(selectRouteLocale);
  const navigate = usePageNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!navigation || !locale) return;
    dispatch(checkoutActions.navigationDone());
    navigate(href(navigation.route, locale, navigation.params, navigation.query), {
      replace: navigation.replace,
    });
  }, [navigation, locale, navigate, dispatch]);
  return null;
}
