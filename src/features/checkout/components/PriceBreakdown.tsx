import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../store/hooks';
import type { PriceLine } from '../model/chargedAmount';
import { selectPriceBreakdown } from '../model/chargedSelectors';
import { useChargedMoney } from './useChargedMoney';

const lineIds: Record<PriceLine['kind'], string> = {
  travel: 'checkout.price.travel',
  extras: 'checkout.price.extras',
  paymentFee: 'checkout.price.paymentFee',
  coupon: 'checkout.price.coupon',
  cardDiscount: 'checkout.price.cardDiscount',
  memberDiscount: 'checkout.price.memberDiscount',
  miles: 'checkout.price.miles',
};

/**
 * The price line by line and the total to be charged, in the currency the payment takes
 * (docs/rules/checkout-prices.md).
 */
export function PriceBreakdown() {
  const breakdown = useAppSelector(selectPriceBreakdown);
  const money = useChargedMoney();
  const intl = useIntl();
  const id = useId();
  if (!breakdown) return null;
  const { currency } = breakdown.charged;
  return (
    <section aria-labelledby="hs-checkout-price">
      <h3 id="hs-checkout-price">
        <FormattedMessage id="checkout.price.heading" />
      </h3>
      <ul aria-label={intl.formatMessage({ id: 'checkout.price.perPersonLabel' })}>
        {breakdown.perPerson.map(({ kind, count, amount }) => (
          <li key={kind}>
            <FormattedMessage
              id={`checkout.price.perPerson.${kind}`}
              values={{ count, price: money(amount, currency) }}
            />
          </li>
        ))}
      </ul>
      <dl>
        {breakdown.lines.map(({ kind, amount, percent }) => (
          <div key={kind}>
            <dt id={`${id}-${kind}`}>
              <FormattedMessage id={lineIds[kind]} values={{ percent }} />
            </dt>
            <dd aria-labelledby={`${id}-${kind}`}>
              {amount < 0 ? `−${money(-amount, currency)}` : money(amount, currency)}
            </dd>
          </div>
        ))}
        <div>
          <dt id={`${id}-charged`}>
            <FormattedMessage id="checkout.price.charged" values={{ currency }} />
          </dt>
          <dd aria-labelledby={`${id}-charged`}>
            <strong>{money(breakdown.charged.value, currency)}</strong>
          </dd>
        </div>
      </dl>
    </section>
  );
}
