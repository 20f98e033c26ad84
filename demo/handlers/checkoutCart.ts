import type { Cart, Passenger, PaymentOption, Service, TransferOption } from '../../src/api/types';
import { extraOptions, transferOptions, transferService } from '../catalogue/ancillaries';
import { searchHotel } from '../catalogue/hotelView';
import { ageOn } from '../catalogue/searchQuery';
import type { Catalogue } from '../catalogue';
import type { CartState } from './state';

export const paymentOptions: PaymentOption[] = [
  { type: 'CreditCard', fee: { amount: 0 } },
  { type: 'DebitCard', fee: { amount: 0 } },
  { type: 'BankAccount', fee: { amount: 0 } },
  { type: 'PayPal', fee: { amount: 9.9 } },
];

/** What the tour operator knows of the children when the checkout is created. */
export interface KnownChildren {
  /** Birth dates from the search, in the order of the offer's child ages. */
  birthDates?: readonly (string | undefined)[];
  departureDate: string;
  /** Under the fault no-child-ages: neither ages nor birth dates, as some operators answer. */
  withoutAges?: boolean;
}

/**
 * Placeholder travellers (name A0/A0) until the info step fills them in. Children and
 * babies carry the age they were booked for; a birth date from the search is kept when it gives
 * that age on departure (docs/rules/travellers.md "Birth dates from the search").
 */
export function placeholderPassengers(
  adults: number,
  childAges: number[],
  known?: KnownChildren,
): Passenger[] {
  const adultRows: Passenger[] = Array.from({ length: adults }, () => ({
    type: 'ADULT',
    firstName: 'A0',
    lastName: 'A0',
    dateOfBirth: '',
  }));
  const childRows: Passenger[] = childAges.map((age, index) => {
    const birthDate = known?.birthDates?.[index];
    const fits = !!known && ageOn(birthDate, known.departureDate) === age;
    const row: Passenger = {
      type: age < 2 ? 'INFANT' : 'CHILD',
      firstName: 'A0',
      lastName: 'A0',
      dateOfBirth: fits && birthDate && !known.withoutAges ? birthDate : '',
    };
    return known?.withoutAges ? row : { ...row, age };
  });
  return [...adultRows, ...childRows];
}

export function travellerCount(state: CartState): number {
  return state.passengers.filter((p) => p.type !== 'INFANT').length;
}

export function selectedTransfers(state: CartState): TransferOption[] {
  return transferOptions(state.language).filter((option) => state.selected.includes(option.refId));
}

function extraServices(state: CartState): Service[] {
  return extraOptions(state.offer, travellerCount(state), state.language, state.selected)
    .filter((option) => option.selected)
    .map((option) => option.service);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function paymentFee(state: CartState): number {
  return paymentOptions.find((option) => option.type === state.payment.type)?.fee.amount ?? 0;
}

/** The card discount bin-verify granted: its percent of the travel price, to the cent. */
export function cardDiscountOf(state: CartState): number {
  const percent = state.cardDiscount?.percent ?? 0;
  return round2((state.offer.price.amount * percent) / 100);
}

/** Total = base + transfers + extras + payment fee − coupon − card discount. */
export function totalOf(state: CartState): number {
  const transfers = selectedTransfers(state).reduce((sum, t) => sum + t.transfer.amount.value, 0);
  const extras = extraServices(state).reduce((sum, service) => sum + service.price.amount, 0);
  return round2(
    Math.max(
      0,
      state.offer.price.amount +
        transfers +
        extras +
        paymentFee(state) -
        (state.coupon?.amount ?? 0) -
        cardDiscountOf(state),
    ),
  );
}

/** The lead traveller's last name selects the booking outcome (demo/README.md "Test data"). */
export function outcomeOf(state: CartState): 'success' | 'fail' | 'soft_booked' {
  const lead = state.passengers[0]?.lastName;
  const name = (lead && lead !== 'A0' ? lead : (state.customer?.lastName ?? ''))
    .trim()
    .toLowerCase();
  if (name === 'fail') return 'fail';
  if (name === 'soft') return 'soft_booked';
  return 'success';
}

export function toCart(catalogue: Catalogue, state: CartState): Cart {
  const hotel = catalogue.hotelsById.get(state.hotelId);
  if (!hotel) throw new Error(`Cart ${state.id} refers to an unknown hotel`);
  const { offer } = state;
  const travellers = state.passengers.length;
  const flightService = (key: 'outbound' | 'inbound'): Service => {
    const flight = key === 'outbound' ? offer.departureFlight : offer.returnFlight;
    return {
      key,
      name: `${flight.airline.name} ${flight.flightNumber}`,
      price: { amount: 0 },
      firstDay: flight.departureDateTime.slice(0, 10),
      lastDay: flight.arrivalDateTime.slice(0, 10),
      quantity: travellers,
      carrier: flight.airline.code,
    };
  };
  const services: Service[] = [
    flightService('outbound'),
    flightService('inbound'),
    {
      key: 'hotel',
      name: hotel.name,
      price: { amount: offer.price.amount },
      firstDay: offer.departureDate,
      lastDay: offer.returnDate,
      quantity: 1,
    },
    ...selectedTransfers(state).map((option) => transferService(option, offer)),
    ...extraServices(state),
  ];
  const total = totalOf(state);
  return {
    id: state.id,
    product: { offer, hotel: searchHotel(catalogue, hotel, state.language) },
    checkout: {
      id: state.id,
      status: state.status,
      package: {
        serviceContainers: services.map((service) => ({ service })),
        payments: paymentOptions,
        passengerInfo: { passengers: state.passengers },
        offerAdult: { amount: offer.price.perPersonAmount },
        offerChild: { amount: Math.round(offer.price.perPersonAmount * 0.65) },
        offerInfant: { amount: 75 },
        customer: state.customer,
        coupon: state.coupon
          ? { code: state.coupon.code, price: { amount: state.coupon.amount } }
          : null,
        market: state.market,
        basePrice: { amount: offer.price.amount },
        payment: {
          paymentFee: { amount: paymentFee(state) },
          ...(state.payment.token ? { token: state.payment.token } : {}),
        },
        cardDiscount: state.cardDiscount
          ? { percent: state.cardDiscount.percent, price: { amount: cardDiscountOf(state) } }
          : null,
      },
      selectedTransfers: selectedTransfers(state),
      amounts: { totalAmount: { value: total, currency: 'EUR' } },
      payment: state.payment,
      voucher: state.coupon ? { code: state.coupon.code, amount: state.coupon.amount } : null,
      infoForm: state.infoForm,
      messages: [],
      productSearch: state.productSearch,
      offers: [offer],
      bookingData: {
        transactionKey: `TK-${state.id}`,
        touroperatorTransactionKey: `${offer.tourOperator.code}-${state.id}`,
      },
      trackingParams: { checkoutId: state.id, hotelId: hotel.id, offerId: offer.id, total },
    },
  };
}
