import type { CmsModule, CmsPage, TeaserOffer } from '../../../src/api/types';
import type { Catalogue, Language } from '../model';
import {
  cmsImage,
  destinationImage,
  destinationLink,
  destinationName,
  pick,
  teaserOffer,
} from './helpers';
import { faqModule, uspList } from './shared';

/** Summer landing page: offer and overlay teasers, award banners, popup and info boxes. */
export function summerPage(
  catalogue: Catalogue,
  language: Language,
  locale: string,
  slug: string,
): CmsPage {
  const offerTeaser = (
    id: string,
    moduleId: string,
    offerFields: Partial<TeaserOffer> = {},
  ): CmsModule => {
    const found = teaserOffer(catalogue, id, language);
    const offer = found && { ...found, ...offerFields };
    return {
      id: moduleId,
      type: 'imageOfferTeaser',
      headline: destinationName(catalogue, id, language),
      copytext: pick(language, 'Eine Woche inklusive Flug', 'One week including flights'),
      image: destinationImage(id, destinationName(catalogue, id, language)),
      link: destinationLink(catalogue, id, language),
      overrideBubbleText: pick(language, 'Sommer-Deal', 'Summer deal'),
      departureDateMinOffset: 30,
      returnDateMinOffset: 37,
      ...(offer ? { offer } : {}),
    };
  };
  const dalmatia = teaserOffer(catalogue, 'hr-dalmatia', language);
  const award = catalogue.hotels.filter((hotel) => hotel.category === 5).slice(0, 3);
  const modules: CmsModule[] = [
    {
      id: 'summer-overlay',
      type: 'textImageOverlayTeaser',
      headline: pick(language, 'Sommer, Sonne, Meer', 'Summer, sun and sea'),
      copytext: pick(
        language,
        'Die schönsten Strände Europas warten.',
        "Europe's most beautiful beaches are waiting.",
      ),
      image: cmsImage('summer-overlay', 'Beach', 920, 380),
      subheadline: pick(language, 'Flug und Hotel ab 399 €', 'Flight and hotel from €399'),
      badgeText: pick(language, 'Neu', 'New'),
      buttonText: pick(language, 'Strände entdecken', 'Discover beaches'),
      link: `/${locale}/gallery/AllDestinations`,
      textBlockPosition: 'center',
      textBlockSize: 'higher',
      colorScheme: 'dark',
    },
    offerTeaser('es-mallorca', 'summer-offer-mallorca'),
    // The offer's own link and linkout replace the result-list link, as an editor may set them.
    offerTeaser('gr-rhodes', 'summer-offer-rhodes', {
      overrideLink: `/${locale}/gallery/AllDestinations`,
      linkout: true,
      departureDateMinOffset: 45,
      returnDateMinOffset: 52,
    }),
    {
      id: 'summer-promotion',
      type: 'promotionTeaser',
      headline: pick(language, 'Bis zu 30 % Frühbucher-Rabatt', 'Up to 30% early booking discount'),
      text: pick(
        language,
        'Nur für Buchungen bis Ende des Monats.',
        'Only for bookings until the end of the month.',
      ),
      images: [
        cmsImage('promotion-small', 'Promotion', 420, 300),
        cmsImage('promotion-large', 'Promotion', 1920, 480),
      ],
      buttonText: pick(language, 'Zu den Angeboten', 'To the offers'),
      link: `/${locale}/gallery/AllDestinations`,
      linkout: true,
    },
    {
      id: 'summer-overlay-section',
      type: 'textImageOverlaySection',
      headline: pick(language, 'Inseln für jeden Geschmack', 'Islands for every taste'),
      // Every colour scheme, text position and the lower text block.
      teasers: (
        [
          ['es-ibiza', 'light', 'left'],
          ['gr-corfu', 'dark', 'center'],
          ['it-sardinia', 'brand', 'right'],
        ] as const
      ).map(([id, colorScheme, textBlockPosition]) => ({
        headline: destinationName(catalogue, id, language),
        image: destinationImage(id, destinationName(catalogue, id, language)),
        link: destinationLink(catalogue, id, language),
        colorScheme,
        textBlockPosition,
        textBlockSize: 'lower' as const,
      })),
    },
    {
      id: 'summer-classic',
      type: 'classicTeaser',
      headline: destinationName(catalogue, 'hr-dalmatia', language),
      subheadline: pick(language, 'Altstädte und Buchten', 'Old towns and coves'),
      postsubheadline: pick(language, 'Nur 1,5 Stunden Flug', 'Only 1.5 hours by air'),
      image: destinationImage('hr-dalmatia', 'Dalmatia'),
      link: destinationLink(catalogue, 'hr-dalmatia', language),
      hideBookButton: false,
      ...(dalmatia ? { offer: dalmatia } : {}),
    },
    {
      id: 'summer-simple',
      type: 'simpleTeaser',
      headline: pick(language, 'Hotels nur für Erwachsene', 'Adults-only hotels'),
      copytext: pick(language, 'Ruhe am Pool garantiert.', 'Peace by the pool guaranteed.'),
      link: destinationLink(catalogue, 'cy-paphos-district', language),
      image: cmsImage('adults-only', 'Adults only', 360, 280),
      linkout: false,
      // The bubble price stays hidden.
      overrideBubblePrice: 399,
      hidePrice: true,
    },
    {
      id: 'summer-amenities',
      type: 'amenitiesTeaser',
      headline: pick(language, 'Rutschenspaß', 'Water slide fun'),
      link: destinationLink(catalogue, 'tr-turkish-riviera', language),
      image: cmsImage('aquapark', 'Aquapark', 420, 300),
      amenities: [
        {
          code: 'aquapark',
          label: pick(language, 'Wasserrutschen', 'Water slides'),
          icon: 'water',
        },
      ],
    },
    uspList('summer-usp', language),
    {
      id: 'summer-award',
      type: 'hotelAwardBanner',
      giataIds: award.map((hotel) => hotel.giataCode),
      width: 300,
      height: 120,
      image: cmsImage('award-2026', 'Hotel award 2026', 300, 120),
    },
    {
      // Hotels still to be chosen: visitors see nothing, CMS editors an empty placeholder.
      id: 'summer-award-next',
      type: 'hotelAwardBanner',
      giataIds: [],
      width: 300,
      height: 120,
      image: cmsImage('award-2027', 'Hotel award 2027', 300, 120),
    },
    {
      id: 'summer-transfer-info',
      type: 'ancillariesInfo',
      headline: pick(language, 'Hinweis zum Transfer', 'Transfer notice'),
      infos: [
        {
          airlines: ['DE', 'EW'],
          text: pick(
            language,
            'Bei Ankunft nach 22 Uhr ist der Transfer vorab beim Veranstalter anzumelden.',
            'For arrivals after 10 pm, please register your transfer with us in advance.',
          ),
        },
      ],
      editorNote: pick(
        language,
        'Gilt bis zum Ende der Sommersaison.',
        'Applies until the end of the summer season.',
      ),
    },
    {
      id: 'summer-popup',
      type: 'interactivePopup',
      initial: true,
      headline: pick(language, 'Fragen zur Buchung?', 'Questions about booking?'),
      html: pick(
        language,
        '<p>Rufen Sie uns an: <a href="tel:+4969123456">069 123 456</a></p>',
        '<p>Call us: <a href="tel:+4969123456">+49 69 123 456</a></p>',
      ),
      buttonText: pick(language, 'Hilfe', 'Help'),
    },
    {
      id: 'summer-ancillaries',
      type: 'ancillariesInfo',
      headline: pick(language, 'Gepäck-Hinweis', 'Luggage notice'),
      infos: [
        {
          airlines: ['EW', 'XQ'],
          text: pick(
            language,
            'Bei diesen Fluggesellschaften ist im Basistarif kein Aufgabegepäck enthalten.',
            'These airlines include no checked luggage in the basic fare.',
          ),
        },
      ],
      editorNote: pick(
        language,
        'Nur für Redakteure sichtbar, wenn ausgeblendet.',
        'Visible to editors only when hidden.',
      ),
      visibility: { pageTypes: ['homepage', 'hoteldetail'] },
    },
  ];
  return { id: `summer-${language}`, slug, pageType: 'content', modules };
}

/** Family landing page: hero, membership promo code and a family FAQ. */
export function familyPage(catalogue: Catalogue, language: Language, slug: string): CmsPage {
  const ids = ['gr-crete', 'tr-turkish-riviera', 'bg-southern-black-sea-coast'];
  const modules: CmsModule[] = [
    {
      id: 'family-hero',
      type: 'heroSlider',
      slides: [
        {
          status: true,
          kind: 'content',
          headline: pick(
            language,
            'Familienurlaub mit Kinderclub',
            'Family holidays with kids club',
          ),
          image: cmsImage('family-hero', 'Family'),
          link: destinationLink(catalogue, 'gr-crete', language),
        },
      ],
    },
    {
      id: 'family-section',
      type: 'classicSection',
      headline: pick(language, 'Top-Ziele für Familien', 'Top family destinations'),
      teasers: ids.map((id, index) => {
        const found = teaserOffer(catalogue, id, language);
        // The second offer's old price is no larger than its rounded price: the teaser's
        // fallback percent is struck instead; the third teaser hides its product box.
        const offer =
          found && index === 1
            ? {
                ...found,
                price: { ...found.price, oldPrice: Math.ceil(found.price.perPersonAmount) },
              }
            : found;
        return {
          headline: destinationName(catalogue, id, language),
          link: destinationLink(catalogue, id, language),
          image: destinationImage(id, destinationName(catalogue, id, language)),
          ...(index === 1 ? { priceComparisonFallbackPercent: 10 } : {}),
          ...(index === 2 ? { hideProductBox: true } : {}),
          ...(offer ? { offer } : {}),
        };
      }),
    },
    {
      id: 'family-membership',
      type: 'membership',
      headline: pick(language, 'Mitglieder sparen 5 %', 'Members save 5%'),
      promoCode: 'FAMILY-2026',
      hint: pick(
        language,
        'Code im Buchungsschritt Zahlung eingeben.',
        'Enter the code in the payment step.',
      ),
      loginText: pick(
        language,
        'Anmelden oder registrieren, um Ihren Code zu sehen.',
        'Log in or sign up to see your code.',
      ),
    },
    {
      // showSearchMask: the search mask comes with the teaser (docs/decisions.md).
      id: 'family-search',
      type: 'textImageOverlayTeaser',
      headline: pick(language, 'Ihr Familienurlaub', 'Your family holiday'),
      copytext: pick(
        language,
        'Reiseziel, Termin und Kinder angeben und passende Hotels finden.',
        'Choose destination, dates and children and find matching hotels.',
      ),
      image: cmsImage('family-search', 'Family', 920, 380),
      colorScheme: 'light',
      showSearchMask: true,
    },
    faqModule('family-faq', language),
  ];
  return { id: `family-${language}`, slug, pageType: 'content', modules };
}
