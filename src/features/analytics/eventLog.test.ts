import { networkError } from '../../testing/scriptedApi';
import { rootReducer } from '../../store/rootReducer';
import { checkoutActions, checkoutSlice } from '../checkout';
import { testCart } from '../checkout/testing';
import { destinationsSlice } from '../destinations';
import { resultListSlice } from '../resultlist';
import { offersSlice } from '../hotel';
import { shellActions } from '../shell';
import { listenedTypes } from './listenedTypes';
import { maxAttempts, retryDelayMs } from './analyticsSaga';
import { analyticsStore } from './testing/analyticsStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function bookingStore(options: Parameters<typeof analyticsStore>[0] = {}) {
  const harness = analyticsStore(options);
  rootReducer.inject(checkoutSlice);
  harness.store.dispatch(
    shellActions.routeEntered({
      name: 'checkout_processing',
      locale: 'de-de',
      params: {},
      pathname: '/de-de/booking/process/bk-1',
    }),
  );
  harness.store.dispatch(checkoutActions.checkoutLoaded({ cart: testCart(), payPal: false }));
  return harness;
}

describe('event log', () => {
  it('posts {stack, msg, level INFO, context} with action, time, hotelId and the trimmed package', async () => {
    const { store, start, ready, logged } = bookingStore();
    start();
    await ready();
    jest.setSystemTime(new Date('2027-05-01T10:00:00Z'));
    store.dispatch(checkoutActions.processingFinished('soft_booked'));
    await jest.advanceTimersByTimeAsync(0);
    expect(logged()).toEqual([
      {
        stack: '',
        msg: {
          action: 'bookingSoftBooked',
          time: '2027-05-01T10:00:00.000Z',
          hotelId: 7,
          package: {
            offerId: 'o-1',
            market: 'de',
            basePrice: 1800,
            totalAmount: { value: 1800, currency: 'EUR' },
            travellers: { adults: 2, children: 0, infants: 0 },
            services: [],
            paymentFee: 0,
            couponAmount: undefined,
          },
        },
        level: 'INFO',
        context: {
          checkoutId: 'bk-1',
          route: 'checkout_processing',
          locale: 'de-de',
          variant: 'sunwave',
        },
      },
    ]);
  });

  it('tries a failing post again 1 s apart, at most 5 times, and goes on with the next', async () => {
    const failures = Array.from({ length: maxAttempts }, () => networkError());
    const { store, start, ready, logged } = bookingStore({
      eventLog: [...failures, { success: true }],
    });
    start();
    await ready();
    store.dispatch(checkoutActions.paymentSucceeded());
    await jest.advanceTimersByTimeAsync((maxAttempts - 1) * retryDelayMs - 1);
    expect(logged()).toHaveLength(maxAttempts - 1);
    await jest.advanceTimersByTimeAsync(1);
    expect(logged()).toHaveLength(maxAttempts);
    await jest.advanceTimersByTimeAsync(10 * retryDelayMs);
    expect(logged()).toHaveLength(maxAttempts);
    store.dispatch(checkoutActions.paymentFailed({}));
    await jest.advanceTimersByTimeAsync(0);
    expect(logged().map((body) => (body.msg as { action: string }).action)).toEqual([
      ...Array.from({ length: maxAttempts }, () => 'paymentSuccess'),
      'paymentFailure',
    ]);
  });

  it('posts nothing when the host turns the event log off', async () => {
    const { store, start, ready, logged, pushed } = bookingStore({ settings: { eventLog: false } });
    start();
    await ready();
    store.dispatch(checkoutActions.paymentSucceeded());
    store.dispatch(checkoutActions.processingFinished('success'));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(logged()).toEqual([]);
    expect(pushed).toEqual([]);
  });
});

describe('the actions analytics listens to', () => {
  it('are named as the features dispatch them', () => {
    expect(listenedTypes).toEqual({
      routeEntered: shellActions.routeEntered.type,
      resultListLoaded: resultListSlice.actions.listLoaded.type,
      galleryLoaded: destinationsSlice.actions.galleryLoaded.type,
      hotelPriceDifference: offersSlice.actions.priceDifferenceLoaded.type,
      checkoutChanges: checkoutActions.offerChangeReported.type,
      paymentSucceeded: checkoutActions.paymentSucceeded.type,
      paymentFailed: checkoutActions.paymentFailed.type,
      bookingFinished: checkoutActions.processingFinished.type,
    });
  });
});
