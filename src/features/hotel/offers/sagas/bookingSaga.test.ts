import { moment } from '../../../../lib/dates';
import { until } from '../../../../testing/featureStore';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { selectIsErrorModalOpen } from '../../../shell';
import { bookingRequested } from '../state/actions';
import { bookingActions } from '../state/bookingSlice';
import { demoState } from '../../../../../demo/handlers';
import {
  hotelOffersStore,
  offerArea,
  requestOffers,
  testContext,
  watchedHotelOffersStore,
} from '../testing/hotelOffersStore';

setupDemoHost();

type Store = ReturnType<typeof hotelOffersStore>;

function watchedStore() {
  const { store, callsTo } = watchedHotelOffersStore();
  return { store, createCalls: () => callsTo('checkout_create') };
}

async function selectedOfferId(store: Store, context = testContext()) {
  requestOffers(store, null, { context });
  await until(store, () => offerArea(store).offers.status === 'resolved');
  return offerArea(store).offers.slots.selected.model!.id;
}

afterEach(() => {
  delete process.env.DEMO_FAULTS;
});

describe('booking saga: creating the checkout, and offers the operator refuses', () => {
  it('creates one checkout for a double click and hands its id over', async () => {
    const { store, createCalls } = watchedStore();
    const offerId = await selectedOfferId(store);
    store.dispatch(bookingRequested({ offerId }));
    store.dispatch(bookingRequested({ offerId }));
    expect(offerArea(store).booking.status).toBe('creating');
    await until(store, () => offerArea(store).booking.status === 'created');
    expect(createCalls()).toHaveLength(1);
    expect(createCalls()[0]?.data).toEqual({
      offer: { id: offerId },
      productSearch: testContext().productSearch,
    });
    expect(offerArea(store).booking.checkoutId).toMatch(/^bk/);
    expect(offerArea(store).calendar.offerAfterBooking).toBe(offerId);
  });

  it('takes no press between the created checkout and the page going to it', async () => {
    const { store, createCalls } = watchedStore();
    const offerId = await selectedOfferId(store);
    store.dispatch(bookingRequested({ offerId }));
    await until(store, () => offerArea(store).booking.status === 'created');
    // A third Enter after the answer, before the page has navigated.
    store.dispatch(bookingRequested({ offerId }));
    store.dispatch(bookingRequested({ offerId }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(createCalls()).toHaveLength(1);
    expect(offerArea(store).booking.status).toBe('created');

    // Once handed over (the visitor may come back and book again), a press books again.
    store.dispatch(bookingActions.bookingHandedOver());
    store.dispatch(bookingRequested({ offerId }));
    await until(store, () => offerArea(store).booking.status === 'created');
    expect(createCalls()).toHaveLength(2);
  });

  it('hands the searched birth dates to the operator, who keeps them with the booked ages', async () => {
    const { store } = watchedStore();
    const context = testContext();
    const departure = context.productSearch.travelPeriod?.departureDate ?? '';
    const teenBirthDate = `${Number(departure.slice(0, 4)) - 14}-01-01`;
    context.productSearch.travellers = {
      adults: [{}, {}],
      children: [{ dateOfBirth: teenBirthDate }],
      babies: [],
    };
    const offerId = await selectedOfferId(store, context);
    store.dispatch(bookingRequested({ offerId }));
    await until(store, () => offerArea(store).booking.status === 'created');
    const cart = demoState.carts.get(offerArea(store).booking.checkoutId ?? '');
    // Born on 1 January fourteen years before the departure year: 14 on any day of that year.
    expect(cart?.passengers[2]).toMatchObject({
      type: 'CHILD',
      age: 14,
      dateOfBirth: teenBirthDate,
    });
  });

  it('leaves a date standing in for an age out of the booking, keeping the age', async () => {
    const { store, createCalls } = watchedStore();
    const context = testContext();
    const departure = context.productSearch.travelPeriod?.departureDate ?? '';
    // The age selector's stand-in for 8 (half a year before the eighth birthday on departure)
    // and a birth date the visitor gave for 14.
    const standIn = moment(departure)
      .subtract(8, 'years')
      .subtract(6, 'months')
      .format('YYYY-MM-DD');
    const teenBirthDate = `${Number(departure.slice(0, 4)) - 14}-01-01`;
    context.productSearch.travellers = {
      adults: [{}, {}],
      children: [{ dateOfBirth: standIn, ageOnly: true }, { dateOfBirth: teenBirthDate }],
      babies: [],
    };
    const offerId = await selectedOfferId(store, context);
    store.dispatch(bookingRequested({ offerId }));
    await until(store, () => offerArea(store).booking.status === 'created');
    expect(createCalls()[0]?.data).toMatchObject({
      productSearch: { travellers: { children: [{}, { dateOfBirth: teenBirthDate }] } },
    });
    const cart = demoState.carts.get(offerArea(store).booking.checkoutId ?? '');
    expect(cart?.passengers.slice(2).map((p) => [p.age, p.dateOfBirth])).toEqual([
      [8, ''],
      [14, teenBirthDate],
    ]);
  });

  it('marks an offer the operator refuses as unavailable', async () => {
    const { store } = watchedStore();
    const offerId = await selectedOfferId(store);
    process.env.DEMO_FAULTS = 'checkout_create:unavailable';
    store.dispatch(bookingRequested({ offerId }));
    await until(store, () => offerArea(store).booking.status === 'failed');
    expect(offerArea(store).booking.reason).toBe('unavailable');
    expect(offerArea(store).offers.unavailable).toEqual([offerId]);
    expect(selectIsErrorModalOpen(store.getState())).toBe(false);

    delete process.env.DEMO_FAULTS;
    store.dispatch(bookingRequested({ offerId }));
    await until(store, () => offerArea(store).booking.status === 'created');
    expect(offerArea(store).offers.unavailable).toEqual([]);
  });

  it('opens the error modal when the server fails, without blaming the offer', async () => {
    const { store } = watchedStore();
    const offerId = await selectedOfferId(store);
    process.env.DEMO_FAULTS = 'checkout_create:status=503';
    store.dispatch(bookingRequested({ offerId }));
    await until(store, () => offerArea(store).booking.status === 'failed');
    expect(offerArea(store).booking.reason).toBe('error');
    expect(offerArea(store).offers.unavailable).toEqual([]);
    expect(selectIsErrorModalOpen(store.getState())).toBe(true);
  });
});
