import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentLogosModule as PaymentLogosData } from '../../../api/types';

/** Spec 1 §2.4: the payment options the shop takes, as a labelled list. */
export function PaymentLogosModule({ module }: { module: PaymentLogosData }) {
  const intl = useIntl();
  const headingId = useId();
  const title = module.headline || intl.formatMessage({ id: 'cms.payment.label' });
  return (
    <section className="hs-payment-logos" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {module.logos.map((logo) => (
          <li key={logo}>{intl.formatMessage({ id: `cms.payment.${logo}` })}</li>
        ))}
      </ul>
    </section>
  );
}
