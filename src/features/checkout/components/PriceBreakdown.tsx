import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../store/hooks';
import type { PriceLine } from '../model/chargedAmount';
import { selectPriceBreakdown } from '../model/chargedSelectors';
import { useChargedMoney } from './useChargedMoney';
import { useMarketMoney } from '../../shell';

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
  const market = useMarketMoney();
  const intl = useIntl();
  const id = useId();
  if (!breakdown) return null;
  const { currency } = breakdown.charged;
  // Charged in another currency than the market's: the travel price and the total also say what
  // they are in the market's, converted as the list and the hotel page convert, so the shopper
  // recognises the price met there.
  const inMarket = (amount: number) =>
    market.currency === currency ? null : (
      <span className="hs-checkout__in-market">
        {' '}
        <FormattedMessage
          id="checkout.price.inMarketCurrency"
          values={{ price: market.format(market.toMarket(amount, currency)) }}
        />
      </span>
    );
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
              {kind === 'travel' && inMarket(amount)}
            </dd>
          </div>
        ))}
        <div>
          <dt id={`${id}-charged`}>
            <FormattedMessage id="checkout.price.charged" values={{ currency }} />
          </dt>
          <dd aria-labelledby={`${id}-charged`}>
            <strong>{money(breakdown.charged.value, currency)}</strong>
            {inMarket(breakdown.charged.value)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
