import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useHostConfig } from '../../../app/HostConfigContext';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { CheckoutFrame } from '../components/CheckoutFrame';
import { useCheckoutEntry } from '../components/useCheckoutEntry';
import { checkoutCustomer } from '../model/checkoutRoutes';
import { TravellersForm } from '../travellers';

/** Spec 2 §2 traveller and contact step on its route; the saga sends it once and moves on. */
export function TravellersPage() {
  const { retry } = useCheckoutEntry(checkoutCustomer.route);
  const { cart, info } = useAppSelector(selectCheckout);
  const { features } = useHostConfig();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <CheckoutFrame
      route={checkoutCustomer.route}
      heading={<FormattedMessage id="checkout.steps.travellers" />}
      retry={retry}
    >
      {cart && (
        <TravellersForm
          cart={cart}
          flags={{
            frequentFlyerProgrammes: features.frequentFlyerProgrammes,
            newsletterConsent: features.newsletterConsent,
            childAgeControl: features.childAgeControl,
          }}
          submitting={info.submitting}
          serverFieldErrors={{ milesMoreNumberInvalidFor: info.milesMoreNumberInvalidFor }}
          onSubmit={(data) => dispatch(checkoutActions.infoSubmitted(data))}
          onBack={() => navigate(-1)}
        />
      )}
    </CheckoutFrame>
  );
}
