import type { Cart, CheckoutResponse } from '../../../api/types';

/** A small cart of the shape the demo host answers (demo/handlers/checkoutCart.ts). */
export function testCart(overrides: Partial<Cart['checkout']> = {}): Cart {
  const flight = {
    departureDateTime: '2027-06-01T08:00:00',
    arrivalDateTime: '2027-06-01T12:00:00',
    departureAirport: { code: 'FRA', name: 'Frankfurt' },
    arrivalAirport: { code: 'HER', name: 'Heraklion' },
    airline: { code: 'LH', name: 'Lufthansa' },
    flightNumber: 'LH1234',
    stops: 0,
    baggageInfo: [],
  };
  return {
    id: 'bk-1',
    product: {
      offer: {
        id: 'o-1',
        hotelId: 7,
        price: { amount: 1800, perPersonAmount: 900, currency: 'EUR' },
        lengthOfStay: 7,
        departureDate: '2027-06-01',
        returnDate: '2027-06-08',
        rooms: [
          {
            code: 'DZ',
            name: 'Double room',
            views: [],
            board: { code: 'HP', name: 'Half board' },
            transfer: true,
          },
        ],
        tourOperator: { code: 'TO', name: 'Tour operator' },
        departureAirport: { code: 'FRA', name: 'Frankfurt' },
        departureFlight: flight,
        returnFlight: { ...flight, departureDateTime: '2027-06-08T13:00:00' },
        available: true,
      },
      hotel: {
        id: 7,
        giataCode: 77,
        name: 'Hotel Kalimera',
        slugName: 'hotel-kalimera',
        slugPath: 'greece/crete',
        category: 4,
        location: { name: 'Chersonissos', region: 'Crete', country: 'Greece' },
        content: { mainImage: { link: '' }, textList: [] },
        hotelAttributes: [],
        ratings: {},
        ratingSummaries: [],
        features: [],
        thumbnails: [],
      },
    },
    checkout: {
      id: 'bk-1',
      status: 'info',
      package: {
        serviceContainers: [],
        payments: [],
        passengerInfo: {
          passengers: [
            { type: 'ADULT', firstName: 'A0', lastName: 'A0', dateOfBirth: '1990-01-01' },
            { type: 'ADULT', firstName: 'A0', lastName: 'A0', dateOfBirth: '1990-01-01' },
          ],
        },
        offerAdult: { amount: 900 },
        offerChild: { amount: 0 },
        offerInfant: { amount: 0 },
        customer: null,
        coupon: null,
        market: 'de',
        basePrice: { amount: 1800 },
        payment: { paymentFee: { amount: 0 } },
      },
      selectedTransfers: [],
      amounts: { totalAmount: { value: 1800, currency: 'EUR' } },
      payment: {},
      voucher: null,
      infoForm: {},
      messages: [],
      productSearch: {},
      offers: [],
      bookingData: { transactionKey: 'T1', touroperatorTransactionKey: 'OP1' },
      trackingParams: {},
      ...overrides,
    },
  } as unknown as Cart;
}

export const okCheckout = (overrides: Partial<Cart['checkout']> = {}): CheckoutResponse => ({
  success: true,
  cart: testCart(overrides),
  messages: [],
});
