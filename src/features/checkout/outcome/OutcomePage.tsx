import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { useScopedStyles } from '../../../ui/useScopedStyles';
import { selectRoute } from '../../shell';
import { selectCart } from '../checkoutSlice';
import { BookingSummary } from '../components/BookingSummary';
import { checkoutCss } from '../components/checkoutStyles';
import { useCheckoutEntry } from '../components/useCheckoutEntry';
import type { CheckoutOutcome } from '../model/checkoutRoutes';
import { outcomeRoutes } from '../model/checkoutRoutes';
import { paymentVault } from '../model/paymentVault';
import { clearTravellerDraft } from '../travellers/travellerDraft';

const keyOf: Record<CheckoutOutcome, 'success' | 'fail' | 'soft'> = {
  success: 'success',
  fail: 'fail',
  soft_booked: 'soft',
};

const stepsOf: Record<CheckoutOutcome, string[]> = {
  success: ['step1', 'step2', 'step3'],
  fail: ['step1', 'step2'],
  soft_booked: ['step1', 'step2'],
};

/**
 * The end pages (spec 2 §2: contents not shown): what was booked with its reference, what it
 * means, and what to do next. The booking is over, so the entered traveller data is forgotten.
 */
export function OutcomePage({ outcome }: { outcome: CheckoutOutcome }) {
  useScopedStyles('checkout', checkoutCss);
  const { checkoutId } = useCheckoutEntry(outcomeRoutes[outcome]);
  const cart = useAppSelector(selectCart);
  const { locale } = useAppSelector(selectRoute);
  const key = keyOf[outcome];

  useEffect(() => {
    if (outcome === 'fail' || !checkoutId) return;
    clearTravellerDraft(checkoutId);
    paymentVault.clear();
  }, [outcome, checkoutId]);

  const email = cart?.checkout.package.customer?.contact.email;
  const hotel = cart?.product.hotel;
  return (
    <section className="hs-page hs-checkout" aria-labelledby="hs-page-heading">
      <div className="hs-checkout__layout">
        <div className="hs-checkout__outcome">
          <h1 id="hs-page-heading">
            <FormattedMessage id={`checkout.${key}.heading`} />
          </h1>
          <p>
            {outcome === 'success' && email ? (
              <FormattedMessage id="checkout.success.text" values={{ email }} />
            ) : (
              <FormattedMessage
                id={outcome === 'success' ? 'checkout.success.textNoEmail' : `checkout.${key}.text`}
              />
            )}
          </p>
          <h2>
            <FormattedMessage id={`checkout.${key}.next`} />
          </h2>
          <ul>
            {stepsOf[outcome].map((step) => (
              <li key={step}>
                <FormattedMessage id={`checkout.${key}.${step}`} />
              </li>
            ))}
          </ul>
          {locale && (
            <p className="hs-checkout__actions">
              {outcome === 'fail' && hotel ? (
                <Link
                  className="hs-checkout__button hs-checkout__button--primary"
                  to={href('hoteldetail', locale, {
                    slugPath: hotel.slugPath,
                    slugName: hotel.slugName,
                    g: String(hotel.id),
                  })}
                >
                  <FormattedMessage id="checkout.fail.searchAgain" />
                </Link>
              ) : (
                <Link
                  className="hs-checkout__button hs-checkout__button--primary"
                  to={href('homepage', locale)}
                >
                  <FormattedMessage id={`checkout.${key === 'fail' ? 'success' : key}.home`} />
                </Link>
              )}
            </p>
          )}
        </div>
        <BookingSummary showReference />
      </div>
    </section>
  );
}
