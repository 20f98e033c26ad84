/** @jest-environment node */
import fc from 'fast-check';
import type {
  CheckoutResponse,
  HotelOfferResponse,
  Offer,
  ResultListResponse,
} from '../../src/api/types';
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

describe('a total is the sum of what each traveller pays (docs/rules/prices.md)', () => {
  const travelDate = '2026-06-01';
  const birthDateAt = (age: number) => `${2026 - age - 1}-12-31`;

  it('equals, for any party, the checkout’s own price per traveller added up', async () => {
    const party = fc.record({
      adults: fc.integer({ min: 1, max: 4 }),
      childAges: fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(party, async ({ adults, childAges }) => {
        // Children under 2 may not outnumber the adults.
        const ages = childAges.filter(
          (age, i) => age >= 2 || childAges.slice(0, i + 1).filter((a) => a < 2).length <= adults,
        );
        const young = ages.map((age) => ({ dateOfBirth: birthDateAt(age) }));
        const { body: list } = await call('get_mixed_resultlist', {
          body: {
            productSearch: {
              ...productSearch,
              travelPeriod: { ...productSearch.travelPeriod, departureDate: travelDate },
              travellers: {
                adults: Array.from({ length: adults }, () => ({})),
                children: young.filter((_, i) => ages[i]! >= 2),
                babies: young.filter((_, i) => ages[i]! < 2),
              },
            },
            resultsPerPage: 1,
          },
          query: { locale: 'en-gb' },
        });
        const listed = (list as ResultListResponse).results[0]!.offers[0]!;
        const { body } = await call('checkout_create', { body: { offer: { id: listed.id } } });
        const cart = (body as CheckoutResponse).cart!;
        const { offerAdult, offerChild, offerInfant, basePrice } = cart.checkout.package;
        // Teenagers pay an adult's price; children 2 to 11 the child price; babies the infant's.
        const each = ages.map((age) =>
          age < 2 ? offerInfant.amount : age <= 11 ? offerChild.amount : offerAdult.amount,
        );
        const sum = offerAdult.amount * adults + each.reduce((a, b) => a + b, 0);
        expect(listed.price.amount).toBe(sum);
        expect(basePrice.amount).toBe(listed.price.amount);
      }),
      { numRuns: 12 },
    );
  });
});
