import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { selectRouteLocale } from '../../shell';
import { selectCheckout } from '../checkoutSlice';

/**
 * Where a checkout that is already booked (paid in another tab, say) can be followed: its
 * processing page, which leads on to the outcome (docs/rules/payment-attempts.md).
 */
export function BookingStatusLink() {
  const intl = useIntl();
  const { checkoutId } = useAppSelector(selectCheckout);
  const locale = useAppSelector(selectRouteLocale);
  if (!checkoutId || !locale) return null;
  return (
    <Link
      className="hs-checkout__button hs-checkout__button--primary"
      to={href('checkout_processing', locale, { checkoutId })}
    >
      {intl.formatMessage({ id: 'checkout.error.checkoutAlreadyBookedLink' })}
    </Link>
  );
}
