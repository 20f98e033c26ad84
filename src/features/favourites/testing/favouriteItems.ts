import type { MixedResultItem } from '../../../api/types';
import { testHotel, testItem, testOffer } from '../../../testing/resultItems';

export interface FavouriteItemOptions {
  id: number;
  name: string;
  price?: number;
  city?: string;
  reviews?: number;
}

/** Test fixture: one entry of the favourites list, a result item of its own hotel and price. */
export function favouriteItem({
  id,
  name,
  price = 899,
  city = 'Palma',
  reviews = 312,
}: FavouriteItemOptions): MixedResultItem {
  const hotel = testHotel();
  const rooms = testOffer().rooms.map((room) => ({ ...room, views: [] }));
  return testItem({
    hotel: {
      id,
      giataCode: id,
      name,
      slugName: name.toLowerCase().replace(/\W+/g, '-'),
      location: { ...hotel.location, city: { id: 'c1', name: city } },
      content: { mainImage: { link: `/demo-media/hotel-${id}-1.svg` }, textList: [] },
      hotelAttributes: [],
      ratings: { ...hotel.ratings, reviewsCount: reviews },
      features: [],
      thumbnails: [],
    },
    offer: {
      id: `offer-${id}`,
      hotelId: id,
      price: { amount: price * 2, perPersonAmount: price, currency: 'EUR' },
      rooms,
    },
  });
}
