import type { CmsModule } from '../../../src/api/types';
import type { Catalogue, CatalogueHotel, Language } from '../model';
import { cmsImage, destinationLink, pick } from './helpers';
import { paymentLogos } from './shared';

/** The hotels of the demo's hotel award: the first three 5-star hotels. */
export function awardedHotels(catalogue: Catalogue): CatalogueHotel[] {
  return catalogue.hotels.filter((hotel) => hotel.category === 5).slice(0, 3);
}

/** One ticker for the shop's hotel and destination pages (the ticker's `pages` names where it shows). */
function shopTicker(catalogue: Catalogue, language: Language): CmsModule {
  return {
    id: 'shop-news',
    type: 'newsTicker',
    separator: '+++',
    pages: ['hoteldetail', 'seoDestinationContent'],
    messages: [
      {
        text: pick(language, {
          de: 'Kostenlose Stornierung bis 30 Tage vor Abreise',
          en: 'Free cancellation up to 30 days before departure',
          it: 'Cancellazione gratuita fino a 30 giorni prima della partenza',
          es: 'Cancelación gratuita hasta 30 días antes de la salida',
          fr: 'Annulation gratuite jusqu’à 30 jours avant le départ',
        }),
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
  };
}

/**
 * The modules the demo CMS places on the shop's own pages, keyed by the page types the shop asks
 * for (hoteldetail, seoDestinationContent, voucher); other shop pages carry none.
 */
export function shopPageModules(
  catalogue: Catalogue,
  language: Language,
  pageType: string,
): CmsModule[] {
  switch (pageType) {
    case 'hoteldetail':
      return [
        shopTicker(catalogue, language),
        {
          // Shows on the pages of the hotels it names only.
          id: 'hotel-award',
          type: 'hotelAwardBanner',
          giataIds: awardedHotels(catalogue).map((hotel) => hotel.giataCode),
          width: 300,
          height: 120,
          image: cmsImage(
            'award-2026',
            pick(language, {
              de: 'Hotel-Award 2026',
              en: 'Hotel award 2026',
              it: 'Premio hotel 2026',
              es: 'Premio al hotel 2026',
              fr: 'Prix des hôtels 2026',
            }),
            300,
            120,
          ),
          visibility: { pageTypes: ['hoteldetail'] },
        },
        {
          id: 'hotel-luggage',
          type: 'ancillariesInfo',
          headline: pick(language, {
            de: 'Hinweis zum Gepäck',
            en: 'About your luggage',
            it: 'Informazioni sul bagaglio',
            es: 'Información sobre el equipaje',
            fr: 'Informations sur les bagages',
          }),
          infos: [
            {
              airlines: ['EW', 'XQ'],
              text: pick(language, {
                de: 'Bei diesen Fluggesellschaften ist im Basistarif kein Aufgabegepäck enthalten. Sie können es bei der Buchung dazubuchen.',
                en: 'These airlines include no checked luggage in the basic fare. You can add it while booking.',
                it: 'Con queste compagnie aeree la tariffa base non include il bagaglio da stiva. Può aggiungerlo durante la prenotazione.',
                es: 'Con estas aerolíneas, la tarifa básica no incluye equipaje facturado. Puede añadirlo al hacer la reserva.',
                fr: 'Avec ces compagnies aériennes, le tarif de base n’inclut aucun bagage en soute. Vous pouvez l’ajouter lors de la réservation.',
              }),
            },
          ],
          visibility: { pageTypes: ['hoteldetail'] },
        },
      ];
    case 'seoDestinationContent':
      return [shopTicker(catalogue, language)];
    case 'voucher':
      return [
        { ...paymentLogos('voucher-payment', language), visibility: { pageTypes: ['voucher'] } },
      ];
    default:
      return [];
  }
}
