import type { Market } from '../../api/types';
import { isLocale, localeInfo, locales, marketCurrency, type Locale } from '../../config/locales';

export interface MarketEntry {
  country: Market['country'];
  locale: Locale;
  language: string;
  /** A market living on another site is a plain link there. */
  href?: string;
  target?: string;
  rel?: string;
}

/**
 * A market with several languages is split into one entry per language
 * (docs/rules/shell-and-routes.md, "Locales and markets").
 */
export function marketEntries(markets: readonly Market[]): MarketEntry[] {
  return markets.flatMap((market) =>
    market.languages.filter(isLocale).map((locale) => ({
      country: market.country,
      locale,
      language: localeInfo[locale].language,
      href: market.href,
      target: market.target,
      rel: market.rel,
    })),
  );
}

/** The markets the shop knows without the host's list: one entry per locale. */
export function defaultMarkets(): Market[] {
  const byCountry = new Map<Market['country'], Locale[]>();
  for (const locale of locales) {
    const country = localeInfo[locale].market;
    byCountry.set(country, [...(byCountry.get(country) ?? []), locale]);
  }
  return [...byCountry].map(([country, languages]) => ({
    country,
    languages,
    currencies: [{ code: marketCurrency[country], symbol: marketCurrency[country] }],
    displayCurrency: marketCurrency[country],
  }));
}
