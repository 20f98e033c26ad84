import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { selectRouteLocale } from '../../shell';
import { selectCheckout } from '../checkoutSlice';
import { BookingSummary } from '../components/BookingSummary';
import { CheckoutEntryNotice, ExpiredCheckout } from '../components/CheckoutEntryNotice';
import { CheckoutNavigator } from '../components/CheckoutNavigator';
import '../components/checkout.css';
import { useBookedHotelHref } from '../components/useBookedHotelHref';
import { useCheckoutEntry, type CheckoutEntryView } from '../components/useCheckoutEntry';
import { useChargedMoney } from '../components/useChargedMoney';
import { selectChargedAmount } from '../model/chargedSelectors';
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
 * The end pages (docs/rules/checkout.md, "What the outcome pages say"): what was booked with its
 * reference, what it means, and what to do next. A page shows its outcome only when the server
 * reports that outcome for the checkout; any other status leads to its own page
 * (docs/rules/checkout-outcomes.md).
 */
export function OutcomePage({ outcome }: { outcome: CheckoutOutcome }) {
  const { checkoutId, retry, view } = useCheckoutEntry(outcomeRoutes[outcome]);
  const shown = view === 'show';

  useEffect(() => {
    // The booking is over, so the entered traveller data and payment secrets are forgotten; only
    // once the server confirmed it, never for an address typed for an unpaid cart.
    if (!shown || outcome === 'fail' || !checkoutId) return;
    clearTravellerDraft(checkoutId);
    paymentVault.clear();
  }, [shown, outcome, checkoutId]);

  return (
    <section className="hs-page hs-checkout" aria-labelledby="hs-page-heading">
      <div className="hs-checkout__layout">
        <div className="hs-checkout__outcome">
          {shown ? (
            <OutcomeText outcome={outcome} />
          ) : (
            <OutcomeUnconfirmed view={view} onRetry={retry} />
          )}
        </div>
        {shown && <BookingSummary showReference />}
      </div>
      <CheckoutNavigator />
    </section>
  );
}

/** While the server's word is awaited, or when it cannot be had. */
function OutcomeUnconfirmed({ view, onRetry }: { view: CheckoutEntryView; onRetry: () => void }) {
  const { errors } = useAppSelector(selectCheckout);
  const expired =
    view === 'unknown' ||
    Object.values(errors).some((list) => list.some((error) => error.id === 'noBookingError'));
  if (view !== 'failed' && view !== 'unknown') {
    return (
      <>
        <h1 id="hs-page-heading">
          <FormattedMessage id="checkout.pending.title" />
        </h1>
        <CheckoutEntryNotice view={view} />
      </>
    );
  }
  return (
    <>
      <h1 id="hs-page-heading">
        <FormattedMessage id="checkout.error.heading" />
      </h1>
      {expired ? (
        <ExpiredCheckout />
      ) : (
        <div role="alert">
          <p>
            <FormattedMessage id="checkout.pending.failed" />
          </p>
          <p className="hs-checkout__actions">
            <button type="button" className="hs-checkout__button" onClick={onRetry}>
              <FormattedMessage id="checkout.pending.retry" />
            </button>
          </p>
        </div>
      )}
    </>
  );
}

function OutcomeText({ outcome }: { outcome: CheckoutOutcome }) {
  const { cart } = useAppSelector(selectCheckout);
  const locale = useAppSelector(selectRouteLocale);
  const key = keyOf[outcome];
  const email = cart?.checkout.package.customer?.contact.email;
  const hotelHref = useBookedHotelHref();
  // The one charged amount (model/chargedAmount), as the payment step named it before 'Pay now'.
  const chargedMoney = useAppSelector(selectChargedAmount);
  const money = useChargedMoney();
  const charged =
    outcome === 'success' && chargedMoney ? money(chargedMoney.value, chargedMoney.currency) : null;
  return (
    <>
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
      {charged && (
        <p>
          <FormattedMessage id="checkout.success.charged" values={{ amount: charged }} />
        </p>
      )}
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
          {outcome === 'fail' && hotelHref ? (
            <Link className="hs-checkout__button hs-checkout__button--primary" to={hotelHref}>
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
    </>
  );
}
