import type { CurrencyCode } from '../config/locales';

/** Exchange rates relative to one base currency, as the host's layout sends them. */
export interface CurrencyInfo {
  baseCurrency: string;
  rates: Record<string, number>;
  contexts?: Record<string, string>;
  dateTime?: string;
}

export interface FormatOptions {
  currency: CurrencyCode;
  /** BCP 47 tag, e.g. 'de-DE'. */
  intlLocale: string;
  /** Without it, prices round up to whole units (docs/rules/shell-and-routes.md, "Money"). */
  fractionDigits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(options: FormatOptions, digits: number): Intl.NumberFormat {
  const key = `${options.intlLocale}|${options.currency}|${digits}`;
  let cached = formatters.get(key);
  if (!cached) {
    // SEK and DKK show their ISO code with grouping; the others their symbol.
    const byCode = options.currency === 'SEK' || options.currency === 'DKK';
    cached = new Intl.NumberFormat(options.intlLocale, {
      style: 'currency',
      currency: options.currency,
      currencyDisplay: byCode ? 'code' : 'symbol',
      useGrouping: true,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** Rounds up to whole units, or to `digits` decimals; guards float noise such as 10.000000001. */
export function roundUp(amount: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.ceil(Number((amount * factor).toFixed(6))) / factor;
}

export function formatMoney(amount: number, options: FormatOptions): string {
  const digits = options.fractionDigits ?? 0;
  const value = roundUp(amount, digits);
  const fmt = formatter(options, digits);
  if (options.currency === 'EUR' && options.intlLocale === 'de-DE' && digits > 0) {
    // In de-de the EUR decimal comma is replaced by a dot
    // (docs/rules/shell-and-routes.md, "Money").
    return fmt
      .formatToParts(value)
      .map((part) => (part.type === 'decimal' ? '.' : part.value))
      .join('');
  }
  return fmt.format(value);
}

/** Converts through the base currency: amount / rate(from) * rate(to). Unknown rates throw. */
export function convert(amount: number, from: string, to: string, info: CurrencyInfo): number {
  if (from === to) return amount;
  const rate = (code: string): number => {
    if (code === info.baseCurrency) return 1;
    const value = info.rates[code];
    if (value === undefined || !(value > 0)) throw new Error(`No exchange rate for ${code}`);
    return value;
  };
  return (amount / rate(from)) * rate(to);
}
