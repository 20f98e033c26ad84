/**
 * Markets, their languages and currencies
 * (docs/rules/shell-and-routes.md, "Locales and markets").
 */
export const markets = ['de', 'at', 'ch', 'gb', 'ie', 'it', 'es'] as const;
export type MarketCode = (typeof markets)[number];

export const locales = [
  'de-de',
  'de-at',
  'de-ch',
  'en-de',
  'en-gb',
  'en-ie',
  'it-it',
  'es-es',
  'en-ch',
  'fr-ch',
] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de-de';

/** Catalogue languages, each complete (docs/rules/languages.md). */
export type Language = 'de' | 'en' | 'it' | 'es' | 'fr';

export type CurrencyCode = 'EUR' | 'CHF' | 'GBP' | 'SEK' | 'DKK';

interface LocaleInfo {
  market: MarketCode;
  language: Language;
  /** BCP 47 tag for Intl and react-intl. */
  intl: string;
  /** moment has no en-de or en-ch locale: those map to British English. */
  moment: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  'de-de': { market: 'de', language: 'de', intl: 'de-DE', moment: 'de' },
  'de-at': { market: 'at', language: 'de', intl: 'de-AT', moment: 'de-at' },
  'de-ch': { market: 'ch', language: 'de', intl: 'de-CH', moment: 'de-ch' },
  'en-de': { market: 'de', language: 'en', intl: 'en-DE', moment: 'en-gb' },
  'en-gb': { market: 'gb', language: 'en', intl: 'en-GB', moment: 'en-gb' },
  'en-ie': { market: 'ie', language: 'en', intl: 'en-IE', moment: 'en-ie' },
  'it-it': { market: 'it', language: 'it', intl: 'it-IT', moment: 'it' },
  'es-es': { market: 'es', language: 'es', intl: 'es-ES', moment: 'es' },
  'en-ch': { market: 'ch', language: 'en', intl: 'en-CH', moment: 'en-gb' },
  'fr-ch': { market: 'ch', language: 'fr', intl: 'fr-CH', moment: 'fr-ch' },
};

export const marketCurrency: Record<MarketCode, CurrencyCode> = {
  de: 'EUR',
  at: 'EUR',
  ch: 'CHF',
  gb: 'GBP',
  ie: 'EUR',
  it: 'EUR',
  es: 'EUR',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localesOfMarket(market: MarketCode): Locale[] {
  return locales.filter((locale) => localeInfo[locale].market === market);
}

/** The country badge in the footer exists only for the United Kingdom and Ireland markets. */
export function hasCountryBadge(market: MarketCode): boolean {
  return market === 'gb' || market === 'ie';
}
