import type { Cart } from './checkout';
import type { SuccessResponse } from './common';

export type PaymentType = 'CreditCard' | 'BankAccount' | 'DebitCard' | 'PayPal' | 'MilesAndMore';

/** The provider's 3-D Secure action (design decision: the fields a hosted provider SDK needs). */
export interface ThreeDsAction {
  type: 'threeDS2';
  paymentMethodType: 'scheme';
  token: string;
  paymentData: string;
  /** Local challenge page of the demo host. */
  url?: string;
}

/** The payment of a cart. */
export interface CheckoutPayment {
  type?: PaymentType;
  securityCreditcards?: { cardType: string; securityToken: string }[];
  bonusProgramName?: 'MilesAndMore';
  originalAmount?: number;
  value?: { amount: number };
  token?: string;
  threeDs?: boolean;
  action?: ThreeDsAction;
  /** Design decision: where to send the browser after a successful payment set, if not processing. */
  redirectUrl?: string;
}

/** Card form data the hosted fields hand over. */
export interface CardPaymentData {
  cardHolder: string;
  cardType?: string;
  encryptedCardNumber?: string;
  encryptedExpiryDate?: string;
  encryptedExpiryMonth?: string;
  encryptedExpiryYear?: string;
  encryptedSecurityCode?: string;
  /** First six digits, for the BIN discount check. */
  bin?: string;
  /** Design decision: the hosted card fields' token; the card itself stays with the provider. */
  transactionId?: string;
}

export interface SetPaymentData {
  payment: {
    type: PaymentType;
    card?: CardPaymentData;
    securityCreditcards?: { cardType: string; securityToken: string }[];
    bankAccount?: { iban: string; holder: string };
    milesAmount?: number;
    token?: string;
    /** PayPal: where its approval page returns to (processing) or cancels to (payment). */
    returnUrl?: string;
    cancelUrl?: string;
  };
}

/** Design decision: what the payment step needs to start the hosted card fields. */
export interface PaymentConfig {
  clientKey: string;
  transactionId: string;
  scriptVersion: string;
  locale: string;
  methods: PaymentType[];
  cardBrands: string[];
}

export interface RecurringPaymentData {
  paymentMethod: { type: PaymentType; storedPaymentMethodId?: string };
  holderName: string;
  origin: string;
}

export interface RecurringPaymentResponse extends SuccessResponse {
  threeDs: boolean;
  action?: ThreeDsAction;
}

export interface PaymentAliasResponse extends SuccessResponse {
  alias: {
    storedPaymentMethodId: string;
    cardType: string;
    maskedNumber: string;
    expiry: string;
  } | null;
}

export interface FinalizePaymentData {
  details: { threeDSResult?: string };
  paymentData?: string;
}

export interface BinVerifyRequest {
  binValue: string;
  cardHolder: string;
}

/** Design decision: allowed false maps to error.bin.disallowed; discount true grants 7 %. */
export interface BinVerifyResponse extends SuccessResponse {
  allowed: boolean;
  discount: boolean;
  discountPercent: number;
  /** Design decision: the cart with the card discount granted (or taken away), new total included. */
  cart?: Cart;
}

/** Miles and More data of a cart. */
export interface MilesAndMoreData {
  remainingtotalpoints: number;
  milesAmount: { amount: number };
  rate: number;
  rateOriginal: number;
  minimumPointsFee: number;
}

export interface MilesMoreData {
  cardNumber: string;
  pin?: string;
  milesAmount?: number;
}

export interface MilesMoreResponse extends SuccessResponse {
  milesAndMoreData: MilesAndMoreData | null;
}
