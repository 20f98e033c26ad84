import type { CurrencyCode } from '../../../config/locales';
import { formatMoney } from '../../../lib/money';

/**
 * The amount a checkout charged, in the currency it was charged in: never converted into the
 * market's currency, always with two decimals (docs/rules/checkout-outcomes.md). Null when the
 * server's amount cannot be shown truthfully (no number, no ISO currency code).
 */
export function formatCharged(
  amount: { value: number; currency: string } | undefined,
  intlLocale: string,
): string | null {
  if (!amount || !Number.isFinite(amount.value) || !/^[A-Z]{3}$/.test(amount.currency)) return null;
  return formatMoney(amount.value, {
    // Any ISO code the server names is shown as it is, not only the shop's market currencies.
    currency: amount.currency as CurrencyCode,
    intlLocale,
    fractionDigits: 2,
  });
}
