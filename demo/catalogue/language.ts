import {
  isLocale,
  localeInfo,
  marketCurrency,
  markets,
  type CurrencyCode,
  type MarketCode,
} from '../../src/config/locales';
import { convert, formatMoney } from '../../src/lib/money';
import type { Language, LocalLanguage, Localised } from './model';

const localLanguages: readonly LocalLanguage[] = ['it', 'es', 'fr'];

export function isLocalLanguage(language: Language): language is LocalLanguage {
  return (localLanguages as readonly string[]).includes(language);
}

/**
 * The catalogue language of a locale: German, Italian, Spanish and French locales get their
 * language, every other locale English.
 */
export function languageOfLocale(locale: string | null | undefined): Language {
  const code = locale?.toLowerCase().slice(0, 2);
  if (code === 'de') return 'de';
  return code && (localLanguages as readonly string[]).includes(code)
    ? (code as LocalLanguage)
    : 'en';
}

/**
 * A place's or airport's name in a language: German and English have theirs; the other languages
 * take their local form where there is one, else the English, international name.
 */
export function nameIn(item: Localised, language: Language): string {
  if (language === 'de') return item.nameDe;
  if (language === 'en') return item.name;
  return item.names?.[language] ?? item.name;
}

/** An arrival airport's name: one name serves German and English, the others take local forms. */
export function airportNameIn(
  airport: { name: string; names?: Partial<Record<LocalLanguage, string>> },
  language: Language,
): string {
  return isLocalLanguage(language) ? (airport.names?.[language] ?? airport.name) : airport.name;
}

/** nameIn for a node that may be missing. */
export function nameOrEmpty(item: Localised | undefined, language: Language): string {
  return item ? nameIn(item, language) : '';
}

/**
 * The BCP 47 tag Intl formats a locale with (it-it → it-IT, fr-ch → fr-CH). A locale the shop
 * does not list is taken as language and region as written.
 */
export function intlTagOf(locale: string): string {
  const lower = locale.toLowerCase();
  if (isLocale(lower)) return localeInfo[lower].intl;
  const [language = 'de', region] = lower.split('-');
  return region ? `${language}-${region.toUpperCase()}` : language;
}

/**
 * The Intl tag of the one locale each added language sells in, for texts built where only the
 * language is known (a hotel description's numbers, a month name).
 */
export const tagOfLanguage: Record<LocalLanguage, string> = {
  it: 'it-IT',
  es: 'es-ES',
  fr: 'fr-CH',
};

const isMarket = (value: string): value is MarketCode =>
  (markets as readonly string[]).includes(value);

/** The currency prices show in for a locale: its market's (CHF in Switzerland), else EUR. */
export function currencyOf(locale: string): CurrencyCode {
  const lower = locale.toLowerCase();
  if (isLocale(lower)) return marketCurrency[localeInfo[lower].market];
  const region = lower.split('-')[1] ?? '';
  return isMarket(region) ? marketCurrency[region] : 'EUR';
}

/** Fixed demo rates (units per euro); the layout answer sends them to the shop too. */
export const demoRates: Record<CurrencyCode, number> = {
  EUR: 1,
  CHF: 0.94,
  GBP: 0.85,
  SEK: 11.2,
  DKK: 7.46,
};

/**
 * A euro amount as the shop shows it on the locale's pages: converted with the demo rates into
 * the market's currency, rounded up to whole units and formatted by Intl, so a text the host
 * words ("da 499 €", "dès 469 CHF") matches the prices beside it.
 */
export function formatPrice(amount: number, locale: string): string {
  const currency = currencyOf(locale);
  const value = convert(amount, 'EUR', currency, { baseCurrency: 'EUR', rates: demoRates });
  return formatMoney(value, { currency, intlLocale: intlTagOf(locale) });
}

const nightWords: Record<LocalLanguage, Record<'one' | 'other', string>> = {
  it: { one: 'notte', other: 'notti' },
  es: { one: 'noche', other: 'noches' },
  fr: { one: 'nuit', other: 'nuits' },
};

/** "7 notti", "1 nuit": the plural form comes from Intl's rules for the locale. */
export function nightsIn(nights: number, language: LocalLanguage, locale: string): string {
  const tag = intlTagOf(locale);
  const form = new Intl.PluralRules(tag).select(nights) === 'one' ? 'one' : 'other';
  return `${new Intl.NumberFormat(tag).format(nights)} ${nightWords[language][form]}`;
}
