import { FormattedMessage } from 'react-intl';
import { usePageNavigate } from '../../../ui/routeLeaving';
import { useHostConfig } from '../../../config/HostConfigContext';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { CheckoutFrame } from '../components/CheckoutFrame';
import { CheckoutEntryNotice } from '../components/CheckoutEntryNotice';
import { useCheckoutEntry } from '../components/useCheckoutEntry';
import { checkoutCustomer } from '../model/checkoutRoutes';
import { TravellersForm } from '../travellers';
import { useSignedInProfile } from '../../auth';
import { Loader } from '../../../ui/Loader';
import { useDeferredArrival } from '../../../ui/useDeferredArrival';

/**
 * The traveller and contact step on its route; the saga sends it once and moves on
 * (docs/rules/checkout.md, "What the travellers step sends").
 */
export function TravellersPage() {
  const { retry, view } = useCheckoutEntry(checkoutCustomer.route);
  const current = useAppSelector((state) => selectCheckout(state).cart);
  const info = useAppSelector((state) => selectCheckout(state).info);
  // The form's first drawing is the step's largest render: drawn in slices once the cart is in.
  const cart = useDeferredArrival(current);
  const { features } = useHostConfig();
  const dispatch = useAppDispatch();
  const navigate = usePageNavigate();
  // A signed-in visitor's name and e-mail are the form's first values: they need not type what we know.
  const identity = useSignedInProfile();
  return (
    <CheckoutFrame
      route={checkoutCustomer.route}
      heading={<FormattedMessage id="checkout.steps.travellers" />}
      retry={retry}
      contentReady={view === 'show' && identity.ready && cart !== undefined}
    >
      <CheckoutEntryNotice view={view} />
      {view === 'show' && cart && !identity.ready && <Loader />}
      {view === 'show' && cart && identity.ready && (
        <TravellersForm
          cart={cart}
          flags={{
            frequentFlyerProgrammes: features.frequentFlyerProgrammes,
            newsletterConsent: features.newsletterConsent,
            childAgeControl: features.childAgeControl,
          }}
          prefill={identity.profile ?? undefined}
          submitting={info.submitting}
          serverFieldErrors={{
            milesMoreNumberInvalidFor: info.milesMoreNumberInvalidFor,
            birthDateNotBookedAgeFor: info.birthDateNotBookedAgeFor,
          }}
          onSubmit={(data) => dispatch(checkoutActions.infoSubmitted(data))}
          onBack={() => navigate(-1)}
        />
      )}
    </CheckoutFrame>
  );
}
