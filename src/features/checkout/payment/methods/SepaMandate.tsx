import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The SEPA direct-debit mandate the payer gives by paying (docs/rules/payment-options.md): shown
 * with the account fields, before Pay now, naming the brand that collects the debit.
 */
export function SepaMandate({ payee }: { payee: string }) {
  const titleId = useId();
  return (
    <section className="hs-payment__mandate" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <FormattedMessage id="checkout.payment.sepa.mandateTitle" />
      </h3>
      <p>
        <FormattedMessage id="checkout.payment.sepa.mandate" values={{ payee }} />
      </p>
    </section>
  );
}
