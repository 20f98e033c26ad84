import { useCallback, useMemo } from 'react';
import { localeInfo, marketCurrency, type CurrencyCode } from '../../config/locales';
import { convert, formatMoney, type CurrencyInfo } from '../../lib/money';
import { useAppSelector } from '../../store/hooks';
import { selectLayout } from './shellSlice';
import { useShopLocale } from './useShopLocale';

/** Amounts in the visitor's market currency, for figures computed from prices as they show. */
export interface MarketMoney {
  /** The currency prices show in: the market's, or the hub currency while no rates are known. */
  currency: CurrencyCode;
  /** A hub-currency amount in the shown currency, not rounded. */
  toMarket: (amount: number, hubCurrency?: string) => number;
  /** Formats an amount already in the shown currency (rounded up to whole units by default). */
  format: (amount: number, fractionDigits?: number) => string;
}

/** Whether the host's rates can take a hub-currency amount into the market's currency. */
function canConvert(
  rates: CurrencyInfo | undefined,
  wanted: CurrencyCode,
  hubCurrency: string,
): rates is CurrencyInfo {
  return (
    !!rates && (wanted === hubCurrency || wanted in rates.rates || wanted === rates.baseCurrency)
  );
}

/**
 * The visitor's market currency and the host's rates; without rates yet prices stay in the hub
 * currency. See docs/rules/prices.md.
 */
export function useMarketMoney(): MarketMoney {
  const locale = useShopLocale();
  const rates = useAppSelector(selectLayout)?.currencyInfo;
  const { intl, market } = localeInfo[locale];
  const wanted = marketCurrency[market];
  return useMemo(() => {
    const currency: CurrencyCode = canConvert(rates, wanted, 'EUR') ? wanted : 'EUR';
    return {
      currency,
      toMarket: (amount, hubCurrency = 'EUR') =>
        canConvert(rates, wanted, hubCurrency)
          ? convert(amount, hubCurrency, wanted, rates)
          : amount,
      format: (amount, fractionDigits) =>
        formatMoney(amount, { currency, intlLocale: intl, fractionDigits }),
    };
  }, [rates, wanted, intl]);
}

/**
 * Formats an amount of the hub currency (EUR) in the visitor's market currency, converted through
 * the host's rates (docs/rules/prices.md); without rates yet it shows the hub currency.
 */
export function useMoney(): (
  amount: number,
  hubCurrency?: string,
  fractionDigits?: number,
) => string {
  const locale = useShopLocale();
  const rates = useAppSelector(selectLayout)?.currencyInfo;
  const { intl, market } = localeInfo[locale];
  const wanted = marketCurrency[market];
  return useCallback(
    (amount, hubCurrency = 'EUR', fractionDigits) => {
      const converts = canConvert(rates, wanted, hubCurrency);
      const currency = converts ? wanted : (hubCurrency as typeof wanted);
      const value = converts ? convert(amount, hubCurrency, wanted, rates) : amount;
      return formatMoney(value, { currency, intlLocale: intl, fractionDigits });
    },
    [rates, wanted, intl],
  );
}
