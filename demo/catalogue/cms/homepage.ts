import type { CmsModule, CmsPage, HeroSlide, TeaserItem } from '../../../src/api/types';
import type { Catalogue, Language } from '../model';
import {
  cmsImage,
  destinationImage,
  destinationLink,
  destinationName,
  pick,
  pictureAlt,
  teaserOffer,
} from './helpers';
import { formatPrice } from '../language';
import { landingSlugs } from './slugs';
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

/** Where each brand's host page serves the shop (public/ and public/alpina/). */
export const brandBasePath: Record<BrandId, string> = { sunwave: '', alpina: '/alpina' };

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
    it: {
      headline: 'Il pieno di sole con Sunwave',
      subheadline: 'Volo e hotel a un prezzo unico, in oltre 70 località di vacanza',
    },
    es: {
      headline: 'Disfrute del sol con Sunwave',
      subheadline: 'Vuelo y hotel a un precio único, en más de 70 destinos de vacaciones',
    },
    fr: {
      headline: 'Faites le plein de soleil avec Sunwave',
      subheadline: 'Vol et hôtel à prix forfaitaire, dans plus de 70 lieux de vacances',
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
    it: {
      headline: 'Alpina Reisen: dalle vette al mare',
      subheadline: 'Da Zurigo, Vienna e Monaco di Baviera direttamente verso il Sud',
    },
    es: {
      headline: 'Alpina Reisen: de las cumbres al mar',
      subheadline: 'Desde Zúrich, Viena y Múnich, directo al sur',
    },
    fr: {
      headline: 'Alpina Reisen : des sommets à la mer',
      subheadline: 'De Zurich, Vienne et Munich, directement vers le Sud',
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
    subheadline: pick(language, {
      de: '7 Nächte inkl. Flug',
      en: '7 nights incl. flight',
      it: '7 notti con volo incluso',
      es: '7 noches con vuelo incluido',
      fr: '7 nuits, vol compris',
    }),
    destinationName: name,
    durationSubline: pick(language, {
      de: '1 Woche',
      en: '1 week',
      it: '1 settimana',
      es: '1 semana',
      fr: '1 semaine',
    }),
    buttonText: pick(language, {
      de: 'Angebote ansehen',
      en: 'See offers',
      it: 'Scopra le offerte',
      es: 'Ver ofertas',
      fr: 'Voir les offres',
    }),
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
      buttonText: pick(language, {
        de: 'Jetzt entdecken',
        en: 'Discover now',
        it: 'Scopra ora',
        es: 'Descubrir ahora',
        fr: 'Découvrir',
      }),
      link: destinationLink(catalogue, 'es-mallorca', language),
      textBlockPosition: 'left',
      textBlockSize: 'default',
      colorScheme: 'dark',
      showSearchMask: true,
    },
    {
      status: true,
      kind: 'lastSeenSearch',
      headline: pick(language, {
        de: 'Ihre letzte Suche',
        en: 'Your last search',
        it: 'La Sua ultima ricerca',
        es: 'Su última búsqueda',
        fr: 'Votre dernière recherche',
      }),
      buttonText: pick(language, {
        de: 'Weitersuchen',
        en: 'Continue searching',
        it: 'Riprendere la ricerca',
        es: 'Seguir buscando',
        fr: 'Reprendre la recherche',
      }),
      // The shop picks the picture by the country of the visitor's last destination.
      image: cmsImage(
        'last-seen-search',
        pick(language, {
          de: 'Urlaubsziele',
          en: 'Holiday destinations',
          it: 'Mete di vacanza',
          es: 'Destinos de vacaciones',
          fr: 'Destinations de vacances',
        }),
      ),
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
      badgeText: pick(language, {
        de: 'Frühbucher',
        en: 'Early booking',
        it: 'Prenotazione anticipata',
        es: 'Reserva anticipada',
        fr: 'Réservation anticipée',
      }),
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
      headline: pick(language, {
        de: 'Entwurf: Winterkampagne',
        en: 'Draft: winter campaign',
        it: 'Bozza: campagna invernale',
        es: 'Borrador: campaña de invierno',
        fr: 'Brouillon : campagne d’hiver',
      }),
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
          text: pick(language, {
            de: 'Neu: Direktflüge nach Marsa Alam ab Frankfurt',
            en: 'New: direct flights to Marsa Alam from Frankfurt',
            it: 'Novità: voli diretti per Marsa Alam da Francoforte',
            es: 'Novedad: vuelos directos a Marsa Alam desde Fráncfort',
            fr: 'Nouveau : vols directs pour Marsa Alam au départ de Francfort',
          }),
          link: destinationLink(catalogue, 'eg-red-sea-marsa-alam', language),
        },
        {
          text: pick(language, {
            de: 'Kinderfestpreise auf Kreta',
            en: 'Fixed child prices on Crete',
            it: 'Prezzi fissi per i bambini a Creta',
            es: 'Precios fijos para niños en Creta',
            fr: 'Prix fixes pour les enfants en Crète',
          }),
          link: destinationLink(catalogue, 'gr-crete', language),
        },
      ],
      pages: ['homepage'],
      link: {
        label: pick(language, {
          de: 'Alle Angebote',
          en: 'All offers',
          it: 'Tutte le offerte',
          es: 'Todas las ofertas',
          fr: 'Toutes les offres',
        }),
        url: `/${locale}/gallery/AllDestinations`,
      },
    },
    {
      id: 'hp-classic',
      type: 'classicSection',
      headline: pick(language, {
        de: 'Beliebte Reiseziele',
        en: 'Popular destinations',
        it: 'Le destinazioni più amate',
        es: 'Destinos más populares',
        fr: 'Destinations les plus prisées',
      }),
      // Each teaser shows other content fields: overrides, no old price, hidden button, schemes.
      teasers: featured.map((id, index) =>
        featuredTeaserVariants(destinationTeaser(catalogue, id, language), index, language),
      ),
    },
    {
      id: 'hp-destination',
      type: 'destinationTeaser',
      ...destinationTeaser(catalogue, 'pt-algarve', language),
      copytext: pick(language, {
        de: 'Goldene Klippen, versteckte Buchten und frischer Fisch im Hafen von Lagos.',
        en: 'Golden cliffs, hidden coves and fresh fish in the harbour of Lagos.',
        it: 'Scogliere dorate, calette nascoste e pesce fresco nel porto di Lagos.',
        es: 'Acantilados dorados, calas escondidas y pescado fresco en el puerto de Lagos.',
        fr: 'Falaises dorées, criques cachées et poisson frais sur le port de Lagos.',
      }),
      badgeText: pick(language, {
        de: 'Geheimtipp',
        en: 'Insider tip',
        it: 'Da scoprire',
        es: 'Joya escondida',
        fr: 'Bon plan',
      }),
      colorScheme: 'dark',
      textBlockPosition: 'right',
      textBlockSize: 'higher',
      // Opens in a new tab, the booking link as well.
      linkout: true,
    },
    {
      id: 'hp-promotion',
      type: 'promotionTeaser',
      headline: pick(language, {
        de: 'Herbstferien am Meer',
        en: 'Autumn half-term by the sea',
        it: 'Vacanze d’autunno al mare',
        es: 'Vacaciones de otoño junto al mar',
        fr: 'Vacances d’automne à la mer',
      }),
      text: pick(language, {
        de: 'Familien sparen bis zu 300 € bei Buchung bis Ende des Monats.',
        en: 'Families save up to €300 when booking by the end of the month.',
        it: `Le famiglie risparmiano fino a ${formatPrice(300, locale)} prenotando entro la fine del mese.`,
        es: `Las familias ahorran hasta ${formatPrice(300, locale)} si reservan antes de fin de mes.`,
        fr: `Les familles économisent jusqu’à ${formatPrice(300, locale)} en réservant d’ici la fin du mois.`,
      }),
      images: [
        cmsImage(
          'autumn-small',
          pick(language, {
            de: 'Strand im Herbst',
            en: 'Beach in autumn',
            it: 'Spiaggia in autunno',
            es: 'Playa en otoño',
            fr: 'Plage en automne',
          }),
          420,
          300,
        ),
        cmsImage(
          'autumn-large',
          pick(language, {
            de: 'Strand im Herbst',
            en: 'Beach in autumn',
            it: 'Spiaggia in autunno',
            es: 'Playa en otoño',
            fr: 'Plage en automne',
          }),
          1920,
          480,
        ),
      ],
      buttonText: pick(language, {
        de: 'Herbstangebote',
        en: 'Autumn offers',
        it: 'Offerte d’autunno',
        es: 'Ofertas de otoño',
        fr: 'Offres d’automne',
      }),
      link: `/${locale}/gallery/AllDestinations`,
    },
    {
      id: 'hp-simple',
      type: 'simpleSection',
      headline: pick(language, {
        de: 'Inspiration',
        en: 'Inspiration',
        it: 'Ispirazione',
        es: 'Inspiración',
        fr: 'Inspiration',
      }),
      teasers: [
        {
          headline: pick(language, {
            de: 'Last Minute',
            en: 'Last minute',
            it: 'Ultimo minuto',
            es: 'Última hora',
            fr: 'Dernière minute',
          }),
          copytext: pick(language, {
            de: 'Spontan in die Sonne',
            en: 'Off to the sun at short notice',
            it: 'Partire per il sole all’ultimo momento',
            es: 'Escápese al sol en el último momento',
            fr: 'Partez au soleil sur un coup de tête',
          }),
          link: `/${locale}/gallery/AllDestinations`,
          image: cmsImage(
            'last-minute',
            pictureAlt(language, 'Last minute', {
              it: 'Ultimo minuto',
              es: 'Última hora',
              fr: 'Dernière minute',
            }),
            360,
            180,
          ),
          badgeText: pick(language, {
            de: 'Nur diese Woche',
            en: 'This week only',
            it: 'Solo questa settimana',
            es: 'Solo esta semana',
            fr: 'Cette semaine seulement',
          }),
          postsubheadline: pick(language, {
            de: 'Abflug in 3 bis 14 Tagen',
            en: 'Departure in 3 to 14 days',
            it: 'Partenza tra 3 e 14 giorni',
            es: 'Salida dentro de 3 a 14 días',
            fr: 'Départ dans 3 à 14 jours',
          }),
          buttonText: pick(language, {
            de: 'Last-Minute-Angebote',
            en: 'Last-minute offers',
            it: 'Offerte dell’ultimo minuto',
            es: 'Ofertas de última hora',
            fr: 'Offres de dernière minute',
          }),
          hideProductBox: true,
        },
        {
          headline: pick(language, {
            de: 'Familienurlaub',
            en: 'Family holidays',
            it: 'Vacanze in famiglia',
            es: 'Vacaciones en familia',
            fr: 'Vacances en famille',
          }),
          copytext: pick(language, {
            de: 'Hotels mit Kinderclub',
            en: 'Hotels with a kids club',
            it: 'Hotel con miniclub',
            es: 'Hoteles con club infantil',
            fr: 'Hôtels avec club enfants',
          }),
          link: `/${locale}/${landingSlugs.family[language]}`,
          image: cmsImage(
            'family',
            pictureAlt(language, 'Family', { it: 'Famiglia', es: 'Familia', fr: 'Famille' }),
            360,
            180,
          ),
          colorScheme: 'brand',
          textBlockPosition: 'center',
          textBlockSize: 'lower',
          hideProductBox: true,
        },
        {
          headline: pick(language, {
            de: `Sommer ${summerYear(catalogue)}`,
            en: `Summer ${summerYear(catalogue)}`,
            it: `Estate ${summerYear(catalogue)}`,
            es: `Verano ${summerYear(catalogue)}`,
            fr: `Été ${summerYear(catalogue)}`,
          }),
          copytext: pick(language, {
            de: 'Die schönsten Strände',
            en: 'The most beautiful beaches',
            it: 'Le spiagge più belle',
            es: 'Las playas más bonitas',
            fr: 'Les plus belles plages',
          }),
          link: `/${locale}/${landingSlugs.summer[language]}`,
          image: cmsImage(
            'summer',
            pictureAlt(language, 'Summer', { it: 'Estate', es: 'Verano', fr: 'Été' }),
            360,
            180,
          ),
          hideProductBox: true,
        },
      ],
    },
    {
      id: 'hp-amenities',
      type: 'amenitiesSection',
      headline: pick(language, {
        de: 'Urlaub nach Ihrem Geschmack',
        en: 'Holidays your way',
        it: 'Vacanze su misura per Lei',
        es: 'Vacaciones a su medida',
        fr: 'Des vacances à votre goût',
      }),
      teasers: [
        {
          headline: pick(language, {
            de: 'Wellness',
            en: 'Wellness',
            it: 'Benessere',
            es: 'Bienestar',
            fr: 'Bien-être',
          }),
          link: destinationLink(catalogue, 'tr-turkish-riviera', language),
          image: cmsImage(
            'wellness',
            pictureAlt(language, 'Wellness', { it: 'Benessere', es: 'Bienestar', fr: 'Bien-être' }),
            420,
            300,
          ),
          amenities: [
            {
              code: 'spa',
              label: pick(language, {
                de: 'Wellness und Spa',
                en: 'Spa and wellness',
                it: 'Spa e benessere',
                es: 'Spa y bienestar',
                fr: 'Spa et bien-être',
              }),
              icon: 'spa',
            },
          ],
        },
        {
          headline: pick(language, {
            de: 'Direkt am Strand',
            en: 'Right on the beach',
            it: 'Direttamente sul mare',
            es: 'En primera línea de playa',
            fr: 'Les pieds dans l’eau',
          }),
          link: destinationLink(catalogue, 'es-fuerteventura', language),
          image: cmsImage(
            'beach',
            pictureAlt(language, 'Beach', { it: 'Spiaggia', es: 'Playa', fr: 'Plage' }),
            420,
            300,
          ),
          amenities: [
            {
              code: 'beach',
              label: pick(language, {
                de: 'Direkte Strandlage',
                en: 'Direct beach access',
                it: 'Direttamente sulla spiaggia',
                es: 'Primera línea de playa',
                fr: 'Accès direct à la plage',
              }),
              icon: 'umbrella-beach',
            },
          ],
        },
      ],
    },
    {
      id: 'hp-tabs',
      type: 'navigationTabs',
      headline: pick(language, {
        de: 'Reiseziele von A bis Z',
        en: 'Destinations from A to Z',
        it: 'Destinazioni dalla A alla Z',
        es: 'Destinos de la A a la Z',
        fr: 'Destinations de A à Z',
      }),
      tabs: [
        ...catalogue.countryIds.slice(0, 5).map((countryId) => ({
          title: destinationName(catalogue, countryId, language),
          links: regionLinks(catalogue, [countryId], language),
        })),
        {
          // More than 10 links: the shop's navigation tab shows them in columns of 10.
          title: pick(language, {
            de: 'Alle Regionen',
            en: 'All regions',
            it: 'Tutte le regioni',
            es: 'Todas las regiones',
            fr: 'Toutes les régions',
          }),
          links: regionLinks(catalogue, catalogue.countryIds, language),
        },
      ],
    },
    uspList('hp-usp-list', language),
    faqModule('hp-faq', language),
    {
      id: 'hp-countdown',
      type: 'countdown',
      headline: pick(language, {
        de: 'Frühbucher-Rabatt endet in',
        en: 'Early booking discount ends in',
        it: 'Lo sconto prenotazione anticipata scade tra',
        es: 'El descuento por reserva anticipada termina en',
        fr: 'La remise réservation anticipée se termine dans',
      }),
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
      text: pick(language, {
        de: 'Meilen sammeln mit jeder Buchung',
        en: 'Earn miles with every booking',
        it: 'Accumuli miglia con ogni prenotazione',
        es: 'Acumule millas con cada reserva',
        fr: 'Cumulez des miles à chaque réservation',
      }),
    },
    footerNoteModule('hp-text', language),
    paymentLogos('hp-payment', language),
    partnerLogo('hp-partner'),
  ];
  return { id: `homepage-${language}-${brand}`, slug: locale, pageType: 'homepage', modules };
}
