import { FormattedMessage } from 'react-intl';
import './payment.css';

export interface PaymentButtonsProps {
  /** A payment is on its way: Pay now waits, so one payment runs at a time. */
  submitting: boolean;
  onCancel: () => void;
  onBack: () => void;
  /** The form Pay now submits, when the buttons sit outside it. */
  form?: string;
  /** The amount Pay now charges, formatted in its currency (model/chargedAmount). */
  charged?: string;
}

/** Pay now, Cancel and Back (spec 2 §2 Payment step). */
export function PaymentButtons({
  submitting,
  onCancel,
  onBack,
  form,
  charged,
}: PaymentButtonsProps) {
  return (
    <div className="hs-payment__buttons">
      {charged && (
        <p className="hs-payment__charged">
          <FormattedMessage id="checkout.payment.button.charged" values={{ amount: charged }} />
        </p>
      )}
      <button
        type="submit"
        form={form}
        className="hs-payment__button hs-payment__button--primary"
        disabled={submitting}
      >
        <FormattedMessage id="checkout.payment.button.pay" />
      </button>
      <button type="button" className="hs-payment__button" onClick={onCancel}>
        <FormattedMessage id="checkout.payment.button.cancel" />
      </button>
      <button type="button" className="hs-payment__button" onClick={onBack}>
        <FormattedMessage id="checkout.payment.button.back" />
      </button>
      <p role="status" className="hs-payment__hint">
        {submitting && <FormattedMessage id="checkout.payment.button.paying" />}
      </p>
    </div>
  );
}
