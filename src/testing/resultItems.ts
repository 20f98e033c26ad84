import type { Flight, MixedResultItem, Offer, SearchHotel } from '../api/types';

/** Test fixtures: a search result shaped like the demo host's, with overridable parts. */
export interface TestItemOverrides {
  hotel?: Partial<SearchHotel>;
  offer?: Partial<Offer>;
}

function flight(from: string, to: string, date: string): Flight {
  return {
    departureDateTime: `${date}T08:00:00`,
    arrivalDateTime: `${date}T11:30:00`,
    departureAirport: { code: from, name: from === 'MUC' ? 'Munich' : 'Palma de Mallorca' },
    arrivalAirport: { code: to, name: to === 'MUC' ? 'Munich' : 'Palma de Mallorca' },
    airline: { code: 'DE', name: 'Condor' },
    flightNumber: 'DE1234',
    stops: 0,
    baggageInfo: [],
  };
}

export function testHotel(overrides: Partial<SearchHotel> = {}): SearchHotel {
  return {
    id: 4711,
    giataCode: 12345,
    name: 'Hotel Sol de Mallorca',
    slugName: 'hotel-sol-de-mallorca',
    slugPath: 'spain/mallorca/palma',
    category: 4,
    location: {
      country: { code: 'ES', name: 'Spain' },
      region: { id: 'r1', name: 'Mallorca' },
      city: { id: 'c1', name: 'Palma' },
      geoCode: { latitude: 39.57, longitude: 2.65 },
    },
    content: { mainImage: { link: '/demo-media/hotel-4711-1.svg' }, textList: [] },
    hotelAttributes: [{ code: 'pool', label: 'Pool' }],
    ratings: { averageRating: 5.2, reviewsCount: 312, recommendationsTotal: 94 },
    ratingSummaries: [],
    features: [{ type: 'destination', value: { staticGroupId: 77, name: 'Palma' } }],
    thumbnails: [
      '/demo-media/hotel-4711-1.svg',
      { link: '/demo-media/hotel-4711-2.svg', type: 'image', category: 'pool' },
      '/demo-media/hotel-4711-3.svg',
    ],
    ...overrides,
  };
}

export function testOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'offer-4711-2027-07-15-7-MUC-DZ-AI',
    hotelId: 4711,
    price: { amount: 1798, perPersonAmount: 899, currency: 'EUR' },
    lengthOfStay: 7,
    departureDate: '2027-07-15',
    returnDate: '2027-07-22',
    rooms: [
      {
        code: 'DZ',
        name: 'Double room',
        views: [{ code: 'SEA', name: 'Sea view' }],
        board: { code: 'AI', name: 'All inclusive' },
        transfer: true,
      },
    ],
    tourOperator: { code: 'TO', name: 'Demo Tours' },
    departureAirport: { code: 'MUC', name: 'Munich' },
    departureFlight: flight('MUC', 'PMI', '2027-07-15'),
    returnFlight: flight('PMI', 'MUC', '2027-07-22'),
    available: true,
    ...overrides,
  };
}

export function testItem({ hotel, offer }: TestItemOverrides = {}): MixedResultItem {
  const offerValue = testOffer(offer);
  return {
    hotels: [testHotel(hotel)],
    offers: [offerValue],
    productSearch: {
      travelPeriod: {
        departureDate: offerValue.departureDate,
        returnDate: offerValue.returnDate,
        duration: String(offerValue.lengthOfStay),
      },
    },
    hubCurrency: 'EUR',
  };
}
