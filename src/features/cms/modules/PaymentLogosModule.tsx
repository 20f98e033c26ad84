import { useIntl } from 'react-intl';
import type { PaymentLogosModule as PaymentLogosData } from '../../../api/types';
import { PaymentBadges } from '../../../ui/PaymentBadges';

/**
 * The payment options the shop takes, as a labelled list of names (docs/rules/cms-modules.md,
 * "Payment logos").
 */
export function PaymentLogosModule({ module }: { module: PaymentLogosData }) {
  const intl = useIntl();
  return (
    <PaymentBadges
      title={module.headline || intl.formatMessage({ id: 'cms.payment.label' })}
      names={module.logos.map((logo) => intl.formatMessage({ id: `cms.payment.${logo}` }))}
    />
  );
}
