import fc from 'fast-check';
import type { Action } from '@reduxjs/toolkit';
import type { Cart, Customer, Passenger, SetInfoData } from '../../api/types';
import { rootReducer } from '../../store/rootReducer';
import { checkoutActions, checkoutSlice } from '../checkout';
import { testCart } from '../checkout/testing';
import { shellActions } from '../shell';
import { analyticsActions } from './analyticsActions';
import { dataLayerEvents } from './analyticsEvents';
import { batchWindowMs } from './analyticsSaga';
import { analyticsStore } from './testing/analyticsStore';
import { eventLogBodies } from './eventLog';

/** What a visitor types into the checkout: none of it may reach analytics or the event log. */
const person = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika.mustermann@example.com',
  phone: '+49221123456',
  birthDate: '1980-04-02',
  street: 'Hauptstraße 17',
  postalCode: '50667',
  city: 'Köln-Ehrenfeld',
  flyerNumber: '992001234567',
  secondName: 'Maximilian',
  secondBirthDate: '1979-11-30',
  couponCode: 'ERIKA-SUMMER',
  token: 'tok_9f8e7d6c5b4a',
  idToken: 'eyJhbGciOiJSUzI1NiJ9.secret',
  cardNumber: '4111111111111111',
  iban: 'DE89370400440532013000',
};

function customerOf(values: typeof person): Customer {
  return {
    gender: 'FEMALE',
    firstName: values.firstName,
    lastName: values.lastName,
    address: {
      street: values.street,
      city: values.city,
      postalCode: values.postalCode,
      countryCode: 'DE',
    },
    contact: { email: values.email, telephone1: values.phone },
    confirmEmail: values.email,
  };
}

function passengersOf(values: typeof person): Passenger[] {
  return [
    {
      type: 'ADULT',
      firstName: values.firstName,
      lastName: values.lastName,
      dateOfBirth: values.birthDate,
      frequentFlyerNumber: { number: values.flyerNumber, type: 'MilesAndMore' },
    },
    {
      type: 'CHILD',
      firstName: values.secondName,
      lastName: values.lastName,
      dateOfBirth: values.secondBirthDate,
    },
  ];
}

/** A cart as the host answers it after the travellers step, carrying the visitor's data. */
function personalCart(values: typeof person): Cart {
  const cart = testCart();
  const pack = cart.checkout.package;
  return {
    ...cart,
    checkout: {
      ...cart.checkout,
      infoForm: { confirmEmail: values.email, auth0Token: values.idToken, termsAccepted: true },
      package: {
        ...pack,
        customer: customerOf(values),
        passengerInfo: { passengers: passengersOf(values) },
        coupon: { code: values.couponCode, price: { amount: 25 } },
        payment: { paymentFee: { amount: 0 }, token: values.token },
        serviceContainers: [
          {
            service: {
              key: 'hotel',
              name: 'Hotel Kalimera',
              price: { amount: 1800 },
              firstDay: '2027-06-01',
              lastDay: '2027-06-08',
              quantity: 1,
            },
          },
        ],
      },
    },
  };
}

/** Every action of a booking that carries the visitor's data, in the order a checkout sends them. */
function checkoutActionsWith(values: typeof person): Action[] {
  const cart = personalCart(values);
  const info: SetInfoData = {
    package: { customer: customerOf(values), passengerInfo: { passengers: passengersOf(values) } },
    infoForm: {
      confirmEmail: values.email,
      auth0Token: values.idToken,
      newsletterSubscription: true,
    },
  };
  const leaky = { email: values.email, card: values.cardNumber, iban: values.iban };
  return [
    checkoutActions.checkoutLoaded({ cart, payPal: false }),
    checkoutActions.offerChangeReported({
      type: 'price',
      price: { amount: 1900, perPersonAmount: 950, difference: 50, currency: 'EUR' },
    }),
    checkoutActions.infoSubmitted(info),
    checkoutActions.couponSubmitted({ code: values.couponCode }),
    checkoutActions.paymentSubmitted({ attemptId: 'attempt-1', method: 'CreditCard' }),
    checkoutActions.paymentFailed({ payment: [{ id: 'refused', context: 'payment' }] }),
    checkoutActions.paymentSucceeded(),
    checkoutActions.processingFinished('success'),
    // A form or a feature putting more into an analytics action than the contract allows.
    {
      ...analyticsActions.formSubmitted({ form: 'newsletter', outcome: 'success' }),
      payload: { form: 'newsletter', outcome: 'success', ...leaky },
    } as Action,
    analyticsActions.clicked({
      kind: 'product',
      id: '7',
      name: 'Hotel Kalimera',
      ...leaky,
    } as never),
    analyticsActions.impressionSeen({
      kind: 'product',
      id: '7',
      name: 'Hotel Kalimera',
      ...leaky,
    } as never),
  ];
}

const personalValues = (values: typeof person) => Object.values(values);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('nothing personal in analytics or the event log', () => {
  it('sends none of the data entered in the checkout in any data-layer push or event log body', async () => {
    const { store, pushed, start, ready, logged } = analyticsStore();
    rootReducer.inject(checkoutSlice);
    store.dispatch(
      shellActions.routeEntered({
        name: 'checkout_payment',
        locale: 'en-gb',
        params: { checkoutId: 'bk-1' },
        pathname: '/en-gb/booking/payment/bk-1',
      }),
    );
    start();
    await ready();
    for (const action of checkoutActionsWith(person)) store.dispatch(action);
    await jest.advanceTimersByTimeAsync(batchWindowMs);

    expect(pushed.map((event) => event.event)).toEqual([
      'priceDifference',
      'formSubmit',
      'productClick',
      'productImpressions',
    ]);
    expect(logged().map((body) => (body.msg as { action: string }).action)).toEqual([
      'priceIncreased',
      'paymentFailure',
      'paymentSuccess',
      'bookingSuccess',
    ]);
    const sent = JSON.stringify([pushed, logged()]);
    for (const value of personalValues(person)) expect(sent).not.toContain(value);
    // The trimmed package still says what was booked.
    expect(logged()[0]).toMatchObject({
      level: 'INFO',
      msg: {
        hotelId: 7,
        package: {
          offerId: 'o-1',
          travellers: { adults: 1, children: 1, infants: 0 },
          couponAmount: 25,
        },
      },
      context: {
        checkoutId: 'bk-1',
        route: 'checkout_payment',
        locale: 'en-gb',
        variant: 'sunwave',
      },
    });
  });

  it('holds for any personal data (property)', () => {
    const marked = fc.string({ minLength: 3, maxLength: 12 }).map((text) => `zq${text}qz`);
    const values = fc.record(
      Object.fromEntries(Object.keys(person).map((key) => [key, marked])) as Record<
        keyof typeof person,
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(values, (generated) => {
        const state = {
          shell: { route: { name: 'checkout_payment', locale: 'en-gb' } },
          checkout: { cart: personalCart(generated) },
        };
        const out = checkoutActionsWith(generated).flatMap((action) => [
          ...dataLayerEvents(action),
          ...eventLogBodies(action, state, 0, 'sunwave'),
        ]);
        const sent = JSON.stringify(out);
        return out.length > 0 && !sent.includes('zq') && !sent.includes('qz');
      }),
    );
  });
});
