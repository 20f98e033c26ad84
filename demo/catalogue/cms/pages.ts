import type { CmsPage, PageResponse } from '../../../src/api/types';
import type { Catalogue, Language } from '../model';
import { nodeBySeoPath } from '../seoPaths';
import {
  contactPage,
  faqPage,
  customerEditPage,
  membershipPage,
  newsletterPage,
  unsubscribePage,
} from './formPages';
import { pick } from './helpers';
import { homepage, type BrandId } from './homepage';
import { isLocalLanguage, languageOfLocale, nameIn } from '../language';
import { landingSlugs } from './slugs';
import { familyPage, summerPage } from './landing';
import { legalPage } from './legal';
import { shopPageModules } from './shopPages';
import { isLocale } from '../../../src/config/locales';

export function brandOf(value: string | null | undefined): BrandId {
  return value === 'alpina' ? 'alpina' : 'sunwave';
}

type PageBuilder = (
  catalogue: Catalogue,
  language: Language,
  locale: string,
  slug: string,
  brand: BrandId,
) => CmsPage;

interface ContentPage {
  title: Record<Language, string>;
  build: PageBuilder;
  /** The languages the slug answers in; without it, every language. */
  languages?: readonly Language[];
}

/** German and English answer under both their slugs, as they always have. */
const germanAndEnglish: readonly Language[] = ['de', 'en'];

const summerTitle: Record<Language, string> = {
  de: 'Sommerurlaub',
  en: 'Summer holidays',
  it: 'Vacanze estive',
  es: 'Vacaciones de verano',
  fr: 'Vacances d’été',
};
const familyTitle: Record<Language, string> = {
  de: 'Familienurlaub',
  en: 'Family holidays',
  it: 'Vacanze in famiglia',
  es: 'Vacaciones en familia',
  fr: 'Vacances en famille',
};
const summer: PageBuilder = (c, l, loc, s) => summerPage(c, l, loc, s);
const family: PageBuilder = (c, l, _loc, s) => familyPage(c, l, s);

/** Each added language reaches a landing page under its own word only. */
const localLandingPages = (['it', 'es', 'fr'] as const).flatMap((language) => [
  [landingSlugs.summer[language], { title: summerTitle, build: summer, languages: [language] }],
  [landingSlugs.family[language], { title: familyTitle, build: family, languages: [language] }],
]) satisfies [string, ContentPage][];

const contentPages: Record<string, ContentPage> = {
  sommer: { title: summerTitle, build: summer, languages: germanAndEnglish },
  summer: { title: summerTitle, build: summer, languages: germanAndEnglish },
  familienurlaub: { title: familyTitle, build: family, languages: germanAndEnglish },
  'family-holidays': { title: familyTitle, build: family, languages: germanAndEnglish },
  ...Object.fromEntries(localLandingPages),
  newsletter: {
    title: {
      de: 'Newsletter',
      en: 'Newsletter',
      it: 'Newsletter',
      es: 'Boletín de noticias',
      fr: 'Newsletter',
    },
    build: (_c, l, loc, s, b) => newsletterPage(l, loc, s, b),
  },
  'newsletter-unsubscribe': {
    title: {
      de: 'Newsletter abbestellen',
      en: 'Unsubscribe',
      it: 'Cancellazione dalla newsletter',
      es: 'Darse de baja',
      fr: 'Désabonnement',
    },
    build: (_c, l, loc, s) => unsubscribePage(l, loc, s),
  },
  'newsletter-profile': {
    title: {
      de: 'Newsletter-Profil',
      en: 'Newsletter profile',
      it: 'Profilo newsletter',
      es: 'Perfil del boletín',
      fr: 'Profil newsletter',
    },
    build: (_c, l, loc, s) => customerEditPage(l, loc, s),
  },
  faq: {
    title: {
      de: 'Häufige Fragen',
      en: 'Frequently asked questions',
      it: 'Domande frequenti',
      es: 'Preguntas frecuentes',
      fr: 'Questions fréquentes',
    },
    build: (_c, l, loc, s) => faqPage(l, loc, s),
  },
  contact: {
    title: { de: 'Kontakt', en: 'Contact', it: 'Contatti', es: 'Contacto', fr: 'Contact' },
    build: (_c, l, loc, s) => contactPage(l, loc, s),
  },
  membership: {
    title: {
      de: 'Mitgliedschaft',
      en: 'Membership',
      it: 'Area soci',
      es: 'Socios',
      fr: 'Adhésion',
    },
    build: (_c, l, loc, s) => membershipPage(l, loc, s),
  },
  imprint: {
    title: {
      de: 'Impressum',
      en: 'Imprint',
      it: 'Informazioni societarie',
      es: 'Aviso legal',
      fr: 'Mentions légales',
    },
    build: (_c, l, loc, s) => legalPage(l, loc, s, 'imprint'),
  },
  privacy: {
    title: {
      de: 'Datenschutz',
      en: 'Privacy',
      it: 'Protezione dei dati',
      es: 'Privacidad',
      fr: 'Protection des données',
    },
    build: (_c, l, loc, s) => legalPage(l, loc, s, 'privacy'),
  },
  terms: {
    title: {
      de: 'AGB',
      en: 'Terms and conditions',
      it: 'Condizioni generali',
      es: 'Condiciones generales',
      fr: 'Conditions générales',
    },
    build: (_c, l, loc, s) => legalPage(l, loc, s, 'terms'),
  },
};

/** Slugs of the CMS documents with modules beside the homepage (the CMS editing handler's search). */
export const contentPageSlugs: readonly string[] = Object.keys(contentPages);

const allDestinationsTitle: Record<Language, string> = {
  de: 'Alle Reiseziele',
  en: 'All destinations',
  it: 'Tutte le destinazioni',
  es: 'Todos los destinos',
  fr: 'Toutes les destinations',
};

/** Shop routes whose content is loaded by their own calls: the page answer only carries the title. */
const shopRoutes: [RegExp, string, Record<Language, string>][] = [
  [
    /^search$/,
    'resultlist',
    {
      de: 'Suchergebnisse',
      en: 'Search results',
      it: 'Risultati della ricerca',
      es: 'Resultados de la búsqueda',
      fr: 'Résultats de recherche',
    },
  ],
  [/^gallery\/(AllDestinations|airport\/[A-Z]{3})$/, 'allDestinations', allDestinationsTitle],
  [/^destinations$|^flights$/, 'allDestinations', allDestinationsTitle],
  [
    /^favorites$/,
    'favorites',
    { de: 'Merkliste', en: 'Favourites', it: 'Preferiti', es: 'Favoritos', fr: 'Favoris' },
  ],
  [
    /^booking\/[a-z_]+\/[\w-]+$/,
    'checkout',
    { de: 'Buchung', en: 'Booking', it: 'Prenotazione', es: 'Reserva', fr: 'Réservation' },
  ],
  [
    /^voucher\/(success\/[\w-]+|checkout(\/[\w-]+)?)$/,
    'voucher',
    {
      de: 'Reisegutschein',
      en: 'Gift voucher',
      it: 'Buono viaggio',
      es: 'Bono de viaje',
      fr: 'Bon de voyage',
    },
  ],
  [
    /^(login|verification-required|auth\/[\w-]+)$/,
    'content',
    { de: 'Anmelden', en: 'Log in', it: 'Accesso', es: 'Iniciar sesión', fr: 'Connexion' },
  ],
];

function found(title: string, page: CmsPage, description?: string): PageResponse {
  return { code: 200, pageMetaContent: { title, ...(description ? { description } : {}) }, page };
}

/** German and English pages have always said it in English. */
const notFoundTitle: Record<Language, string> = {
  de: 'Page not found',
  en: 'Page not found',
  it: 'Pagina non trovata',
  es: 'Página no encontrada',
  fr: 'Page introuvable',
};

function notFound(language: Language): PageResponse {
  return { code: 404, pageMetaContent: { title: notFoundTitle[language] } };
}

/**
 * The page answer for a pathname. Anything before the locale segment is a host base path and is
 * ignored; the rest selects the document.
 */
export function resolvePage(
  catalogue: Catalogue,
  path: string,
  locale: string,
  brand: BrandId,
): PageResponse {
  const segments = path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const localeIndex = segments.findIndex((segment) => isLocale(segment));
  const pageLocale = localeIndex >= 0 ? (segments[localeIndex] ?? locale) : locale;
  const language = languageOfLocale(pageLocale);
  const rest = (localeIndex >= 0 ? segments.slice(localeIndex + 1) : segments).join('/');
  const brandName = brand === 'alpina' ? 'Alpina Reisen' : 'Sunwave Holidays';

  if (rest === '') {
    return found(
      `${brandName} – ${pick(language, {
        de: 'Pauschalreisen',
        en: 'Package holidays',
        it: 'Pacchetti vacanza',
        es: 'Viajes combinados',
        fr: 'Voyages forfaitaires',
      })}`,
      homepage(catalogue, language, brand, pageLocale),
    );
  }
  const content = contentPages[rest];
  if (content && (!content.languages || content.languages.includes(language))) {
    const title = content.title[language];
    return found(
      `${title} | ${brandName}`,
      content.build(catalogue, language, pageLocale, rest, brand),
    );
  }
  const hotelMatch = /^hotel\/(?:[\w-]+\/)*[\w-]*?-?(\d+)$/.exec(rest);
  if (hotelMatch) {
    const hotel = catalogue.hotelsById.get(Number(hotelMatch[1]));
    if (!hotel) return notFound(language);
    return found(`${hotel.name} | ${brandName}`, {
      id: `hotel-${hotel.id}`,
      slug: rest,
      pageType: 'hoteldetail',
      modules: shopPageModules(catalogue, language, 'hoteldetail'),
    });
  }
  for (const [pattern, pageType, title] of shopRoutes) {
    if (pattern.test(rest)) {
      return found(`${title[language]} | ${brandName}`, {
        id: pageType,
        slug: rest,
        pageType,
        modules: shopPageModules(catalogue, language, pageType),
      });
    }
  }
  if (rest.endsWith('.html')) {
    // The glossary and the destination pages are German content (their English titles are older
    // than the added languages): Italian, Spanish and French visitors are not shown them at all.
    if (isLocalLanguage(language)) return notFound(language);
    const germanOrEnglish = (de: string, en: string) => (language === 'de' ? de : en);
    if (/^[a-z]\.html$/.test(rest)) {
      const letter = rest[0]?.toUpperCase();
      return found(
        `${germanOrEnglish(`Reiseziele mit ${letter}`, `Destinations starting with ${letter}`)} | ${brandName}`,
        { id: `glossary-${rest[0]}`, slug: rest, pageType: 'seoDestinationGlossary', modules: [] },
      );
    }
    const node = nodeBySeoPath(catalogue, rest);
    if (!node) return notFound(language);
    const name = nameIn(node, language);
    return found(
      `${germanOrEnglish('Urlaub', 'Holidays in')} ${name} | ${brandName}`,
      {
        id: `seo-${node.id}`,
        slug: rest,
        pageType: 'seoDestinationContent',
        modules: shopPageModules(catalogue, language, 'seoDestinationContent'),
      },
      germanOrEnglish(
        `Pauschalreisen nach ${name}: Hotels, Wetter und Tipps.`,
        `Package holidays to ${name}: hotels, weather and tips.`,
      ),
    );
  }
  return notFound(language);
}
