import type { CurrencyInfo, LayoutResponse, Market } from '../../../src/api/types';
import { demoRates, nameIn } from '../language';
import type { Catalogue, Language } from '../model';
import { destinationLink, pick } from './helpers';
import { landingSlugs } from './slugs';
import { brandBasePath, type BrandId } from './homepage';

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
    rates: { ...demoRates },
    contexts: Object.fromEntries(
      markets.flatMap((m) => m.languages.map((locale) => [locale, m.displayCurrency])),
    ),
    dateTime: `${catalogue.today}T06:00:00Z`,
  };
}

/**
 * The layout of a brand in a language. Its links are the brand's own: the footer text's privacy
 * link is written as a host's CMS writes it, a plain address under the brand's base path.
 */
export function layout(
  catalogue: Catalogue,
  language: Language,
  locale: string,
  brand: BrandId = 'sunwave',
): LayoutResponse {
  const privacy = `${brandBasePath[brand]}/${locale}/privacy`;
  /** Links to the SEO pages of these destinations, in the page's language. */
  const linksTo = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const node = catalogue.destinations.get(id);
      return node
        ? [
            {
              label: nameIn(node, language),
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
          title: pick(language, {
            de: 'Reiseziele',
            en: 'Destinations',
            it: 'Destinazioni',
            es: 'Destinos',
            fr: 'Destinations',
          }),
          links: countryLinks,
          sections: [
            {
              title: pick(language, {
                de: 'Beliebt',
                en: 'Popular',
                it: 'Le più amate',
                es: 'Más populares',
                fr: 'Les plus prisées',
              }),
              links: linksTo(['es-mallorca', 'gr-crete', 'tr-turkish-riviera']),
            },
          ],
        },
        {
          title: pick(language, {
            de: 'Spanien',
            en: 'Spain',
            it: 'Spagna',
            es: 'España',
            fr: 'Espagne',
          }),
          links: regionLinks('es'),
        },
        {
          title: pick(language, {
            de: 'Griechenland',
            en: 'Greece',
            it: 'Grecia',
            es: 'Grecia',
            fr: 'Grèce',
          }),
          links: regionLinks('gr'),
        },
        {
          // More than 10 links: the shop's navigation tab shows them in columns of 10.
          title: pick(language, {
            de: 'Regionen A–Z',
            en: 'Regions A–Z',
            it: 'Regioni dalla A alla Z',
            es: 'Regiones de la A a la Z',
            fr: 'Régions de A à Z',
          }),
          links: catalogue.countryIds
            .flatMap((id) => regionLinks(id))
            .sort((a, b) => a.label.localeCompare(b.label, language)),
        },
        {
          title: pick(language, {
            de: 'Urlaubsarten',
            en: 'Holiday types',
            it: 'Tipi di vacanza',
            es: 'Tipos de viaje',
            fr: 'Types de vacances',
          }),
          links: [
            {
              label: pick(language, {
                de: 'Sommerurlaub',
                en: 'Summer holidays',
                it: 'Vacanze estive',
                es: 'Vacaciones de verano',
                fr: 'Vacances d’été',
              }),
              url: `/${locale}/${landingSlugs.summer[language]}`,
            },
            {
              label: pick(language, {
                de: 'Familienurlaub',
                en: 'Family holidays',
                it: 'Vacanze in famiglia',
                es: 'Vacaciones en familia',
                fr: 'Vacances en famille',
              }),
              url: `/${locale}/${landingSlugs.family[language]}`,
            },
            {
              label: pick(language, {
                de: 'Alle Reiseziele',
                en: 'All destinations',
                it: 'Tutte le destinazioni',
                es: 'Todos los destinos',
                fr: 'Toutes les destinations',
              }),
              url: `/${locale}/gallery/AllDestinations`,
            },
          ],
        },
      ],
      links: [
        {
          label: pick(language, {
            de: 'Last Minute',
            en: 'Last minute',
            it: 'Ultimo minuto',
            es: 'Última hora',
            fr: 'Dernière minute',
          }),
          url: `/${locale}/gallery/AllDestinations`,
        },
        {
          label: pick(language, {
            de: 'Gutscheine',
            en: 'Gift vouchers',
            it: 'Buoni regalo',
            es: 'Tarjetas regalo',
            fr: 'Bons cadeaux',
          }),
          url: `/${locale}/voucher/checkout`,
        },
      ],
    },
    footer: {
      columns: [
        {
          title: pick(language, {
            de: 'Service',
            en: 'Service',
            it: 'Assistenza clienti',
            es: 'Atención al cliente',
            fr: 'Service clients',
          }),
          links: [
            {
              label: pick(language, {
                de: 'Kontakt',
                en: 'Contact',
                it: 'Contatti',
                es: 'Contacto',
                fr: 'Contact',
              }),
              url: `/${locale}/contact`,
            },
            {
              label: pick(language, {
                de: 'Newsletter',
                en: 'Newsletter',
                it: 'Newsletter',
                es: 'Boletín de noticias',
                fr: 'Newsletter',
              }),
              url: `/${locale}/newsletter`,
            },
            {
              label: pick(language, {
                de: 'Gutscheine',
                en: 'Gift vouchers',
                it: 'Buoni regalo',
                es: 'Tarjetas regalo',
                fr: 'Bons cadeaux',
              }),
              url: `/${locale}/voucher/checkout`,
            },
          ],
        },
        {
          title: pick(language, {
            de: 'Reiseziele',
            en: 'Destinations',
            it: 'Destinazioni',
            es: 'Destinos',
            fr: 'Destinations',
          }),
          links: countryLinks.slice(0, 6),
        },
        {
          title: pick(language, {
            de: 'Rechtliches',
            en: 'Legal',
            it: 'Note legali',
            es: 'Información legal',
            fr: 'Informations légales',
          }),
          links: [
            {
              label: pick(language, {
                de: 'Impressum',
                en: 'Imprint',
                it: 'Informazioni societarie',
                es: 'Aviso legal',
                fr: 'Mentions légales',
              }),
              url: `/${locale}/imprint`,
            },
            {
              label: pick(language, {
                de: 'Datenschutz',
                en: 'Privacy',
                it: 'Protezione dei dati',
                es: 'Privacidad',
                fr: 'Protection des données',
              }),
              url: `/${locale}/privacy`,
            },
            {
              label: pick(language, {
                de: 'AGB',
                en: 'Terms',
                it: 'Condizioni generali',
                es: 'Condiciones generales',
                fr: 'Conditions générales',
              }),
              url: `/${locale}/terms`,
            },
          ],
        },
      ],
      html: pick(language, {
        de: `<p>© Demo-Reiseportal. Alle Preise pro Person inklusive Steuern. <a href="${privacy}">Datenschutz</a></p>`,
        en: `<p>© Demo holiday shop. All prices per person including taxes. <a href="${privacy}">Privacy</a></p>`,
        it: `<p>© Portale viaggi demo. Tutti i prezzi si intendono a persona, tasse incluse. <a href="${privacy}">Protezione dei dati</a></p>`,
        es: `<p>© Tienda de viajes demo. Todos los precios son por persona e incluyen impuestos. <a href="${privacy}">Privacidad</a></p>`,
        fr: `<p>© Portail de voyages démo. Tous les prix s’entendent par personne, taxes comprises. <a href="${privacy}">Protection des données</a></p>`,
      }),
    },
    markets,
    currencyInfo: currencyInfo(catalogue),
  };
}
