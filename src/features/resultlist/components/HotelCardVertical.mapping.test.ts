import type { MapHotelSummary } from '../../../api/types';
import { shownPrice } from '../../../lib/prices';
import { hotelCardFromMapHotel, hotelCardFromResultItem } from './HotelCardVertical';
import { testHotel, testItem } from '../../../testing/resultItems';

const mapSummary: MapHotelSummary = {
  name: 'Hotel Sol de Mallorca',
  slugPath: 'spain/mallorca/palma',
  slugName: 'hotel-sol-de-mallorca',
  image: '/demo-media/hotel-4711-1.svg',
  location: ['Palma', 'Mallorca', 'Spain'],
  category: 4,
  averageRating: 5.2,
  reviewsCount: 312,
  recommendationsTotal: 94,
  lengthOfStay: 7,
  perPersonAmount: 899,
  amount: 1798,
};

describe('the vertical card from a list result', () => {
  it('takes hotels[0] and the nights of offers[0]', () => {
    expect(hotelCardFromResultItem(testItem())).toEqual({
      hotelId: 4711,
      name: 'Hotel Sol de Mallorca',
      imageUrl: '/demo-media/hotel-4711-1.svg',
      category: 4,
      location: ['Palma', 'Mallorca', 'Spain'],
      ratings: { averageRating: 5.2, reviewsCount: 312, recommendationsTotal: 94 },
      nights: 7,
    });
  });

  it('is null without a hotel and has no nights without an offer', () => {
    expect(hotelCardFromResultItem({ ...testItem(), hotels: [] })).toBeNull();
    expect(hotelCardFromResultItem({ ...testItem(), offers: [] })?.nights).toBeNull();
  });

  it('has no image when the main image link is empty', () => {
    const item = testItem({ hotel: { content: { mainImage: { link: '' }, textList: [] } } });
    expect(hotelCardFromResultItem(item)?.imageUrl).toBeNull();
  });

  it('drops empty location parts and a part repeating the one before', () => {
    const { location } = testHotel();
    const item = testItem({
      hotel: {
        location: {
          ...location,
          city: { id: 'c', name: ' Berlin ' },
          region: { id: 'r', name: 'Berlin' },
          country: { code: 'DE', name: 'Germany' },
        },
      },
    });
    expect(hotelCardFromResultItem(item)?.location).toEqual(['Berlin', 'Germany']);
    const noRegion = testItem({
      hotel: { location: { ...location, region: { id: 'r', name: '' } } },
    });
    expect(hotelCardFromResultItem(noRegion)?.location).toEqual(['Palma', 'Spain']);
  });
});

describe('the vertical card from a map hotel place', () => {
  it('takes the summary the map sends and the place’s hotel id', () => {
    expect(hotelCardFromMapHotel(4711, mapSummary)).toEqual(hotelCardFromResultItem(testItem()));
  });

  it('keeps a missing recommendation missing (the card shows 70 then)', () => {
    const { recommendationsTotal: _, ...withoutRecommendation } = mapSummary;
    expect(hotelCardFromMapHotel(1, withoutRecommendation).ratings).toEqual({
      averageRating: 5.2,
      reviewsCount: 312,
      recommendationsTotal: undefined,
    });
  });

  it("shows the per-person amount or the host's total for the searched travellers", () => {
    expect(shownPrice(mapSummary, true)).toEqual({ amount: 899, kind: 'perPerson' });
    expect(shownPrice({ ...mapSummary, amount: 1483 }, false)).toEqual({
      amount: 1483,
      kind: 'total',
    });
  });
});
