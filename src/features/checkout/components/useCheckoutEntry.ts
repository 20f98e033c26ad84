import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OfferChange } from '../../../api/types';
import type { RouteName } from '../../../config/routeTable';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useFeatureSaga } from '../../../store/useFeatureSaga';
import { selectRoute, selectRouteName } from '../../shell';
import { checkoutFeature } from '../checkoutFeature';
import { checkoutActions, selectCheckout, type CheckoutState } from '../checkoutSlice';
import { pageFor, unknownCheckout } from '../model/checkoutOutcome';

/**
 * What a booking page may show: 'pending' until the cart was loaded for this page ('failed' when
 * that load failed), 'show' when the
 * server's status fits the page, 'unknown' for a status the shop does not know, 'leaving' while the
 * load saga sends the visitor to the page that fits (docs/rules/checkout-outcomes.md).
 */
export type CheckoutEntryView = 'pending' | 'failed' | 'show' | 'unknown' | 'leaving';

/** What the page may show, from the checkout's state (a value: a step renders again only when it changes). */
function entryView(
  checkout: CheckoutState,
  route: RouteName,
  checkoutId: string,
): CheckoutEntryView {
  const { status, loadedFor, cart } = checkout;
  const ours = loadedFor === route && checkout.checkoutId === checkoutId;
  if (ours && status === 'rejected') return 'failed';
  if (ours && status === 'resolved' && cart) {
    const page = pageFor(route, cart.checkout.status);
    return page === route ? 'show' : page === unknownCheckout ? 'unknown' : 'leaving';
  }
  return 'pending';
}

const handedOverChanges = (state: unknown): OfferChange[] | undefined => {
  const changes = (state as { offerChanges?: unknown } | null)?.offerChanges;
  return Array.isArray(changes) ? (changes as OfferChange[]) : undefined;
};

/**
 * Every booking route: the checkout slice and sagas, and the cart loaded for the step (its data
 * route). Returns the checkout id of the URL, a retry and what the page may show. A price change
 * the hotel page handed over with the new checkout goes along with the first load, once: the
 * history entry forgets it, so going back to this step does not report it again.
 */
export function useCheckoutEntry(route: RouteName) {
  useFeatureSaga(checkoutFeature);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useAppSelector((state) => selectRoute(state).params);
  const name = useAppSelector(selectRouteName);
  // The page the visitor is on now. A page that is fading out after a navigation must not load
  // for itself, and a page the router reuses when the visitor comes back (a redirect straight
  // back to the page being left) must load again: both follow this flag.
  const current = name === route;
  const checkoutId = typeof params.checkoutId === 'string' ? params.checkoutId : '';
  const view = useAppSelector((state) => entryView(selectCheckout(state), route, checkoutId));
  const handOver = useRef(handedOverChanges(location.state));
  const request = useCallback(() => {
    if (!checkoutId) return;
    const offerChanges = handOver.current;
    handOver.current = undefined;
    dispatch(checkoutActions.checkoutRequested({ checkoutId, route, offerChanges }));
  }, [checkoutId, route, dispatch]);
  useEffect(() => {
    if (!current) return;
    request();
    // A page the browser restores from its back-forward cache asks the server again: the
    // checkout may have been paid since it was left.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) request();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [request, current]);
  useEffect(() => {
    if (!handedOverChanges(location.state)) return;
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [location, navigate]);

  return { checkoutId, retry: request, view };
}
