import { useEffect, useRef, type RefObject } from 'react';
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
  /** Pay now itself, for the 3-D Secure challenge to return the focus to. */
  payRef?: RefObject<HTMLButtonElement>;
}

/** Pay now, Cancel and Back (docs/rules/checkout.md, "What the payment step shows"). */
export function PaymentButtons({
  submitting,
  onCancel,
  onBack,
  form,
  charged,
  payRef,
}: PaymentButtonsProps) {
  const ownRef = useRef<HTMLButtonElement>(null);
  const payButton = payRef ?? ownRef;
  const wasSubmitting = useRef(submitting);
  useEffect(() => {
    const ended = wasSubmitting.current && !submitting;
    wasSubmitting.current = submitting;
    if (!ended) return;
    // The disabled Pay now lost the focus, and a closed 3-D Secure challenge took it along: the
    // keyboard goes on from Pay now, not from the page's start (docs/rules/payment-attempts.md).
    // A focus the visitor or an error message has placed meanwhile stays where it is.
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === payButton.current)
      payButton.current?.focus();
  }, [submitting, payButton]);
  return (
    <div className="hs-payment__buttons">
      {charged && (
        <p className="hs-payment__charged">
          <FormattedMessage id="checkout.payment.button.charged" values={{ amount: charged }} />
        </p>
      )}
      <button
        ref={payButton}
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
