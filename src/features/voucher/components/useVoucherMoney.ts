import { useCallback } from 'react';
import { localeInfo } from '../../../config/locales';
import type { CurrencyCode } from '../../../config/locales';
import { formatMoney } from '../../../lib/money';
import { useShopLocale } from '../../shell';

/**
 * A voucher amount in the cart's own currency, written the visitor's way: vouchers are sold and
 * charged in that currency, so it is never converted.
 */
export function useVoucherMoney() {
  const locale = useShopLocale();
  const { intl } = localeInfo[locale];
  return useCallback(
    (amount: number, currency: string) =>
      formatMoney(amount, {
        currency: currency as CurrencyCode,
        intlLocale: intl,
        fractionDigits: 2,
      }),
    [intl],
  );
}
