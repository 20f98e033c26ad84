import type { CmsModule, CmsPage, TeaserOffer } from '../../../src/api/types';
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
import { formatPrice, isLocalLanguage } from '../language';
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
      copytext: pick(language, {
        de: 'Eine Woche inklusive Flug',
        en: 'One week including flights',
        it: 'Una settimana con volo incluso',
        es: 'Una semana con vuelo incluido',
        fr: 'Une semaine, vol compris',
      }),
      image: destinationImage(id, destinationName(catalogue, id, language)),
      link: destinationLink(catalogue, id, language),
      overrideBubbleText: pick(language, {
        de: 'Sommer-Deal',
        en: 'Summer deal',
        it: 'Offerta estate',
        es: 'Oferta de verano',
        fr: 'Offre d’été',
      }),
      departureDateMinOffset: 30,
      returnDateMinOffset: 37,
      ...(offer ? { offer } : {}),
    };
  };
  const dalmatia = teaserOffer(catalogue, 'hr-dalmatia', language);
  const promotionAlt = pictureAlt(language, 'Promotion', {
    it: 'Promozione',
    es: 'Promoción',
    fr: 'Promotion',
  });
  const awardAlt = (year: number) =>
    pictureAlt(language, `Hotel award ${year}`, {
      it: `Premio hotel ${year}`,
      es: `Premio al hotel ${year}`,
      fr: `Prix des hôtels ${year}`,
    });
  const award = catalogue.hotels.filter((hotel) => hotel.category === 5).slice(0, 3);
  const modules: CmsModule[] = [
    {
      id: 'summer-overlay',
      type: 'textImageOverlayTeaser',
      headline: pick(language, {
        de: 'Sommer, Sonne, Meer',
        en: 'Summer, sun and sea',
        it: 'Estate, sole e mare',
        es: 'Verano, sol y mar',
        fr: 'Été, soleil et mer',
      }),
      copytext: pick(language, {
        de: 'Die schönsten Strände Europas warten.',
        en: "Europe's most beautiful beaches are waiting.",
        it: 'Le spiagge più belle d’Europa La aspettano.',
        es: 'Le esperan las playas más bonitas de Europa.',
        fr: 'Les plus belles plages d’Europe vous attendent.',
      }),
      image: cmsImage(
        'summer-overlay',
        pictureAlt(language, 'Beach', { it: 'Spiaggia', es: 'Playa', fr: 'Plage' }),
        920,
        380,
      ),
      subheadline: pick(language, {
        de: 'Flug und Hotel ab 399 €',
        en: 'Flight and hotel from €399',
        it: `Volo e hotel da ${formatPrice(399, locale)}`,
        es: `Vuelo y hotel desde ${formatPrice(399, locale)}`,
        fr: `Vol et hôtel dès ${formatPrice(399, locale)}`,
      }),
      badgeText: pick(language, {
        de: 'Neu',
        en: 'New',
        it: 'Novità',
        es: 'Novedad',
        fr: 'Nouveau',
      }),
      buttonText: pick(language, {
        de: 'Strände entdecken',
        en: 'Discover beaches',
        it: 'Scopra le spiagge',
        es: 'Descubrir las playas',
        fr: 'Découvrir les plages',
      }),
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
      headline: pick(language, {
        de: 'Bis zu 30 % Frühbucher-Rabatt',
        en: 'Up to 30% early booking discount',
        it: 'Fino al 30% di sconto con la prenotazione anticipata',
        es: 'Hasta un 30 % de descuento por reserva anticipada',
        fr: 'Jusqu’à 30 % de remise pour réservation anticipée',
      }),
      text: pick(language, {
        de: 'Nur für Buchungen bis Ende des Monats.',
        en: 'Only for bookings until the end of the month.',
        it: 'Solo per prenotazioni entro la fine del mese.',
        es: 'Solo para reservas realizadas antes de fin de mes.',
        fr: 'Uniquement pour les réservations effectuées d’ici la fin du mois.',
      }),
      images: [
        cmsImage('promotion-small', promotionAlt, 420, 300),
        cmsImage('promotion-large', promotionAlt, 1920, 480),
      ],
      buttonText: pick(language, {
        de: 'Zu den Angeboten',
        en: 'To the offers',
        it: 'Alle offerte',
        es: 'Ver las ofertas',
        fr: 'Voir les offres',
      }),
      link: `/${locale}/gallery/AllDestinations`,
      linkout: true,
    },
    {
      id: 'summer-overlay-section',
      type: 'textImageOverlaySection',
      headline: pick(language, {
        de: 'Inseln für jeden Geschmack',
        en: 'Islands for every taste',
        it: 'Isole per tutti i gusti',
        es: 'Islas para todos los gustos',
        fr: 'Des îles pour tous les goûts',
      }),
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
      subheadline: pick(language, {
        de: 'Altstädte und Buchten',
        en: 'Old towns and coves',
        it: 'Centri storici e calette',
        es: 'Cascos antiguos y calas',
        fr: 'Vieilles villes et criques',
      }),
      postsubheadline: pick(language, {
        de: 'Nur 1,5 Stunden Flug',
        en: 'Only 1.5 hours by air',
        it: 'Solo un’ora e mezza di volo',
        es: 'Solo 1,5 horas de vuelo',
        fr: 'Seulement 1 h 30 de vol',
      }),
      image: destinationImage(
        'hr-dalmatia',
        isLocalLanguage(language)
          ? destinationName(catalogue, 'hr-dalmatia', language)
          : 'Dalmatia',
      ),
      link: destinationLink(catalogue, 'hr-dalmatia', language),
      hideBookButton: false,
      ...(dalmatia ? { offer: dalmatia } : {}),
    },
    {
      id: 'summer-simple',
      type: 'simpleTeaser',
      headline: pick(language, {
        de: 'Hotels nur für Erwachsene',
        en: 'Adults-only hotels',
        it: 'Hotel solo per adulti',
        es: 'Hoteles solo para adultos',
        fr: 'Hôtels réservés aux adultes',
      }),
      copytext: pick(language, {
        de: 'Ruhe am Pool garantiert.',
        en: 'Peace by the pool guaranteed.',
        it: 'Tranquillità garantita in piscina.',
        es: 'Tranquilidad garantizada junto a la piscina.',
        fr: 'Calme garanti au bord de la piscine.',
      }),
      link: destinationLink(catalogue, 'cy-paphos-district', language),
      image: cmsImage(
        'adults-only',
        pictureAlt(language, 'Adults only', {
          it: 'Solo adulti',
          es: 'Solo adultos',
          fr: 'Réservé aux adultes',
        }),
        360,
        280,
      ),
      linkout: false,
      // The bubble price stays hidden.
      overrideBubblePrice: 399,
      hidePrice: true,
    },
    {
      id: 'summer-amenities',
      type: 'amenitiesTeaser',
      headline: pick(language, {
        de: 'Rutschenspaß',
        en: 'Water slide fun',
        it: 'Divertimento sugli scivoli',
        es: 'Diversión en los toboganes',
        fr: 'Glissades à volonté',
      }),
      link: destinationLink(catalogue, 'tr-turkish-riviera', language),
      image: cmsImage(
        'aquapark',
        pictureAlt(language, 'Aquapark', {
          it: 'Parco acquatico',
          es: 'Parque acuático',
          fr: 'Parc aquatique',
        }),
        420,
        300,
      ),
      amenities: [
        {
          code: 'aquapark',
          label: pick(language, {
            de: 'Wasserrutschen',
            en: 'Water slides',
            it: 'Scivoli d’acqua',
            es: 'Toboganes acuáticos',
            fr: 'Toboggans aquatiques',
          }),
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
      image: cmsImage('award-2026', awardAlt(2026), 300, 120),
    },
    {
      // Hotels still to be chosen: visitors see nothing, CMS editors an empty placeholder.
      id: 'summer-award-next',
      type: 'hotelAwardBanner',
      giataIds: [],
      width: 300,
      height: 120,
      image: cmsImage('award-2027', awardAlt(2027), 300, 120),
    },
    {
      id: 'summer-transfer-info',
      type: 'ancillariesInfo',
      headline: pick(language, {
        de: 'Hinweis zum Transfer',
        en: 'Transfer notice',
        it: 'Informazioni sul trasferimento',
        es: 'Información sobre el traslado',
        fr: 'Informations sur le transfert',
      }),
      infos: [
        {
          airlines: ['DE', 'EW'],
          text: pick(language, {
            de: 'Bei Ankunft nach 22 Uhr ist der Transfer vorab beim Veranstalter anzumelden.',
            en: 'For arrivals after 10 pm, please register your transfer with us in advance.',
            it: 'Per gli arrivi dopo le 22:00 il trasferimento va prenotato in anticipo presso l’organizzatore del viaggio.',
            es: 'Para llegadas después de las 22:00, el traslado debe reservarse con antelación con el organizador del viaje.',
            fr: 'Pour une arrivée après 22 h, le transfert doit être annoncé à l’avance auprès de l’organisateur du voyage.',
          }),
        },
      ],
      editorNote: pick(language, {
        de: 'Gilt bis zum Ende der Sommersaison.',
        en: 'Applies until the end of the summer season.',
        it: 'Valido fino alla fine della stagione estiva.',
        es: 'Válido hasta el final de la temporada de verano.',
        fr: 'Valable jusqu’à la fin de la saison d’été.',
      }),
    },
    {
      id: 'summer-popup',
      type: 'interactivePopup',
      initial: true,
      headline: pick(language, {
        de: 'Fragen zur Buchung?',
        en: 'Questions about booking?',
        it: 'Domande sulla prenotazione?',
        es: '¿Preguntas sobre su reserva?',
        fr: 'Des questions sur votre réservation ?',
      }),
      html: pick(language, {
        de: '<p>Rufen Sie uns an: <a href="tel:+4969123456">069 123 456</a></p>',
        en: '<p>Call us: <a href="tel:+4969123456">+49 69 123 456</a></p>',
        it: '<p>Ci chiami: <a href="tel:+4969123456">+49 69 123 456</a></p>',
        es: '<p>Llámenos: <a href="tel:+4969123456">+49 69 123 456</a></p>',
        fr: '<p>Appelez-nous : <a href="tel:+4969123456">+49 69 123 456</a></p>',
      }),
      buttonText: pick(language, {
        de: 'Hilfe',
        en: 'Help',
        it: 'Assistenza',
        es: 'Ayuda',
        fr: 'Aide',
      }),
    },
    {
      id: 'summer-ancillaries',
      type: 'ancillariesInfo',
      headline: pick(language, {
        de: 'Gepäck-Hinweis',
        en: 'Luggage notice',
        it: 'Informazioni sul bagaglio',
        es: 'Información sobre el equipaje',
        fr: 'Informations sur les bagages',
      }),
      infos: [
        {
          airlines: ['EW', 'XQ'],
          text: pick(language, {
            de: 'Bei diesen Fluggesellschaften ist im Basistarif kein Aufgabegepäck enthalten.',
            en: 'These airlines include no checked luggage in the basic fare.',
            it: 'Con queste compagnie aeree la tariffa base non include il bagaglio da stiva.',
            es: 'Con estas aerolíneas, la tarifa básica no incluye equipaje facturado.',
            fr: 'Avec ces compagnies aériennes, le tarif de base n’inclut aucun bagage en soute.',
          }),
        },
      ],
      editorNote: pick(language, {
        de: 'Nur für Redakteure sichtbar, wenn ausgeblendet.',
        en: 'Visible to editors only when hidden.',
        it: 'Se nascosto, è visibile solo ai redattori.',
        es: 'Si está oculto, solo lo ven los editores.',
        fr: 'Masqué, il n’est visible que par les rédacteurs.',
      }),
      visibility: { pageTypes: ['homepage', 'hoteldetail'] },
    },
  ];
  return { id: `summer-${language}`, slug, pageType: 'content', modules };
}

/** Family landing page: hero, membership promo code and a family FAQ. */
export function familyPage(catalogue: Catalogue, language: Language, slug: string): CmsPage {
  const ids = ['gr-crete', 'tr-turkish-riviera', 'bg-southern-black-sea-coast'];
  const familyAlt = pictureAlt(language, 'Family', {
    it: 'Famiglia',
    es: 'Familia',
    fr: 'Famille',
  });
  const modules: CmsModule[] = [
    {
      id: 'family-hero',
      type: 'heroSlider',
      slides: [
        {
          status: true,
          kind: 'content',
          headline: pick(language, {
            de: 'Familienurlaub mit Kinderclub',
            en: 'Family holidays with kids club',
            it: 'Vacanze in famiglia con miniclub',
            es: 'Vacaciones en familia con club infantil',
            fr: 'Vacances en famille avec club enfants',
          }),
          image: cmsImage('family-hero', familyAlt),
          link: destinationLink(catalogue, 'gr-crete', language),
        },
      ],
    },
    {
      id: 'family-section',
      type: 'classicSection',
      headline: pick(language, {
        de: 'Top-Ziele für Familien',
        en: 'Top family destinations',
        it: 'Le mete migliori per le famiglie',
        es: 'Los mejores destinos para familias',
        fr: 'Les meilleures destinations pour les familles',
      }),
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
      headline: pick(language, {
        de: 'Mitglieder sparen 5 %',
        en: 'Members save 5%',
        it: 'I soci risparmiano il 5%',
        es: 'Los socios ahorran un 5 %',
        fr: 'Les membres économisent 5 %',
      }),
      promoCode: 'FAMILY-2026',
      hint: pick(language, {
        de: 'Code im Buchungsschritt Zahlung eingeben.',
        en: 'Enter the code in the payment step.',
        it: 'Inserisca il codice nella fase di pagamento.',
        es: 'Introduzca el código en el paso de pago.',
        fr: 'Saisissez le code à l’étape du paiement.',
      }),
      loginText: pick(language, {
        de: 'Anmelden oder registrieren, um Ihren Code zu sehen.',
        en: 'Log in or sign up to see your code.',
        it: 'Acceda o si registri per vedere il Suo codice.',
        es: 'Inicie sesión o regístrese para ver su código.',
        fr: 'Connectez-vous ou inscrivez-vous pour voir votre code.',
      }),
    },
    {
      // showSearchMask: the search mask comes with the teaser (docs/decisions.md).
      id: 'family-search',
      type: 'textImageOverlayTeaser',
      headline: pick(language, {
        de: 'Ihr Familienurlaub',
        en: 'Your family holiday',
        it: 'La Sua vacanza in famiglia',
        es: 'Sus vacaciones en familia',
        fr: 'Vos vacances en famille',
      }),
      copytext: pick(language, {
        de: 'Reiseziel, Termin und Kinder angeben und passende Hotels finden.',
        en: 'Choose destination, dates and children and find matching hotels.',
        it: 'Indichi destinazione, date e bambini e trovi gli hotel adatti.',
        es: 'Indique destino, fechas y niños y encuentre los hoteles adecuados.',
        fr: 'Indiquez la destination, les dates et les enfants, et trouvez les hôtels qui vous conviennent.',
      }),
      image: cmsImage('family-search', familyAlt, 920, 380),
      colorScheme: 'light',
      showSearchMask: true,
    },
    faqModule('family-faq', language),
  ];
  return { id: `family-${language}`, slug, pageType: 'content', modules };
}
