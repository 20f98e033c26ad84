import type { ApiMessage, IsoDate, SuccessResponse } from './common';
import type { Offer, OfferChange } from './offer';
import type { ProductSearch, SearchHotel } from './search';
import type { CheckoutPayment, PaymentConfig, PaymentType } from './payment';

export type PassengerType = 'ADULT' | 'CHILD' | 'INFANT' | 'MALE' | 'FEMALE';
export type Gender = 'MALE' | 'FEMALE';
/** Billing title: blank, Dr or Prof. */
export type PersonTitle = '' | 'Dr' | 'Prof';

export interface FrequentFlyerNumber {
  number: string;
  type: 'MilesAndMore';
}

/** Passenger. */
export interface Passenger {
  type: PassengerType;
  gender?: Gender;
  title?: PersonTitle;
  firstName: string;
  lastName: string;
  dateOfBirth: IsoDate;
  nationality?: string;
  frequentFlyerNumber?: FrequentFlyerNumber;
  /**
   * Design decision: the age on the departure date a child or baby was booked and priced for, as
   * the tour operator holds it; read only, never sent (docs/rules/travellers.md "Booked age").
   */
  age?: number;
}

/** Customer. */
export interface Customer {
  type?: 'PERSON';
  gender?: Gender;
  title?: PersonTitle;
  firstName: string;
  lastName: string;
  address: { street: string; city: string; postalCode: string; countryCode: string };
  contact: { email: string; telephone1: string };
  confirmEmail?: string;
  newsletterSubscription?: boolean;
  addressData?: { eMail: string }[];
  telephones?: { number: string }[];
}

export interface InfoForm {
  firstPersonBilled?: boolean;
  confirmEmail?: string;
  newsletterSubscription?: boolean;
  auth0Token?: string;
  termsAccepted?: boolean;
}

export type ServiceKey =
  | 'outbound'
  | 'inbound'
  | 'hotel'
  | 'rental'
  | 'rentalCar'
  | 'insurance'
  | 'transfer'
  | 'additional';

export type AdditionalServiceKind =
  | 'PassengerFlightLuggage'
  | 'Insurance'
  | 'PassengerFlightPriorityBoarding'
  | 'PassengerFlightFastTrack'
  | 'PassengerFlightLegSeat';

/** Service. */
export interface Service {
  key: ServiceKey;
  name: string;
  price: { amount: number };
  firstDay: IsoDate;
  lastDay: IsoDate;
  kind?: 'HolidayTaxi' | 'Bus' | 'Private' | 'RentalCar';
  additionalServiceKind?: AdditionalServiceKind;
  masterServiceKey?: string;
  quantity: number;
  carrier?: string;
}

export interface PaymentOption {
  type: PaymentType;
  fee: { amount: number };
}

/** Package. */
export interface Package {
  serviceContainers: { service: Service }[];
  payments: PaymentOption[];
  passengerInfo: { passengers: Passenger[] };
  offerAdult: { amount: number };
  offerChild: { amount: number };
  offerInfant: { amount: number };
  customer: Customer | null;
  coupon: { code: string; price: { amount: number } } | null;
  market: string;
  basePrice: { amount: number };
  payment: { paymentFee: { amount: number }; token?: string };
  /** Design decision: the card discount the host verified for the card's BIN (bin-verify). */
  cardDiscount?: { percent: number; price: { amount: number } } | null;
  /** Design decision: the members' discount the host granted. */
  memberDiscount?: { percent: number; price: { amount: number } } | null;
}

/** Transfer option. */
export interface TransferOption {
  refId: string;
  transfer: {
    type: 'Bus' | 'Private' | 'HolidayTaxi';
    name: string;
    amount: { value: number; currency: string };
  };
  oneWayTransfer: boolean;
  returnTransfer: boolean;
}

export interface BookingData {
  transactionKey: string;
  touroperatorTransactionKey: string;
}

/** Design decision: where the cart is in the flow create → ancillaries → info → payment → processing. */
export type CheckoutStatus =
  'ancillaries' | 'info' | 'payment' | 'processing' | 'success' | 'fail' | 'soft_booked';

/** Checkout model. */
export interface Checkout {
  id: string;
  status: CheckoutStatus;
  package: Package;
  selectedTransfers: TransferOption[];
  amounts: { totalAmount: { value: number; currency: string } };
  payment: CheckoutPayment;
  voucher: { code: string; amount: number } | null;
  infoForm: InfoForm;
  messages: ApiMessage[];
  productSearch: ProductSearch;
  offers: Offer[];
  bookingData: BookingData;
  trackingParams: Record<string, string | number>;
}

export interface Cart {
  id: string;
  product: { offer: Offer; hotel: SearchHotel };
  checkout: Checkout;
}

/** Answer of every checkout call: successful only with success true and a cart with checkout. */
export interface CheckoutResponse extends SuccessResponse {
  cart?: Cart;
  changes?: OfferChange[];
}

export interface CreateCheckoutRequest {
  offer: { id: string } | string;
  productSearch?: ProductSearch;
}

/** Design decision: a checkout created from an offer id handed over by another site. */
export interface CreateExternalCheckoutRequest {
  offerId: string;
  source?: string;
}

/** Every checkout step posts {data}. */
export interface CheckoutDataRequest<T> {
  data: T;
}

export interface SetInfoData {
  package: { customer: Customer; passengerInfo: { passengers: Passenger[] } };
  infoForm: InfoForm;
}

export interface SetCouponData {
  code: string;
}

export interface SetInsuranceMarketData {
  market: string;
}

export interface CountryInfoResponse extends SuccessResponse {
  countries: { code: string; name: string }[];
  nationalities: { code: string; name: string }[];
}

export interface RentalCarConditionsResponse extends SuccessResponse {
  serviceId: string;
  conditions: { title: string; text: string }[];
}

/** Poll response. */
export interface PollResponse {
  success: boolean;
  finished: boolean;
  soft: boolean;
  /** Design decision: echoed for the success route. */
  trackingParams?: Record<string, string | number>;
}

/** Checkout data of the payment step plus what the hosted card fields need. */
export interface GetPaymentResponse extends CheckoutResponse {
  paymentConfig?: PaymentConfig;
}
