import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { Loader } from '../../../ui';
import { selectRouteLocale } from '../../shell';
import type { CheckoutEntryView } from './useCheckoutEntry';

/** The checkout the address names is gone or unknown: the visitor starts again. */
export function ExpiredCheckout() {
  const locale = useAppSelector(selectRouteLocale);
  return (
    <div role="alert">
      <p>
        <FormattedMessage id="checkout.error.noBookingError" />
      </p>
      {locale && (
        <p className="hs-checkout__actions">
          <Link
            className="hs-checkout__button hs-checkout__button--primary"
            to={href('homepage', locale)}
          >
            <FormattedMessage id="checkout.pending.restart" />
          </Link>
        </p>
      )}
    </div>
  );
}

/** What a booking page shows instead of its content until the server's status fits it. */
export function CheckoutEntryNotice({ view }: { view: CheckoutEntryView }) {
  // A failed load is reported by the pending-booking modal with its retry.
  if (view === 'show' || view === 'failed') return null;
  if (view === 'unknown') return <ExpiredCheckout />;
  return (
    <p role="status">
      <Loader size="small" /> <FormattedMessage id="checkout.loading" />
    </p>
  );
}
