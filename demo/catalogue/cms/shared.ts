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
 * The homepage's popular destinations, each showing other teaser content fields (spec 1 §3): the
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
        overrideButtonText: pick(language, 'Kreta-Angebote', 'Crete offers'),
        overrideBubbleText: pick(language, 'Knüller ab', 'Hot deal from'),
        overrideBubblePrice: 499,
        overrideDestination: pick(language, 'Kreta und Santorini', 'Crete and Santorini'),
        overrideAdditionalInformation: pick(
          language,
          '7 Nächte, Halbpension, Transfer inklusive',
          '7 nights, half board, transfer included',
        ),
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
        text: pick(
          language,
          'Sicher buchen mit Reisepreis-Absicherung',
          'Book safely with full financial protection',
        ),
      },
      {
        icon: 'phone',
        text: pick(
          language,
          'Persönliche Beratung 7 Tage die Woche',
          'Personal advice 7 days a week',
        ),
      },
      {
        icon: 'tag',
        text: pick(language, 'Bestpreis für Flug und Hotel', 'Best price for flight and hotel'),
      },
    ],
  };
}

export function uspList(id: string, language: Language): UspListModule {
  return {
    id,
    type: 'uspList',
    headline: pick(language, 'Darum mit uns', 'Why book with us'),
    items: [
      {
        icon: 'plane',
        headline: pick(language, 'Flug inklusive', 'Flights included'),
        text: pick(
          language,
          'Von über 30 Flughäfen in Deutschland, Österreich und der Schweiz.',
          'From more than 30 airports in Germany, Austria and Switzerland.',
        ),
      },
      {
        icon: 'umbrella-beach',
        headline: pick(language, '2.000 Hotels', '2,000 hotels'),
        text: pick(
          language,
          'Von der Finca bis zum Luxusresort.',
          'From country house to luxury resort.',
        ),
      },
      {
        icon: 'euro',
        headline: pick(language, 'Kleine Anzahlung', 'Low deposit'),
        text: pick(
          language,
          'Nur 20 % bei Buchung, der Rest 30 Tage vor Abreise.',
          'Only 20% on booking, the rest 30 days before departure.',
        ),
      },
    ],
  };
}

export function faqModule(id: string, language: Language): FaqModule {
  return {
    id,
    type: 'faq',
    headline: pick(language, 'Häufige Fragen', 'Frequently asked questions'),
    items: [
      {
        question: pick(
          language,
          'Wann erhalte ich meine Reiseunterlagen?',
          'When do I get my travel documents?',
        ),
        answer: pick(
          language,
          '<p>Etwa <strong>14 Tage vor Abreise</strong> per E-Mail.</p>',
          '<p>About <strong>14 days before departure</strong> by e-mail.</p>',
        ),
      },
      {
        question: pick(language, 'Ist der Transfer inklusive?', 'Is the transfer included?'),
        answer: pick(
          language,
          '<p>Das steht bei jedem Angebot. Sie können einen Transfer auch im Buchungsschritt <em>Extras</em> hinzufügen.</p>',
          '<p>Each offer says so. You can also add a transfer in the <em>Extras</em> booking step.</p>',
        ),
      },
      {
        question: pick(language, 'Kann ich kostenlos stornieren?', 'Can I cancel free of charge?'),
        answer: pick(
          language,
          '<p>Mit unserer <a href="/de-de/contact">Reiserücktrittsversicherung</a> sind Sie abgesichert.</p>',
          '<p>Our <a href="/en-gb/contact">cancellation insurance</a> covers you.</p>',
        ),
      },
    ],
  };
}

export function footerNoteModule(id: string, language: Language): FreeTextModule {
  return {
    id,
    type: 'freeText',
    headline: pick(language, 'Pauschalreisen günstig buchen', 'Book package holidays for less'),
    html: pick(
      language,
      '<p>Flug, Hotel und Transfer aus einer Hand: Bei uns buchen Sie Ihre <strong>Pauschalreise</strong> in wenigen Schritten. Alle Preise verstehen sich pro Person.</p><ul><li>Geprüfte Hotels</li><li>Sichere Zahlung</li></ul>',
      '<p>Flight, hotel and transfer from one source: book your <strong>package holiday</strong> in a few steps. All prices are per person.</p><ul><li>Hand-picked hotels</li><li>Secure payment</li></ul>',
    ),
  };
}

export function paymentLogos(id: string, language: Language): PaymentLogosModule {
  return {
    id,
    type: 'paymentLogos',
    headline: pick(language, 'Bequem bezahlen', 'Easy payment'),
    logos: ['visa', 'mastercard', 'amex', 'sepa', 'paypal'],
  };
}

/** Partner logo; the default partner is a savings bank (spec 1 §2.4). */
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
