import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageNavigate } from '../../../ui/routeLeaving';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { CheckoutFrame } from '../components/CheckoutFrame';
import { CheckoutEntryNotice } from '../components/CheckoutEntryNotice';
import { useCheckoutEntry } from '../components/useCheckoutEntry';
import { useCheckoutRead } from '../components/useCheckoutRead';
import { ExtrasStep, type LoadRentalCarConditions } from '../extras';
import { checkoutAncillaries } from '../model/checkoutRoutes';

/**
 * The extras step on its route: options per type, each chosen through the saga
 * (docs/rules/checkout.md, "Choosing extras").
 */
export function ExtrasPage() {
  const { checkoutId, retry, view } = useCheckoutEntry(checkoutAncillaries.route);
  const { cart, ancillaries, status } = useAppSelector(selectCheckout);
  const dispatch = useAppDispatch();
  const read = useCheckoutRead();
  const navigate = usePageNavigate();

  const loadRentalCarConditions = useCallback<LoadRentalCarConditions>(
    async (serviceId) => {
      const response = await read('checkout_rental_car_conditions', { serviceId }, {});
      if (!response.success) throw new Error('conditions not available');
      return response.conditions;
    },
    [read],
  );

  // On this route the options are always asked for right after the cart: idle means about to load.
  const loadingOptions = ancillaries.status === 'loading' || ancillaries.status === 'idle';
  const busy = status === 'loading' || Object.values(ancillaries.loadingByType).some(Boolean);
  return (
    <CheckoutFrame
      route={checkoutAncillaries.route}
      heading={<FormattedMessage id="checkout.steps.extras" />}
      retry={retry}
      contentReady={view === 'show' && !loadingOptions}
    >
      <CheckoutEntryNotice view={view} />
      {/* Only a checkout the server still has at this step may be edited or paid here. */}
      {view === 'show' && cart && (
        <ExtrasStep
          groups={ancillaries.groups}
          loadingOptions={loadingOptions}
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
