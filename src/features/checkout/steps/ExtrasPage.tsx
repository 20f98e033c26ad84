import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { RentalCarConditionsResponse } from '../../../api/types';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { selectRoute } from '../../shell';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { CheckoutFrame } from '../components/CheckoutFrame';
import { useCheckoutEntry } from '../components/useCheckoutEntry';
import { ExtrasStep, type LoadRentalCarConditions } from '../extras';
import { checkoutAncillaries } from '../model/checkoutRoutes';

/** Spec 2 §2 extras step on its route: options per type, each chosen through the saga. */
export function ExtrasPage() {
  const { checkoutId, retry } = useCheckoutEntry(checkoutAncillaries.route);
  const { cart, ancillaries, status } = useAppSelector(selectCheckout);
  const { locale } = useAppSelector(selectRoute);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();

  const loadRentalCarConditions = useCallback<LoadRentalCarConditions>(
    async (serviceId) => {
      const response = await store.api.request<RentalCarConditionsResponse>({
        route: 'checkout_rental_car_conditions',
        params: { serviceId },
        query: locale ? { locale } : undefined,
        data: {},
        signal: new AbortController().signal,
      });
      if (!response.success) throw new Error('conditions not available');
      return response.conditions;
    },
    [store, locale],
  );

  const busy = status === 'loading' || Object.values(ancillaries.loadingByType).some(Boolean);
  return (
    <CheckoutFrame
      route={checkoutAncillaries.route}
      heading={<FormattedMessage id="checkout.steps.extras" />}
      retry={retry}
    >
      {cart && (
        <ExtrasStep
          groups={ancillaries.groups}
          loadingByType={
            ancillaries.status === 'loading'
              ? Object.fromEntries(ancillaries.groups.map((group) => [group.type, true]))
              : ancillaries.loadingByType
          }
          notice={ancillaries.notice ?? undefined}
          onChoose={(type, refIds) => dispatch(checkoutActions.ancillaryChosen({ type, refIds }))}
          onProceed={() =>
            dispatch(
              checkoutActions.navigationRequested({
                route: checkoutAncillaries.nextPage,
                params: { checkoutId },
              }),
            )
          }
          onBack={() => navigate(-1)}
          busy={busy}
          currency={cart.checkout.amounts.totalAmount.currency}
          flights={{
            departureFlight: cart.product.offer.departureFlight,
            returnFlight: cart.product.offer.returnFlight,
          }}
          loadRentalCarConditions={loadRentalCarConditions}
        />
      )}
    </CheckoutFrame>
  );
}
