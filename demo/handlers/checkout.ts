import type {
  ApiMessage,
  CheckoutResponse,
  CreateCheckoutRequest,
  CreateExternalCheckoutRequest,
  Offer,
  OfferChange,
} from '../../src/api/types';
import { offerKeyFor } from '../catalogue/hotelOffers';
import { buildOffer, decodeOfferId } from '../catalogue/offers';
import { hasFault } from '../faults';
import { placeholderPassengers, toCart } from './checkoutCart';
import { jsonBody, notFound, route, type RouteContext } from './route';
import { nextId, state, type CartState } from './state';

export function cartOf(context: RouteContext): CartState | undefined {
  return state.carts.get(context.params.checkoutId ?? '');
}

/** The price-change fault of this request, when it has not re-priced this cart yet. */
function unappliedPriceChange(context: RouteContext, cart: CartState) {
  const fault = context.faults.find((entry) => entry.kind === 'price-change');
  return fault && !cart.repricedFor?.includes(fault.route) ? fault : undefined;
}

/** Whether this request's price-change fault is still to re-price the cart. */
export const priceChangePending = (context: RouteContext, cart: CartState): boolean =>
  !!unappliedPriceChange(context, cart);

/**
 * Fault price-change: the tour operator re-priced the offer by 4 % since the last answer. Once per
 * faulted route and cart, so a repeated call does not raise the price again.
 */
function repriceOnFault(context: RouteContext, cart: CartState): OfferChange[] {
  const fault = unappliedPriceChange(context, cart);
  if (!fault) return [];
  cart.repricedFor = [...(cart.repricedFor ?? []), fault.route];
  const { offer } = cart;
  const perPersonAmount = Math.round(offer.price.perPersonAmount * 1.04);
  const amount = Math.round(offer.price.amount * 1.04);
  cart.offer = { ...offer, price: { ...offer.price, amount, perPersonAmount } };
  return [
    {
      type: 'price',
      price: {
        amount,
        perPersonAmount,
        difference: perPersonAmount - offer.price.perPersonAmount,
        currency: offer.price.currency,
      },
    },
  ];
}

/** Every cart answer: a successful one re-prices the cart first when its route is faulted. */
export function checkoutAnswer(
  context: RouteContext,
  cart: CartState,
  messages: ApiMessage[] = [],
  success = true,
): CheckoutResponse {
  const changes = success ? repriceOnFault(context, cart) : [];
  const answer = toCart(context.catalogue, cart);
  if (hasFault(context.faults, 'charged-gbp')) {
    // The brand charged in pounds: the same figures, another currency (not a conversion).
    answer.checkout.amounts = {
      totalAmount: { ...answer.checkout.amounts.totalAmount, currency: 'GBP' },
    };
  }
  return { success, cart: answer, messages, ...(changes.length ? { changes } : {}) };
}

/** Leaving the extras step: the first call of a later step moves the cart to 'info'. */
export function leaveExtras(cart: CartState): void {
  if (cart.status === 'ancillaries') cart.status = 'info';
}

export const noCart = () => notFound('noBookingError', 'checkout');

/**
 * The search's birth dates in the order the offer lists child ages: children, then babies. A date
 * marked as standing in for an age is no birth date (docs/rules/travellers.md "Ages without birth
 * dates").
 */
function searchBirthDates(search: CreateCheckoutRequest['productSearch']) {
  const travellers = search?.travellers;
  return [...(travellers?.children ?? []), ...(travellers?.babies ?? [])].map((kid) =>
    kid.ageOnly ? undefined : kid.dateOfBirth,
  );
}

function createCart(
  context: RouteContext,
  offerId: string,
  productSearch?: CreateCheckoutRequest['productSearch'],
): CheckoutResponse {
  const { catalogue, language, faults } = context;
  const key = decodeOfferId(offerId);
  const hotel = key ? catalogue.hotelsById.get(key.hotelId) : undefined;
  const valid = hotel ? offerKeyFor(catalogue, hotel, offerId) : null;
  if (!hotel || !valid || hasFault(faults, 'unavailable')) {
    return {
      success: false,
      messages: [
        { id: 'offerNotAvailable', context: 'checkout', text: 'The offer is no longer available.' },
      ],
    };
  }
  const offer: Offer = buildOffer(catalogue, hotel, valid, language);
  const cart: CartState = {
    id: nextId('bk'),
    status: 'ancillaries',
    hotelId: hotel.id,
    offer,
    productSearch: {
      hotel: { references: { giataCode: hotel.giataCode, hotelId: hotel.id } },
      flight: { departureAirports: [valid.airport] },
    },
    language,
    selected: [],
    passengers: placeholderPassengers(valid.party.adults, valid.party.childAges, {
      birthDates: searchBirthDates(productSearch),
      departureDate: offer.departureDate,
      withoutAges: hasFault(faults, 'no-child-ages'),
    }),
    customer: null,
    infoForm: {},
    payment: {},
    coupon: null,
    market: context.locale.slice(3) || 'de',
    polls: 0,
    milesAmount: 0,
    paymentSets: 0,
  };
  state.carts.set(cart.id, cart);
  // With the price-change fault the answer reports the offer re-priced since it was listed.
  return checkoutAnswer(context, cart);
}

export const checkoutHandlers = [
  route('checkout_create', async (context) => {
    const body = await jsonBody<CreateCheckoutRequest>(context.request);
    const offerId = typeof body.offer === 'string' ? body.offer : (body.offer?.id ?? '');
    return createCart(context, String(offerId), body.productSearch);
  }),
  route('checkout_create_external', async (context) => {
    const body = await jsonBody<CreateExternalCheckoutRequest>(context.request);
    return createCart(context, String(body.offerId ?? ''));
  }),
  route('checkout_get', (context) => {
    const cart = cartOf(context);
    return cart ? checkoutAnswer(context, cart) : noCart();
  }),
  route('checkout_get_payment', (context) => {
    const cart = cartOf(context);
    if (!cart) return noCart();
    leaveExtras(cart);
    return {
      ...checkoutAnswer(context, cart),
      paymentConfig: {
        clientKey: 'demo_client_key',
        transactionId: `TX-${cart.id}`,
        scriptVersion: '2.0.0',
        locale: 'de-DE',
        methods: ['CreditCard', 'DebitCard', 'BankAccount', 'PayPal'],
        cardBrands: ['visa', 'mc', 'amex'],
      },
    };
  }),
];
