import { until } from '../../../../testing/featureStore';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { bookingRequested } from '../state/actions';
import { hotelOffersStore, offerArea, requestOffers } from '../testing/hotelOffersStore';

setupDemoHost();

afterEach(() => {
  delete process.env.DEMO_FAULTS;
});

describe('booking an offer the operator re-priced (docs/rules/checkout-prices.md)', () => {
  it('hands the price change of the create answer over with the new checkout', async () => {
    const store = hotelOffersStore();
    requestOffers(store);
    await until(store, () => offerArea(store).offers.status === 'resolved');
    const offerId = offerArea(store).offers.slots.selected.model!.id;
    process.env.DEMO_FAULTS = 'checkout_create:price-change';
    store.dispatch(bookingRequested({ offerId }));
    await until(store, () => offerArea(store).booking.status === 'created');
    expect(offerArea(store).booking.changes).toEqual([
      expect.objectContaining({
        type: 'price',
        price: expect.objectContaining({ difference: expect.any(Number), currency: 'EUR' }),
      }),
    ]);
    expect(offerArea(store).booking.changes[0]?.price?.difference).toBeGreaterThan(1);
  });
});
