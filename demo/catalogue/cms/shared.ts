import type {
  FaqModule,
  FreeTextModule,
  PartnerLogoModule,
  PaymentLogosModule,
  TeaserItem,
  UspListModule,
  UspTeaserModule,
} from '../../../src/api/types';
import { mediaUrl } from '../media';
import type { Language } from '../model';
import { pick } from './helpers';

/**
 * The homepage's popular destinations, each showing other teaser content fields: the
 * plain one with a struck old price; overrides of every overridable field; a price without old
 * price and no booking button; an old price no larger than the rounded price (nothing struck)
 * and the teaser's own date offsets.
 */
export function featuredTeaserVariants(
  teaser: TeaserItem,
  index: number,
  language: Language,
): TeaserItem {
  const offer = teaser.offer;
  switch (index) {
    case 1:
      return {
        ...teaser,
        colorScheme: 'dark',
        overrideButtonText: pick(language, {
          de: 'Kreta-Angebote',
          en: 'Crete offers',
          it: 'Offerte per Creta',
          es: 'Ofertas en Creta',
          fr: 'Offres pour la Crète',
        }),
        overrideBubbleText: pick(language, {
          de: 'Knüller ab',
          en: 'Hot deal from',
          it: 'Super offerta da',
          es: 'Chollo desde',
          fr: 'Super affaire dès',
        }),
        overrideBubblePrice: 499,
        overrideDestination: pick(language, {
          de: 'Kreta und Santorini',
          en: 'Crete and Santorini',
          it: 'Creta e Santorini',
          es: 'Creta y Santorini',
          fr: 'Crète et Santorin',
        }),
        overrideAdditionalInformation: pick(language, {
          de: '7 Nächte, Halbpension, Transfer inklusive',
          en: '7 nights, half board, transfer included',
          it: '7 notti, mezza pensione, trasferimento incluso',
          es: '7 noches, media pensión, traslado incluido',
          fr: '7 nuits, demi-pension, transfert inclus',
        }),
        overrideLink: '/gallery/AllDestinations',
      };
    case 2:
      return {
        ...teaser,
        colorScheme: 'brand',
        textBlockPosition: 'center',
        hideBookButton: true,
        ...(offer ? { offer: { ...offer, price: { ...offer.price, oldPrice: undefined } } } : {}),
      };
    case 3: {
      const { priceComparisonFallbackPercent: _fallback, ...rest } = teaser;
      return {
        ...rest,
        showPerPersonPricePostfix: false,
        departureDateMinOffset: 14,
        returnDateMinOffset: 21,
        ...(offer
          ? {
              offer: {
                ...offer,
                departureDateMinOffset: undefined,
                returnDateMinOffset: undefined,
                price: { ...offer.price, oldPrice: Math.ceil(offer.price.perPersonAmount) },
              },
            }
          : {}),
      };
    }
    default:
      return teaser;
  }
}

export function uspTeaser(id: string, language: Language): UspTeaserModule {
  return {
    id,
    type: 'uspTeaser',
    items: [
      {
        icon: 'shield',
        text: pick(language, {
          de: 'Sicher buchen mit Reisepreis-Absicherung',
          en: 'Book safely with full financial protection',
          it: 'Prenoti in sicurezza: il prezzo del viaggio è garantito',
          es: 'Reserve con seguridad: el importe de su viaje está protegido',
          fr: 'Réservez en toute sécurité : le prix de votre voyage est garanti',
        }),
      },
      {
        icon: 'phone',
        text: pick(language, {
          de: 'Persönliche Beratung 7 Tage die Woche',
          en: 'Personal advice 7 days a week',
          it: 'Consulenza personale 7 giorni su 7',
          es: 'Asesoramiento personal los 7 días de la semana',
          fr: 'Conseil personnalisé 7 jours sur 7',
        }),
      },
      {
        icon: 'tag',
        text: pick(language, {
          de: 'Bestpreis für Flug und Hotel',
          en: 'Best price for flight and hotel',
          it: 'Miglior prezzo per volo e hotel',
          es: 'El mejor precio para vuelo y hotel',
          fr: 'Meilleur prix pour le vol et l’hôtel',
        }),
      },
    ],
  };
}

export function uspList(id: string, language: Language): UspListModule {
  return {
    id,
    type: 'uspList',
    headline: pick(language, {
      de: 'Darum mit uns',
      en: 'Why book with us',
      it: 'Perché prenotare con noi',
      es: 'Por qué reservar con nosotros',
      fr: 'Pourquoi réserver chez nous',
    }),
    items: [
      {
        icon: 'plane',
        headline: pick(language, {
          de: 'Flug inklusive',
          en: 'Flights included',
          it: 'Volo incluso',
          es: 'Vuelo incluido',
          fr: 'Vol inclus',
        }),
        text: pick(language, {
          de: 'Von über 30 Flughäfen in Deutschland, Österreich und der Schweiz.',
          en: 'From more than 30 airports in Germany, Austria and Switzerland.',
          it: 'Da oltre 30 aeroporti in Germania, Austria e Svizzera.',
          es: 'Desde más de 30 aeropuertos de Alemania, Austria y Suiza.',
          fr: 'Au départ de plus de 30 aéroports en Allemagne, en Autriche et en Suisse.',
        }),
      },
      {
        icon: 'umbrella-beach',
        headline: pick(language, {
          de: '2.000 Hotels',
          en: '2,000 hotels',
          it: '2.000 hotel',
          es: '2000 hoteles',
          fr: '2000 hôtels',
        }),
        text: pick(language, {
          de: 'Von der Finca bis zum Luxusresort.',
          en: 'From country house to luxury resort.',
          it: 'Dall’agriturismo all’hotel di lusso.',
          es: 'De la casa rural al hotel de lujo.',
          fr: 'Du gîte rural à l’hôtel de luxe.',
        }),
      },
      {
        icon: 'euro',
        headline: pick(language, {
          de: 'Kleine Anzahlung',
          en: 'Low deposit',
          it: 'Acconto ridotto',
          es: 'Pago inicial reducido',
          fr: 'Acompte réduit',
        }),
        text: pick(language, {
          de: 'Nur 20 % bei Buchung, der Rest 30 Tage vor Abreise.',
          en: 'Only 20% on booking, the rest 30 days before departure.',
          it: 'Solo il 20% alla prenotazione, il saldo 30 giorni prima della partenza.',
          es: 'Solo el 20 % al reservar y el resto 30 días antes de la salida.',
          fr: 'Seulement 20 % à la réservation, le solde 30 jours avant le départ.',
        }),
      },
    ],
  };
}

export function faqModule(id: string, language: Language): FaqModule {
  return {
    id,
    type: 'faq',
    headline: pick(language, {
      de: 'Häufige Fragen',
      en: 'Frequently asked questions',
      it: 'Domande frequenti',
      es: 'Preguntas frecuentes',
      fr: 'Questions fréquentes',
    }),
    items: [
      {
        question: pick(language, {
          de: 'Wann erhalte ich meine Reiseunterlagen?',
          en: 'When do I get my travel documents?',
          it: 'Quando riceverò i documenti di viaggio?',
          es: '¿Cuándo recibiré la documentación del viaje?',
          fr: 'Quand vais-je recevoir mes documents de voyage ?',
        }),
        answer: pick(language, {
          de: '<p>Etwa <strong>14 Tage vor Abreise</strong> per E-Mail.</p>',
          en: '<p>About <strong>14 days before departure</strong> by e-mail.</p>',
          it: '<p>Circa <strong>14 giorni prima della partenza</strong> via e-mail.</p>',
          es: '<p>Unos <strong>14 días antes de la salida</strong>, por correo electrónico.</p>',
          fr: '<p>Environ <strong>14 jours avant le départ</strong>, par e-mail.</p>',
        }),
      },
      {
        question: pick(language, {
          de: 'Ist der Transfer inklusive?',
          en: 'Is the transfer included?',
          it: 'Il trasferimento è incluso?',
          es: '¿Está incluido el traslado?',
          fr: 'Le transfert est-il inclus ?',
        }),
        answer: pick(language, {
          de: '<p>Das steht bei jedem Angebot. Sie können einen Transfer auch im Buchungsschritt <em>Extras</em> hinzufügen.</p>',
          en: '<p>Each offer says so. You can also add a transfer in the <em>Extras</em> booking step.</p>',
          it: '<p>È indicato in ogni offerta. Può anche aggiungere un trasferimento durante la prenotazione, tra i <em>servizi aggiuntivi</em>.</p>',
          es: '<p>Se indica en cada oferta. También puede añadir un traslado durante la reserva, entre los <em>servicios adicionales</em>.</p>',
          fr: '<p>Chaque offre le précise. Vous pouvez aussi ajouter un transfert pendant la réservation, parmi les <em>prestations supplémentaires</em>.</p>',
        }),
      },
      {
        question: pick(language, {
          de: 'Kann ich kostenlos stornieren?',
          en: 'Can I cancel free of charge?',
          it: 'Posso annullare gratuitamente?',
          es: '¿Puedo cancelar sin gastos?',
          fr: 'Puis-je annuler sans frais ?',
        }),
        answer: pick(language, {
          de: '<p>Mit unserer <a href="/de-de/contact">Reiserücktrittsversicherung</a> sind Sie abgesichert.</p>',
          en: '<p>Our <a href="/en-gb/contact">cancellation insurance</a> covers you.</p>',
          it: '<p>Sì, con la nostra <a href="/it-it/contact">assicurazione annullamento viaggio</a>.</p>',
          es: '<p>Sí, con nuestro <a href="/es-es/contact">seguro de cancelación</a>.</p>',
          fr: '<p>Oui, avec notre <a href="/fr-ch/contact">assurance annulation</a>.</p>',
        }),
      },
    ],
  };
}

export function footerNoteModule(id: string, language: Language): FreeTextModule {
  return {
    id,
    type: 'freeText',
    headline: pick(language, {
      de: 'Pauschalreisen günstig buchen',
      en: 'Book package holidays for less',
      it: 'Pacchetti vacanza a prezzi convenienti',
      es: 'Reserve viajes combinados al mejor precio',
      fr: 'Réservez vos voyages forfaitaires à petit prix',
    }),
    html: pick(language, {
      de: '<p>Flug, Hotel und Transfer aus einer Hand: Bei uns buchen Sie Ihre <strong>Pauschalreise</strong> in wenigen Schritten. Alle Preise verstehen sich pro Person.</p><ul><li>Geprüfte Hotels</li><li>Sichere Zahlung</li></ul>',
      en: '<p>Flight, hotel and transfer from one source: book your <strong>package holiday</strong> in a few steps. All prices are per person.</p><ul><li>Hand-picked hotels</li><li>Secure payment</li></ul>',
      it: '<p>Volo, hotel e trasferimento da un unico fornitore: da noi prenota il Suo <strong>pacchetto vacanza</strong> in pochi passaggi. Tutti i prezzi si intendono a persona.</p><ul><li>Hotel selezionati</li><li>Pagamento sicuro</li></ul>',
      es: '<p>Vuelo, hotel y traslado en una sola reserva: con nosotros reserva su <strong>viaje combinado</strong> en pocos pasos. Todos los precios son por persona.</p><ul><li>Hoteles seleccionados</li><li>Pago seguro</li></ul>',
      fr: '<p>Vol, hôtel et transfert auprès d’un seul interlocuteur : réservez votre <strong>voyage forfaitaire</strong> en quelques étapes. Tous les prix s’entendent par personne.</p><ul><li>Hôtels sélectionnés</li><li>Paiement sécurisé</li></ul>',
    }),
  };
}

export function paymentLogos(id: string, language: Language): PaymentLogosModule {
  return {
    id,
    type: 'paymentLogos',
    headline: pick(language, {
      de: 'Bequem bezahlen',
      en: 'Easy payment',
      it: 'Pagamento comodo',
      es: 'Pago cómodo',
      fr: 'Paiement facile',
    }),
    logos: ['visa', 'mastercard', 'amex', 'sepa', 'paypal'],
  };
}

/** Partner logo; the default partner is a savings bank. */
export function partnerLogo(id: string): PartnerLogoModule {
  return {
    id,
    type: 'partnerLogo',
    partners: [
      {
        enabled: true,
        partnerId: 'sparkasse',
        partnerLogo: mediaUrl('partner', 'sparkasse', 'logo.svg'),
        partnerName: 'Sparkasse',
        urlParameter: 'utm_source',
      },
      {
        enabled: true,
        partnerId: 'milesclub',
        partnerLogo: mediaUrl('partner', 'milesclub', 'logo.svg'),
        partnerName: 'Miles Club',
        urlParameter: 'utm_source',
      },
      {
        enabled: false,
        partnerId: 'retired',
        partnerLogo: mediaUrl('partner', 'retired', 'logo.svg'),
        partnerName: 'Retired partner',
        urlParameter: 'utm_source',
      },
    ],
  };
}
