import { useCallback } from 'react';
import { useHostConfig } from '../../app/HostConfigContext';
import { localeInfo, marketCurrency } from '../../config/locales';
import { convert, formatMoney } from '../../lib/money';
import { useAppSelector } from '../../store/hooks';
import { selectLayout, selectRoute } from './shellSlice';

/**
 * Formats an amount of the hub currency (EUR) in the visitor's market currency, converted through
 * the host's rates (spec 1 §3 Currency info, §9); without rates yet it shows the hub currency.
 */
export function useMoney(): (
  amount: number,
  hubCurrency?: string,
  fractionDigits?: number,
) => string {
  const config = useHostConfig();
  const locale = useAppSelector(selectRoute).locale ?? config.locale;
  const rates = useAppSelector(selectLayout)?.currencyInfo;
  const { intl, market } = localeInfo[locale];
  const wanted = marketCurrency[market];
  return useCallback(
    (amount, hubCurrency = 'EUR', fractionDigits) => {
      const canConvert =
        rates && (wanted === hubCurrency || wanted in rates.rates || wanted === rates.baseCurrency);
      const currency = canConvert ? wanted : (hubCurrency as typeof wanted);
      const value = canConvert ? convert(amount, hubCurrency, wanted, rates) : amount;
      return formatMoney(value, { currency, intlLocale: intl, fractionDigits });
    },
    [rates, wanted, intl],
  );
}
