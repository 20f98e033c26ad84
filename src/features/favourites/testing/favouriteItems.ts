import type { Flight, MixedResultItem } from '../../../api/types';

export interface FavouriteItemOptions {
  id: number;
  name: string;
  price?: number;
  city?: string;
  reviews?: number;
}

function flight(from: string, to: string, date: string): Flight {
  return {
    departureDateTime: `${date}T08:00:00`,
    arrivalDateTime: `${date}T11:30:00`,
    departureAirport: { code: from, name: from },
    arrivalAirport: { code: to, name: to },
    airline: { code: 'DE', name: 'Condor' },
    flightNumber: 'DE1234',
    stops: 0,
    baggageInfo: [],
  };
}

/** Test fixture: one entry of the favourites list, shaped like the demo host's. */
export function favouriteItem({
  id,
  name,
  price = 899,
  city = 'Palma',
  reviews = 312,
}: FavouriteItemOptions): MixedResultItem {
  const slugName = name.toLowerCase().replace(/\W+/g, '-');
  return {
    hotels: [
      {
        id,
        giataCode: id,
        name,
        slugName,
        slugPath: 'spain/mallorca/palma',
        category: 4,
        location: {
          country: { code: 'ES', name: 'Spain' },
          region: { id: 'r1', name: 'Mallorca' },
          city: { id: 'c1', name: city },
          geoCode: { latitude: 39.57, longitude: 2.65 },
        },
        content: { mainImage: { link: `/demo-media/hotel-${id}-1.svg` }, textList: [] },
        hotelAttributes: [],
        ratings: { averageRating: 5.2, reviewsCount: reviews, recommendationsTotal: 94 },
        ratingSummaries: [],
        features: [],
        thumbnails: [],
      },
    ],
    offers: [
      {
        id: `offer-${id}`,
        hotelId: id,
        price: { amount: price * 2, perPersonAmount: price, currency: 'EUR' },
        lengthOfStay: 7,
        departureDate: '2027-07-15',
        returnDate: '2027-07-22',
        rooms: [
          {
            code: 'DZ',
            name: 'Double room',
            views: [],
            board: { code: 'AI', name: 'All inclusive' },
            transfer: true,
          },
        ],
        tourOperator: { code: 'TO', name: 'Demo Tours' },
        departureAirport: { code: 'MUC', name: 'Munich' },
        departureFlight: flight('MUC', 'PMI', '2027-07-15'),
        returnFlight: flight('PMI', 'MUC', '2027-07-22'),
        available: true,
      },
    ],
    productSearch: {},
    hubCurrency: 'EUR',
  };
}
