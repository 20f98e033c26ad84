import type {
  Cart,
  CheckoutResponse,
  Passenger,
  PollResponse,
  SearchTraveller,
} from '../../src/api/types';
import { pollsUntilFinished } from '../handlers/payment';
import { call, expectShape, requiredKeys } from './shape';

/** Steps of the booking journey shared by the checkout tests. */
const productSearch = {
  destinations: ['gr-crete'],
  travelPeriod: { departureDate: '2026-06-01', returnDate: '2026-06-15', duration: '7' },
};

export async function anOfferId(): Promise<string> {
  const { body } = await call('get_mixed_resultlist', {
    body: { productSearch, resultsPerPage: 1 },
  });
  const id = body.results[0]?.offers[0]?.id;
  if (!id) throw new Error('no offer');
  return id;
}

export function cartOf(answer: CheckoutResponse): Cart {
  expect(answer.success).toBe(true);
  const cart = expectShape<Cart>(answer.cart, requiredKeys<Cart>()('id', 'product', 'checkout'));
  expectShape(
    cart.checkout,
    requiredKeys<Cart['checkout']>()(
      'id',
      'status',
      'package',
      'selectedTransfers',
      'amounts',
      'payment',
      'voucher',
      'infoForm',
      'messages',
      'productSearch',
      'offers',
      'bookingData',
      'trackingParams',
    ),
  );
  return cart;
}

export async function create(headers: Record<string, string> = {}) {
  const { body } = await call('checkout_create', {
    body: { offer: { id: await anOfferId() } },
    headers,
  });
  return body;
}

export const traveller = (firstName: string, lastName: string, dateOfBirth: string): Passenger => ({
  type: 'ADULT',
  gender: 'FEMALE',
  firstName,
  lastName,
  dateOfBirth,
  nationality: 'DE',
});
export const customer = {
  firstName: 'Erika',
  lastName: 'Muster',
  address: { street: 'Hauptstraße 1', city: 'Köln', postalCode: '50667', countryCode: 'DE' },
  contact: { email: 'erika@example.com', telephone1: '+49221123456' },
};

/** The travellers step's data: Erika (whose last name picks the demo outcome) and Max Muster. */
export function travellersData(leadLastName = 'Muster') {
  const passengers = [
    traveller('Erika', leadLastName, '1980-04-02'),
    traveller('Max', 'Muster', '1979-11-30'),
  ];
  return {
    package: { customer, passengerInfo: { passengers } },
    infoForm: { firstPersonBilled: true },
  };
}

export async function setInfo(checkoutId: string, leadLastName: string) {
  return call('checkout_set_info', {
    params: { checkoutId },
    body: { data: travellersData(leadLastName) },
  });
}

export async function payAndPoll(
  checkoutId: string,
  headers: Record<string, string> = {},
): Promise<PollResponse[]> {
  const paid = await call('do_payment_set', {
    params: { checkoutId },
    body: {
      data: {
        payment: { type: 'CreditCard', card: { cardHolder: 'Erika Muster', cardType: 'visa' } },
      },
    },
  });
  expect(cartOf(paid.body).checkout.payment.securityCreditcards?.[0]?.securityToken).toBeTruthy();
  const polls: PollResponse[] = [];
  for (let i = 0; i < pollsUntilFinished + 1; i++) {
    const { body } = await call('checkout_poll', { params: { checkoutId }, body: {}, headers });
    polls.push(
      expectShape<PollResponse>(body, requiredKeys<PollResponse>()('success', 'finished', 'soft')),
    );
  }
  return polls;
}

/** A day `days` after today (UTC), as YYYY-MM-DD. */
export function daysFromToday(days: number, today = new Date()): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * A checkout for two adults and the children of the given birth dates, created as the shop does
 * from the hotel page: the offer of a search for them, with that search handed over.
 */
export async function createForChildren(
  birthDates: (string | SearchTraveller)[],
  departureDate = daysFromToday(42),
) {
  const returnDate = daysFromToday(7, new Date(`${departureDate}T00:00:00Z`));
  const search = {
    destinations: ['gr-crete'],
    travelPeriod: { departureDate, returnDate, duration: '7' },
    flight: { departureAirports: ['FRA'] },
    travellers: {
      adults: [{}, {}],
      // A child given as a search traveller may carry the age-only mark of the age selector.
      children: birthDates.map((child) =>
        typeof child === 'string' ? { dateOfBirth: child } : child,
      ),
      babies: [],
    },
  };
  const { body } = await call('get_mixed_resultlist', {
    body: { productSearch: search, resultsPerPage: 1 },
  });
  const id = body.results[0]?.offers[0]?.id;
  if (!id) throw new Error('no offer for the children');
  const created = await call('checkout_create', {
    body: { offer: { id }, productSearch: search },
  });
  return cartOf(created.body);
}
