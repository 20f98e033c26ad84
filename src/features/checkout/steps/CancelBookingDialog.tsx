import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageNavigate } from '../../../ui/routeLeaving';
import { href } from '../../../config/routes';
import { useAppSelector } from '../../../store/hooks';
import { Modal } from '../../../ui';
import { selectRouteLocale } from '../../shell';
import { selectCheckout } from '../checkoutSlice';
import { useBookedHotelHref } from '../components/useBookedHotelHref';
import { clearTravellerDraft } from '../travellers/travellerDraft';

/**
 * 'Cancel' on the payment step asks before anything is left behind; leaving goes to the hotel of
 * the booked offer, the homepage only when the cart names no hotel
 * (docs/rules/payment-options.md). Staying is the first choice and Escape means staying.
 */
export function CancelBookingDialog({ open, onStay }: { open: boolean; onStay: () => void }) {
  const locale = useAppSelector(selectRouteLocale);
  const { checkoutId } = useAppSelector(selectCheckout);
  const hotelHref = useBookedHotelHref();
  const navigate = usePageNavigate();
  const stayRef = useRef<HTMLButtonElement>(null);

  const leave = () => {
    if (!locale) return;
    // A cancelled booking keeps none of the travellers' personal data (docs/rules/travellers.md).
    if (checkoutId) clearTravellerDraft(checkoutId);
    onStay();
    navigate(hotelHref ?? href('homepage', locale));
  };

  return (
    <Modal
      open={open}
      size="small"
      title={<FormattedMessage id="checkout.payment.cancelDialog.title" />}
      onClose={onStay}
      initialFocusRef={stayRef}
      footer={
        <div className="hs-checkout__actions">
          <button type="button" className="hs-checkout__button" onClick={leave}>
            <FormattedMessage id="checkout.payment.cancelDialog.leave" />
          </button>
          <button
            ref={stayRef}
            type="button"
            className="hs-checkout__button hs-checkout__button--primary"
            onClick={onStay}
          >
            <FormattedMessage id="checkout.payment.cancelDialog.stay" />
          </button>
        </div>
      }
    >
      <p>
        <FormattedMessage id="checkout.payment.cancelDialog.text" />
      </p>
    </Modal>
  );
}
