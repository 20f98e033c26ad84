import type { FlightChangerRequest } from '../../../../api/types';
import { until } from '../../../../testing/featureStore';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { cascadeActions } from '../state/cascadeSlice';
import { flightsActions } from '../state/flightsSlice';
import {
  hotelOffersStore,
  offerArea,
  requestOffers,
  watchedHotelOffersStore,
} from '../testing/hotelOffersStore';

setupDemoHost();

type Store = ReturnType<typeof hotelOffersStore>;
const flights = (store: Store) => offerArea(store).flights;

function watchedStore() {
  const { store, callsTo } = watchedHotelOffersStore();
  const departureCalls = () =>
    callsTo('flight_changer_departure').map((call) => call.data as FlightChangerRequest);
  return { store, departureCalls };
}

describe('flight changer saga', () => {
  it('loads outbound, return and alternative flights after the initial offer load', async () => {
    const { store, departureCalls } = watchedStore();
    expect(flights(store).shouldLoad).toBe(false);
    requestOffers(store);
    await until(store, () => flights(store).status === 'resolved');
    const offer = offerArea(store).offers.slots.selected.model!;
    expect(flights(store).shouldLoad).toBe(true);
    const { departures, returns } = flights(store).data;
    expect(departures.filter((f) => f.selected).map((f) => f.offerId)).toEqual([offer.id]);
    expect(returns.length).toBeGreaterThan(1);
    expect(departureCalls()).toEqual([expect.objectContaining({ offerId: offer.id })]);
    expect(departureCalls()[0]?.withLuggage).toBeUndefined();
  });

  it('loads again with the baggage filter, and only fares with checked luggage come back', async () => {
    const { store, departureCalls } = watchedStore();
    requestOffers(store);
    await until(store, () => flights(store).status === 'resolved');
    store.dispatch(flightsActions.baggageFilterChanged(true));
    await until(store, () => flights(store).loadedKey?.endsWith('luggage') === true);
    await until(store, () => flights(store).status === 'resolved');
    expect(departureCalls().map((call) => call.withLuggage)).toEqual([undefined, true]);
    expect(
      flights(store).data.departures.every((f) => !f.flight.baggageInfo[0]?.noBaggageFare),
    ).toBe(true);
  });

  it('does not load while shouldLoad is false after a cascade column change, nor while closed', async () => {
    const { store, departureCalls } = watchedStore();
    requestOffers(store);
    await until(store, () => flights(store).status === 'resolved');
    store.dispatch(cascadeActions.cascadeValueChosen({ column: 'los', value: '7' }));
    expect(flights(store).shouldLoad).toBe(false);
    store.dispatch(flightsActions.flightChangerToggled());
    store.dispatch(flightsActions.baggageFilterChanged(true));
    expect(flights(store)).toMatchObject({ open: false, shouldLoad: true });
    store.dispatch(flightsActions.flightChangerToggled());
    await until(store, () => flights(store).status === 'resolved' && departureCalls().length === 2);
    expect(departureCalls()[1]?.withLuggage).toBe(true);
  });

  it('loads the room and board matrix of the selected offer', async () => {
    const store = hotelOffersStore();
    requestOffers(store);
    await until(store, () => flights(store).roomBoard.status === 'resolved');
    const offer = offerArea(store).offers.slots.selected.model!;
    const { matrix } = flights(store).roomBoard;
    expect(matrix!.cells.find((cell) => cell.offerId === offer.id)?.priceDifference).toBe(0);
  });
});
