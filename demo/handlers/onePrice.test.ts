/** @jest-environment node */
import type { HotelOfferResponse, Offer, ResultListResponse } from '../../src/api/types';
import { startDemoServer } from '../testing/demoServer';
import { call } from '../testing/shape';

startDemoServer();

// Two adults and a child of 7 (docs/rules/prices.md): the child pays less than an adult.
const productSearch = {
  destinations: ['es-mallorca'],
  travelPeriod: { departureDate: '2026-06-01', returnDate: '2026-06-08', duration: '7' },
  flight: { departureAirports: ['FRA'] },
  travellers: { adults: [{}, {}], children: [{ dateOfBirth: '2019-05-26' }], babies: [] },
};

describe('one price for a family on the list and the hotel page (docs/rules/prices.md)', () => {
  it("gives the list's first offer the same total and per-person price on the hotel page", async () => {
    const { body: list } = await call('get_mixed_resultlist', {
      body: { productSearch },
      query: { locale: 'en-gb' },
    });
    const item = (list as ResultListResponse).results[0]!;
    const listed = item.offers[0]!;
    // The host's total is what each traveller pays, not the adult price three times.
    expect(listed.price.amount).toBeLessThan(listed.price.perPersonAmount * 3);
    expect(listed.price.amount).toBeGreaterThan(listed.price.perPersonAmount * 2);

    const { body } = await call('get_hoteldetail_offer', {
      params: { hotelId: item.hotels[0]!.id },
      query: { locale: 'en-gb' },
      body: { productSearch },
    });
    const offers = body as HotelOfferResponse;
    const onHotelPage = (offers.selected ?? offers.initial) as Offer;
    expect(onHotelPage.id).toBe(listed.id);
    expect(onHotelPage.price.amount).toBe(listed.price.amount);
    expect(onHotelPage.price.perPersonAmount).toBe(listed.price.perPersonAmount);
  });
});
