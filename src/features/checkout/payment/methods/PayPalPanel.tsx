import { FormattedMessage } from 'react-intl';

export interface PayPalPanelProps {
  /** PayPal has already approved this payment (the package holds its token). */
  approved?: boolean;
}

/**
 * Explains that paying goes through PayPal's approval page and back (docs/rules/checkout.md,
 * "PayPal").
 */
export function PayPalPanel({ approved = false }: PayPalPanelProps) {
  return (
    <p className="hs-payment__paypal">
      <FormattedMessage
        id={approved ? 'checkout.payment.paypal.approved' : 'checkout.payment.paypal.redirect'}
      />
    </p>
  );
}
