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
        text: pick(
          language,
          'Kostenlose Stornierung bis 30 Tage vor Abreise',
          'Free cancellation up to 30 days before departure',
        ),
      },
      {
        text: pick(language, 'Kinderfestpreise auf Kreta', 'Fixed child prices on Crete'),
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
            pick(language, 'Hotel-Award 2026', 'Hotel award 2026'),
            300,
            120,
          ),
          visibility: { pageTypes: ['hoteldetail'] },
        },
        {
          id: 'hotel-luggage',
          type: 'ancillariesInfo',
          headline: pick(language, 'Hinweis zum Gepäck', 'About your luggage'),
          infos: [
            {
              airlines: ['EW', 'XQ'],
              text: pick(
                language,
                'Bei diesen Fluggesellschaften ist im Basistarif kein Aufgabegepäck enthalten. Sie können es bei der Buchung dazubuchen.',
                'These airlines include no checked luggage in the basic fare. You can add it while booking.',
              ),
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
