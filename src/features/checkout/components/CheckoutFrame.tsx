import type { ReactNode } from 'react';
import { usePageNavigate } from '../../../ui/routeLeaving';
import type { RouteName } from '../../../config/routeTable';
import { BookingSummary } from './BookingSummary';
import { CheckoutErrors } from './CheckoutErrors';
import { CheckoutNavigator } from './CheckoutNavigator';
import { CheckoutSteps } from './CheckoutSteps';
import './checkout.css';
import { OfferChangeModal } from './OfferChangeModal';
import { PendingBookingModal } from './PendingBookingModal';
import { useBookedHotelHref } from './useBookedHotelHref';

export interface CheckoutFrameProps {
  route: RouteName;
  heading: ReactNode;
  retry: () => void;
  /** Error contexts shown in the step's alert; the step's fields show the rest. */
  errorContexts?: string[];
  /**
   * Whether the step's own content is there. The summary waits for it: on phones it stands below
   * the step, and a step growing under a summary already shown would push it down the screen.
   */
  contentReady?: boolean;
  children: ReactNode;
}

/** Steps, errors, the pending-booking and offer-change modals and the summary around a step. */
export function CheckoutFrame({
  route,
  heading,
  retry,
  errorContexts,
  contentReady = true,
  children,
}: CheckoutFrameProps) {
  const navigate = usePageNavigate();
  const hotelHref = useBookedHotelHref();
  // Rejecting a new price leads back to the hotel, to choose again (docs/rules/checkout-prices.md).
  const backToHotel = () => {
    if (hotelHref) navigate(hotelHref);
  };
  return (
    <section className="hs-page hs-checkout" aria-labelledby="hs-page-heading">
      <CheckoutSteps current={route} />
      <h1 id="hs-page-heading">{heading}</h1>
      <div className="hs-checkout__layout">
        <div className="hs-checkout__main">
          {/* Coupon refusals show at the coupon field. */}
          <CheckoutErrors contexts={errorContexts} exclude={['coupon']} />
          {children}
        </div>
        {contentReady && <BookingSummary />}
      </div>
      <PendingBookingModal onRetry={retry} />
      <OfferChangeModal onReject={backToHotel} />
      <CheckoutNavigator />
    </section>
  );
}
