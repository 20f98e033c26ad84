import { FormattedMessage } from 'react-intl';
import { useHostConfig } from '../../../config/HostConfigContext';
import { useAppSelector } from '../../../store/hooks';
import { selectLayout } from '../../shell';
import { selectCheckout } from '../checkoutSlice';
import { milesEarned } from '../payment/rules/milesEarning';
import { packageTotal } from '../payment/rules/packageTotal';

/**
 * Miles earned on the booking (docs/rules/checkout.md, "Miles earned on the booking"):
 * floor(total in EUR × rate), the boost rate for hotels of the configured collection, only with a
 * Miles & More number and no payment error.
 */
export function MilesEarnedNote() {
  const { features, miles } = useHostConfig();
  const { cart, errors } = useAppSelector(selectCheckout);
  const currencyInfo = useAppSelector(selectLayout)?.currencyInfo;
  if (!features.milesProgramme || !cart) return null;
  const earned = milesEarned({
    total: {
      value: packageTotal(cart.checkout.package),
      currency: cart.checkout.amounts.totalAmount.currency,
    },
    currencyInfo,
    rates: { regular: miles.earnRate, boost: miles.boostRate ?? miles.earnRate },
    boosted: !!miles.boostCollection && cart.product.hotel.collection === miles.boostCollection,
    passengers: cart.checkout.package.passengerInfo.passengers,
    programType: 'MilesAndMore',
    paymentError: !!errors.payment?.length,
  });
  if (earned <= 0) return null;
  return (
    <p>
      <FormattedMessage id="checkout.summary.miles" values={{ miles: earned }} />
    </p>
  );
}
