import type { CmsPage, PageResponse } from '../../../src/api/types';
import type { Catalogue, Language } from '../model';
import { nodeBySeoPath } from '../seoPaths';
import {
  contactPage,
  customerEditPage,
  membershipPage,
  newsletterPage,
  unsubscribePage,
} from './formPages';
import { pick } from './helpers';
import { homepage, type BrandId } from './homepage';
import { familyPage, summerPage } from './landing';
import { legalPage } from './legal';
import { shopPageModules } from './shopPages';
import { isLocale } from '../../../src/config/locales';

/** German locales get German documents; every other locale falls back to English. */
export function languageOfLocale(locale: string | null | undefined): Language {
  return locale?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export function brandOf(value: string | null | undefined): BrandId {
  return value === 'alpina' ? 'alpina' : 'sunwave';
}

type PageBuilder = (
  catalogue: Catalogue,
  language: Language,
  locale: string,
  slug: string,
) => CmsPage;

const contentPages: Record<string, { title: [string, string]; build: PageBuilder }> = {
  sommer: {
    title: ['Sommerurlaub', 'Summer holidays'],
    build: (c, l, loc, s) => summerPage(c, l, loc, s),
  },
  summer: {
    title: ['Sommerurlaub', 'Summer holidays'],
    build: (c, l, loc, s) => summerPage(c, l, loc, s),
  },
  familienurlaub: {
    title: ['Familienurlaub', 'Family holidays'],
    build: (c, l, _loc, s) => familyPage(c, l, s),
  },
  'family-holidays': {
    title: ['Familienurlaub', 'Family holidays'],
    build: (c, l, _loc, s) => familyPage(c, l, s),
  },
  newsletter: {
    title: ['Newsletter', 'Newsletter'],
    build: (_c, l, loc, s) => newsletterPage(l, loc, s),
  },
  'newsletter-unsubscribe': {
    title: ['Newsletter abbestellen', 'Unsubscribe'],
    build: (_c, l, loc, s) => unsubscribePage(l, loc, s),
  },
  'newsletter-profile': {
    title: ['Newsletter-Profil', 'Newsletter profile'],
    build: (_c, l, loc, s) => customerEditPage(l, loc, s),
  },
  contact: { title: ['Kontakt', 'Contact'], build: (_c, l, loc, s) => contactPage(l, loc, s) },
  membership: {
    title: ['Mitgliedschaft', 'Membership'],
    build: (_c, l, loc, s) => membershipPage(l, loc, s),
  },
  imprint: {
    title: ['Impressum', 'Imprint'],
    build: (_c, l, loc, s) => legalPage(l, loc, s, 'imprint'),
  },
  privacy: {
    title: ['Datenschutz', 'Privacy'],
    build: (_c, l, loc, s) => legalPage(l, loc, s, 'privacy'),
  },
  terms: {
    title: ['AGB', 'Terms and conditions'],
    build: (_c, l, loc, s) => legalPage(l, loc, s, 'terms'),
  },
};

/** Slugs of the CMS documents with modules beside the homepage (the CMS editing handler's search). */
export const contentPageSlugs: readonly string[] = Object.keys(contentPages);

/** Shop routes whose content is loaded by their own calls: the page answer only carries the title. */
const shopRoutes: [RegExp, string, [string, string]][] = [
  [/^search$/, 'resultlist', ['Suchergebnisse', 'Search results']],
  [
    /^gallery\/(AllDestinations|airport\/[A-Z]{3})$/,
    'allDestinations',
    ['Alle Reiseziele', 'All destinations'],
  ],
  [/^destinations$|^flights$/, 'allDestinations', ['Alle Reiseziele', 'All destinations']],
  [/^favorites$/, 'favorites', ['Merkliste', 'Favourites']],
  [/^booking\/[a-z_]+\/[\w-]+$/, 'checkout', ['Buchung', 'Booking']],
  [
    /^voucher\/(success\/[\w-]+|checkout(\/[\w-]+)?)$/,
    'voucher',
    ['Reisegutschein', 'Gift voucher'],
  ],
  [/^(login|verification-required|auth\/[\w-]+)$/, 'content', ['Anmelden', 'Log in']],
];

function found(title: string, page: CmsPage, description?: string): PageResponse {
  return { code: 200, pageMetaContent: { title, ...(description ? { description } : {}) }, page };
}

function notFound(): PageResponse {
  return { code: 404, pageMetaContent: { title: 'Page not found' } };
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
      `${brandName} – ${pick(language, 'Pauschalreisen', 'Package holidays')}`,
      homepage(catalogue, language, brand, pageLocale),
    );
  }
  const content = contentPages[rest];
  if (content) {
    const title = pick(language, content.title[0], content.title[1]);
    return found(`${title} | ${brandName}`, content.build(catalogue, language, pageLocale, rest));
  }
  const hotelMatch = /^hotel\/(?:[\w-]+\/)*[\w-]*?-?(\d+)$/.exec(rest);
  if (hotelMatch) {
    const hotel = catalogue.hotelsById.get(Number(hotelMatch[1]));
    if (!hotel) return notFound();
    return found(`${hotel.name} | ${brandName}`, {
      id: `hotel-${hotel.id}`,
      slug: rest,
      pageType: 'hoteldetail',
      modules: shopPageModules(catalogue, language, 'hoteldetail'),
    });
  }
  for (const [pattern, pageType, title] of shopRoutes) {
    if (pattern.test(rest)) {
      return found(`${pick(language, title[0], title[1])} | ${brandName}`, {
        id: pageType,
        slug: rest,
        pageType,
        modules: shopPageModules(catalogue, language, pageType),
      });
    }
  }
  if (/^[a-z]\.html$/.test(rest)) {
    const title = pick(
      language,
      `Reiseziele mit ${rest[0]?.toUpperCase()}`,
      `Destinations starting with ${rest[0]?.toUpperCase()}`,
    );
    return found(title, {
      id: `glossary-${rest[0]}`,
      slug: rest,
      pageType: 'seoDestinationGlossary',
      modules: [],
    });
  }
  if (rest.endsWith('.html')) {
    const node = nodeBySeoPath(catalogue, rest);
    if (!node) return notFound();
    const name = language === 'de' ? node.nameDe : node.name;
    return found(
      `${pick(language, 'Urlaub', 'Holidays in')} ${name} | ${brandName}`,
      {
        id: `seo-${node.id}`,
        slug: rest,
        pageType: 'seoDestinationContent',
        modules: shopPageModules(catalogue, language, 'seoDestinationContent'),
      },
      pick(
        language,
        `Pauschalreisen nach ${name}: Hotels, Wetter und Tipps.`,
        `Package holidays to ${name}: hotels, weather and tips.`,
      ),
    );
  }
  return notFound();
}
