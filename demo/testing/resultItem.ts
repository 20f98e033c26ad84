import type { MixedResultItem, Offer, SearchHotel } from '../../src/api/types';
import { expectShape, requiredKeys } from './shape';

const hotelKeys = requiredKeys<SearchHotel>()(
  'id',
  'giataCode',
  'name',
  'slugName',
  'slugPath',
  'category',
  'location',
  'content',
  'hotelAttributes',
  'ratings',
  'ratingSummaries',
  'features',
  'thumbnails',
);
const offerKeys = requiredKeys<Offer>()(
  'id',
  'hotelId',
  'price',
  'lengthOfStay',
  'departureDate',
  'returnDate',
  'rooms',
  'tourOperator',
  'departureAirport',
  'departureFlight',
  'returnFlight',
  'available',
);

/** Asserts the fields of a result item the shop reads. */
export function expectResultItem(item: unknown): MixedResultItem {
  const typed = expectShape<MixedResultItem>(
    item,
    requiredKeys<MixedResultItem>()('hotels', 'offers', 'productSearch', 'hubCurrency'),
    'result item',
  );
  const hotel = expectShape<SearchHotel>(typed.hotels[0], hotelKeys, 'hotels[0]');
  const offer = expectShape<Offer>(typed.offers[0], offerKeys, 'offers[0]');
  expect(hotel.location.geoCode.latitude).toEqual(expect.any(Number));
  expect(hotel.features[0]?.value.staticGroupId).toEqual(expect.any(Number));
  expect(hotel.ratingSummaries.map((r) => r.type)).toEqual([
    'holidaycheck',
    'trustyou',
    'tripadvisor',
  ]);
  expect(offer.price.perPersonAmount).toBeGreaterThan(0);
  expect(offer.rooms[0]?.board.name).toBeTruthy();
  expect(offer.departureFlight.departureDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
  expect(typed.productSearch.hotel?.references?.giataCode).toBe(hotel.giataCode);
  return typed;
}
