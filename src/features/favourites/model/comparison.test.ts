import type { MixedResultItem } from '../../../api/types';
import { favouriteItem } from '../testing/favouriteItems';
import { comparisonColumns } from './comparison';

describe('comparison columns (favourites page)', () => {
  it('takes name, stars, location, rating, board, nights and price per person of each hotel', () => {
    expect(comparisonColumns([favouriteItem({ id: 7, name: 'Hotel Sol', price: 899 })])).toEqual([
      {
        hotelId: 7,
        name: 'Hotel Sol',
        slugPath: 'spain/mallorca/palma',
        slugName: 'hotel-sol',
        category: 4,
        location: 'Palma, Mallorca, Spain',
        rating: { average: 5.2, count: 312 },
        board: 'All inclusive',
        nights: 7,
        perPersonAmount: 899,
        hubCurrency: 'EUR',
      },
    ]);
  });

  it('keeps the list order, drops repeated place names and shows no rating without reviews', () => {
    const first = favouriteItem({ id: 1, name: 'A', city: 'Mallorca' });
    const second = favouriteItem({ id: 2, name: 'B', reviews: 0 });
    const columns = comparisonColumns([first, second]);
    expect(columns.map((column) => column.name)).toEqual(['A', 'B']);
    expect(columns[0]!.location).toBe('Mallorca, Spain');
    expect(columns[1]!.rating).toBeNull();
  });

  it('leaves board, nights and price empty without an offer, and skips items without a hotel', () => {
    const noOffer: MixedResultItem = { ...favouriteItem({ id: 3, name: 'C' }), offers: [] };
    const noHotel: MixedResultItem = { ...favouriteItem({ id: 4, name: 'D' }), hotels: [] };
    expect(comparisonColumns([noOffer, noHotel])).toEqual([
      expect.objectContaining({ hotelId: 3, board: null, nights: null, perPersonAmount: null }),
    ]);
  });
});
