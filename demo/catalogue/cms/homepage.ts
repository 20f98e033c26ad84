import type { CmsModule, CmsPage, HeroSlide, TeaserItem } from '../../../src/api/types';
import type { Catalogue, Language } from '../model';
import {
  cmsImage,
  destinationImage,
  destinationLink,
  destinationName,
  pick,
  teaserOffer,
} from './helpers';
import {
  faqModule,
  featuredTeaserVariants,
  footerNoteModule,
  paymentLogos,
  partnerLogo,
  uspList,
  uspTeaser,
} from './shared';

export type BrandId = 'sunwave' | 'alpina';

const heroCopy: Record<BrandId, Record<Language, { headline: string; subheadline: string }>> = {
  sunwave: {
    de: {
      headline: 'Sonne tanken mit Sunwave',
      subheadline: 'Flug und Hotel zum Pauschalpreis, an über 70 Urlaubsorten',
    },
    en: {
      headline: 'Soak up the sun with Sunwave',
      subheadline: 'Flight and hotel for one price, in more than 70 holiday spots',
    },
  },
  alpina: {
    de: {
      headline: 'Alpina Reisen: vom Gipfel ans Meer',
      subheadline: 'Ab Zürich, Wien und München direkt in den Süden',
    },
    en: {
      headline: 'Alpina Reisen: from the peaks to the sea',
      subheadline: 'From Zurich, Vienna and Munich straight to the south',
    },
  },
};

/** The coming summer: this year's until August, then next year's. */
function summerYear(catalogue: Catalogue): number {
  const [year = 2026, month = 1] = catalogue.today.split('-').map(Number);
  return month >= 9 ? year + 1 : year;
}

const featured = ['es-mallorca', 'gr-crete', 'tr-turkish-riviera', 'eg-red-sea'];

function destinationTeaser(catalogue: Catalogue, id: string, language: Language): TeaserItem {
  const name = destinationName(catalogue, id, language);
  const offer = teaserOffer(catalogue, id, language);
  return {
    headline: name,
    subheadline: pick(language, '7 Nächte inkl. Flug', '7 nights incl. flight'),
    destinationName: name,
    durationSubline: pick(language, '1 Woche', '1 week'),
    buttonText: pick(language, 'Angebote ansehen', 'See offers'),
    link: destinationLink(catalogue, id, language),
    image: destinationImage(id, name),
    showPerPersonPricePostfix: true,
    priceComparisonFallbackPercent: 5,
    ...(offer ? { offer } : {}),
  };
}

function slides(catalogue: Catalogue, language: Language, brand: BrandId): HeroSlide[] {
  const copy = heroCopy[brand][language];
  return [
    {
      ...copy,
      status: true,
      kind: 'content',
      image: cmsImage(`${brand}-hero`, copy.headline),
      buttonText: pick(language, 'Jetzt entdecken', 'Discover now'),
      link: destinationLink(catalogue, 'es-mallorca', language),
      textBlockPosition: 'left',
      textBlockSize: 'default',
      colorScheme: 'dark',
      showSearchMask: true,
    },
    {
      status: true,
      kind: 'lastSeenSearch',
      headline: pick(language, 'Ihre letzte Suche', 'Your last search'),
      buttonText: pick(language, 'Weitersuchen', 'Continue searching'),
      // The shop picks the picture by the country of the visitor's last destination.
      image: cmsImage('last-seen-search', pick(language, 'Urlaubsziele', 'Holiday destinations')),
      countryImages: Object.fromEntries(
        [...catalogue.destinations.values()]
          .filter((node) => node.type === 'country')
          .map((node) => [
            node.id,
            destinationImage(node.id, destinationName(catalogue, node.id, language)),
          ]),
      ),
    },
    {
      ...destinationTeaser(catalogue, 'gr-crete', language),
      status: true,
      kind: 'content',
      badgeText: pick(language, 'Frühbucher', 'Early booking'),
      textBlockPosition: 'center',
      textBlockSize: 'higher',
      colorScheme: 'light',
    },
    {
      ...destinationTeaser(catalogue, 'eg-red-sea', language),
      status: true,
      kind: 'content',
      linkout: false,
      textBlockPosition: 'right',
      textBlockSize: 'lower',
      colorScheme: 'brand',
    },
    {
      status: false,
      kind: 'content',
      headline: pick(language, 'Entwurf: Winterkampagne', 'Draft: winter campaign'),
    },
  ];
}

/** Links to the regions of these countries, in the catalogue's order. */
function regionLinks(catalogue: Catalogue, countryIds: string[], language: Language) {
  return countryIds.flatMap((countryId) =>
    (catalogue.destinations.get(countryId)?.childIds ?? []).map((regionId) => ({
      label: destinationName(catalogue, regionId, language),
      url: destinationLink(catalogue, regionId, language),
    })),
  );
}

/** The homepage document of a language; only the hero copy differs between brands. */
export function homepage(
  catalogue: Catalogue,
  language: Language,
  brand: BrandId,
  locale: string,
): CmsPage {
  const modules: CmsModule[] = [
    {
      id: 'hp-hero',
      type: 'heroSlider',
      slides: slides(catalogue, language, brand),
      showSearchMask: true,
    },
    uspTeaser('hp-usp', language),
    {
      id: 'hp-news',
      type: 'newsTicker',
      separator: '+++',
      messages: [
        {
          text: pick(
            language,
            'Neu: Direktflüge nach Marsa Alam ab Frankfurt',
            'New: direct flights to Marsa Alam from Frankfurt',
          ),
          link: destinationLink(catalogue, 'eg-red-sea-marsa-alam', language),
        },
        {
          text: pick(language, 'Kinderfestpreise auf Kreta', 'Fixed child prices on Crete'),
          link: destinationLink(catalogue, 'gr-crete', language),
        },
      ],
      pages: ['homepage'],
      link: {
        label: pick(language, 'Alle Angebote', 'All offers'),
        url: `/${locale}/gallery/AllDestinations`,
      },
    },
    {
      id: 'hp-classic',
      type: 'classicSection',
      headline: pick(language, 'Beliebte Reiseziele', 'Popular destinations'),
      // Each teaser shows other content fields: overrides, no old price, hidden button, schemes.
      teasers: featured.map((id, index) =>
        featuredTeaserVariants(destinationTeaser(catalogue, id, language), index, language),
      ),
    },
    {
      id: 'hp-destination',
      type: 'destinationTeaser',
      ...destinationTeaser(catalogue, 'pt-algarve', language),
      copytext: pick(
        language,
        'Goldene Klippen, versteckte Buchten und frischer Fisch im Hafen von Lagos.',
        'Golden cliffs, hidden coves and fresh fish in the harbour of Lagos.',
      ),
      badgeText: pick(language, 'Geheimtipp', 'Insider tip'),
      colorScheme: 'dark',
      textBlockPosition: 'right',
      textBlockSize: 'higher',
      // Opens in a new tab, the booking link as well.
      linkout: true,
    },
    {
      id: 'hp-promotion',
      type: 'promotionTeaser',
      headline: pick(language, 'Herbstferien am Meer', 'Autumn half-term by the sea'),
      text: pick(
        language,
        'Familien sparen bis zu 300 € bei Buchung bis Ende des Monats.',
        'Families save up to €300 when booking by the end of the month.',
      ),
      images: [
        cmsImage('autumn-small', pick(language, 'Strand im Herbst', 'Beach in autumn'), 420, 300),
        cmsImage('autumn-large', pick(language, 'Strand im Herbst', 'Beach in autumn'), 1920, 480),
      ],
      buttonText: pick(language, 'Herbstangebote', 'Autumn offers'),
      link: `/${locale}/gallery/AllDestinations`,
    },
    {
      id: 'hp-simple',
      type: 'simpleSection',
      headline: pick(language, 'Inspiration', 'Inspiration'),
      teasers: [
        {
          headline: pick(language, 'Last Minute', 'Last minute'),
          copytext: pick(language, 'Spontan in die Sonne', 'Off to the sun at short notice'),
          link: `/${locale}/gallery/AllDestinations`,
          image: cmsImage('last-minute', 'Last minute', 360, 180),
          badgeText: pick(language, 'Nur diese Woche', 'This week only'),
          postsubheadline: pick(language, 'Abflug in 3 bis 14 Tagen', 'Departure in 3 to 14 days'),
          buttonText: pick(language, 'Last-Minute-Angebote', 'Last-minute offers'),
          hideProductBox: true,
        },
        {
          headline: pick(language, 'Familienurlaub', 'Family holidays'),
          copytext: pick(language, 'Hotels mit Kinderclub', 'Hotels with a kids club'),
          link: `/${locale}/${pick(language, 'familienurlaub', 'family-holidays')}`,
          image: cmsImage('family', 'Family', 360, 180),
          colorScheme: 'brand',
          textBlockPosition: 'center',
          textBlockSize: 'lower',
          hideProductBox: true,
        },
        {
          headline: pick(
            language,
            `Sommer ${summerYear(catalogue)}`,
            `Summer ${summerYear(catalogue)}`,
          ),
          copytext: pick(language, 'Die schönsten Strände', 'The most beautiful beaches'),
          link: `/${locale}/${pick(language, 'sommer', 'summer')}`,
          image: cmsImage('summer', 'Summer', 360, 180),
          hideProductBox: true,
        },
      ],
    },
    {
      id: 'hp-amenities',
      type: 'amenitiesSection',
      headline: pick(language, 'Urlaub nach Ihrem Geschmack', 'Holidays your way'),
      teasers: [
        {
          headline: pick(language, 'Wellness', 'Wellness'),
          link: destinationLink(catalogue, 'tr-turkish-riviera', language),
          image: cmsImage('wellness', 'Wellness', 420, 300),
          amenities: [
            {
              code: 'spa',
              label: pick(language, 'Wellness und Spa', 'Spa and wellness'),
              icon: 'spa',
            },
          ],
        },
        {
          headline: pick(language, 'Direkt am Strand', 'Right on the beach'),
          link: destinationLink(catalogue, 'es-fuerteventura', language),
          image: cmsImage('beach', 'Beach', 420, 300),
          amenities: [
            {
              code: 'beach',
              label: pick(language, 'Direkte Strandlage', 'Direct beach access'),
              icon: 'umbrella-beach',
            },
          ],
        },
      ],
    },
    {
      id: 'hp-tabs',
      type: 'navigationTabs',
      headline: pick(language, 'Reiseziele von A bis Z', 'Destinations from A to Z'),
      tabs: [
        ...catalogue.countryIds.slice(0, 5).map((countryId) => ({
          title: destinationName(catalogue, countryId, language),
          links: regionLinks(catalogue, [countryId], language),
        })),
        {
          // More than 10 links: the shop's navigation tab shows them in columns of 10.
          title: pick(language, 'Alle Regionen', 'All regions'),
          links: regionLinks(catalogue, catalogue.countryIds, language),
        },
      ],
    },
    uspList('hp-usp-list', language),
    faqModule('hp-faq', language),
    {
      id: 'hp-countdown',
      type: 'countdown',
      headline: pick(language, 'Frühbucher-Rabatt endet in', 'Early booking discount ends in'),
      date: `${catalogue.today.slice(0, 4)}-12-31T23:59:59Z`,
    },
    {
      id: 'hp-miles',
      type: 'milesBadge',
      rate: 1,
      rateOriginal: 0.5,
      earnRates: { regular: 1, boost: 2 },
      boostCollection: 'Premium Collection',
      minimumPointsFee: 7500,
      text: pick(language, 'Meilen sammeln mit jeder Buchung', 'Earn miles with every booking'),
    },
    footerNoteModule('hp-text', language),
    paymentLogos('hp-payment', language),
    partnerLogo('hp-partner'),
  ];
  return { id: `homepage-${language}-${brand}`, slug: locale, pageType: 'homepage', modules };
}
