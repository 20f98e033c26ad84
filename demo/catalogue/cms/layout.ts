import type { CurrencyInfo, LayoutResponse, Market } from '../../../src/api/types';
import { destinationLink } from './helpers';
import type { Catalogue, Language } from '../model';
import { pick } from './helpers';

/** The markets the shop sells in, with their locales and currencies. */
export const markets: Market[] = [
  {
    country: 'de',
    languages: ['de-de', 'en-de'],
    currencies: [{ code: 'EUR', symbol: '€' }],
    displayCurrency: 'EUR',
  },
  {
    country: 'at',
    languages: ['de-at'],
    currencies: [{ code: 'EUR', symbol: '€' }],
    displayCurrency: 'EUR',
  },
  {
    country: 'ch',
    languages: ['de-ch', 'en-ch', 'fr-ch'],
    currencies: [
      { code: 'CHF', symbol: 'CHF' },
      { code: 'EUR', symbol: '€' },
    ],
    displayCurrency: 'CHF',
  },
  {
    country: 'gb',
    languages: ['en-gb'],
    currencies: [{ code: 'GBP', symbol: '£' }],
    displayCurrency: 'GBP',
  },
  {
    country: 'ie',
    languages: ['en-ie'],
    currencies: [{ code: 'EUR', symbol: '€' }],
    displayCurrency: 'EUR',
  },
  {
    country: 'it',
    languages: ['it-it'],
    currencies: [{ code: 'EUR', symbol: '€' }],
    displayCurrency: 'EUR',
  },
  {
    country: 'es',
    languages: ['es-es'],
    currencies: [{ code: 'EUR', symbol: '€' }],
    displayCurrency: 'EUR',
  },
];

/** Fixed demo rates (units per euro), dated with the catalogue's today. */
export function currencyInfo(catalogue: Catalogue): CurrencyInfo {
  return {
    baseCurrency: 'EUR',
    rates: { EUR: 1, CHF: 0.94, GBP: 0.85, SEK: 11.2, DKK: 7.46 },
    contexts: Object.fromEntries(
      markets.flatMap((m) => m.languages.map((locale) => [locale, m.displayCurrency])),
    ),
    dateTime: `${catalogue.today}T06:00:00Z`,
  };
}

export function layout(catalogue: Catalogue, language: Language, locale: string): LayoutResponse {
  /** Links to the SEO pages of these destinations, in the page's language. */
  const linksTo = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const node = catalogue.destinations.get(id);
      return node
        ? [
            {
              label: language === 'de' ? node.nameDe : node.name,
              url: destinationLink(catalogue, id, language),
            },
          ]
        : [];
    });
  const regionLinks = (countryId: string) =>
    linksTo(catalogue.destinations.get(countryId)?.childIds ?? []);
  const countryLinks = linksTo(catalogue.countryIds);
  return {
    navigation: {
      tabs: [
        {
          title: pick(language, 'Reiseziele', 'Destinations'),
          links: countryLinks,
          sections: [
            {
              title: pick(language, 'Beliebt', 'Popular'),
              links: linksTo(['es-mallorca', 'gr-crete', 'tr-turkish-riviera']),
            },
          ],
        },
        { title: pick(language, 'Spanien', 'Spain'), links: regionLinks('es') },
        { title: pick(language, 'Griechenland', 'Greece'), links: regionLinks('gr') },
        {
          // More than 10 links: the shop's navigation tab shows them in columns of 10.
          title: pick(language, 'Regionen A–Z', 'Regions A–Z'),
          links: catalogue.countryIds
            .flatMap((id) => regionLinks(id))
            .sort((a, b) => a.label.localeCompare(b.label, language)),
        },
        {
          title: pick(language, 'Urlaubsarten', 'Holiday types'),
          links: [
            {
              label: pick(language, 'Sommerurlaub', 'Summer holidays'),
              url: `/${locale}/${pick(language, 'sommer', 'summer')}`,
            },
            {
              label: pick(language, 'Familienurlaub', 'Family holidays'),
              url: `/${locale}/${pick(language, 'familienurlaub', 'family-holidays')}`,
            },
            {
              label: pick(language, 'Alle Reiseziele', 'All destinations'),
              url: `/${locale}/gallery/AllDestinations`,
            },
          ],
        },
      ],
      links: [
        {
          label: pick(language, 'Last Minute', 'Last minute'),
          url: `/${locale}/gallery/AllDestinations`,
        },
        {
          label: pick(language, 'Gutscheine', 'Gift vouchers'),
          url: `/${locale}/voucher/checkout`,
        },
      ],
    },
    footer: {
      columns: [
        {
          title: pick(language, 'Service', 'Service'),
          links: [
            { label: pick(language, 'Kontakt', 'Contact'), url: `/${locale}/contact` },
            { label: 'Newsletter', url: `/${locale}/newsletter` },
            {
              label: pick(language, 'Gutscheine', 'Gift vouchers'),
              url: `/${locale}/voucher/checkout`,
            },
          ],
        },
        {
          title: pick(language, 'Reiseziele', 'Destinations'),
          links: countryLinks.slice(0, 6),
        },
        {
          title: pick(language, 'Rechtliches', 'Legal'),
          links: [
            { label: pick(language, 'Impressum', 'Imprint'), url: `/${locale}/imprint` },
            { label: pick(language, 'Datenschutz', 'Privacy'), url: `/${locale}/privacy` },
            { label: pick(language, 'AGB', 'Terms'), url: `/${locale}/terms` },
          ],
        },
      ],
      html: pick(
        language,
        '<p>© Demo-Reiseportal. Alle Preise pro Person in Euro inklusive Steuern. <a href="/de-de/privacy">Datenschutz</a></p>',
        '<p>© Demo holiday shop. All prices per person including taxes. <a href="/en-gb/privacy">Privacy</a></p>',
      ),
    },
    markets,
    currencyInfo: currencyInfo(catalogue),
  };
}
