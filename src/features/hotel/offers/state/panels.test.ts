import { shellActions } from '../../../shell';
import { hotelOffersStore, offerArea } from '../testing/hotelOffersStore';
import { cascadeActions } from './cascadeSlice';
import { flightsActions } from './flightsSlice';

describe('cascade and flight-changer panels', () => {
  it('open, toggle, and reset on route transition', () => {
    const store = hotelOffersStore();
    expect(offerArea(store).cascade.open).toBe(true);
    expect(offerArea(store).flights.open).toBe(true);
    store.dispatch(cascadeActions.cascadeToggled());
    store.dispatch(flightsActions.flightChangerToggled());
    expect(offerArea(store).cascade.open).toBe(false);
    expect(offerArea(store).flights.open).toBe(false);

    store.dispatch(
      shellActions.routeEntered({
        name: 'checkout_ancillaries',
        locale: 'en-gb',
        params: { checkoutId: 'bk-1' },
        pathname: '/en-gb/booking/ancillaries/bk-1',
      }),
    );
    expect(offerArea(store).cascade.open).toBe(true);
    expect(offerArea(store).flights.open).toBe(true);
  });
});
