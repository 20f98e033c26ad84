import { useCallback } from 'react';
import { localeInfo, type CurrencyCode } from '../../../config/locales';
import { formatMoney } from '../../../lib/money';
import { useShopLocale } from '../../shell';

/**
 * Formats an amount in the currency it is charged in, to the cent, never converted to the
 * market's currency: what the shopper reads is what the payment takes
 * (docs/rules/checkout-prices.md).
 */
export function useChargedMoney(): (amount: number, currency: string) => string {
  const locale = useShopLocale();
  const { intl } = localeInfo[locale];
  return useCallback(
    (amount, currency) =>
      formatMoney(amount, {
        currency: currency as CurrencyCode,
        intlLocale: intl,
        fractionDigits: 2,
      }),
    [intl],
  );
}
