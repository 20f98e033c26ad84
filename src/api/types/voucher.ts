import type { Amount, ApiMessage, IsoDate } from './common';
import type { Gender, PersonTitle } from './checkout';
import type { PaymentConfig, ThreeDsAction } from './payment';

export interface VoucherAmountOption {
  amount: number;
  currency: string;
}

export type VoucherResultCode = 'Authorised' | 'Refused' | 'ChallengeShopper' | 'Pending';

/** The voucher cart as the host answers it. */
export interface VoucherCart {
  id: string;
  finished: boolean;
  success: boolean;
  currency: string;
  availableVouchers: VoucherAmountOption[];
  /** The code is null until booked; shape XXX-XX-XXXXXXXXXXXX. */
  voucher: {
    code: string | null;
    amount: Amount | null;
    recipient?: { firstName: string; lastName: string };
  };
  /** Design decision: whom the voucher was sent to, once set-info succeeded (the success page says so). */
  customer?: { email: string };
  payment: { resultCode?: VoucherResultCode };
  checkout: { payment: { threeDs: boolean; action?: ThreeDsAction } };
}

/** Voucher error ids (docs/rules/voucher.md, "Errors of the purchase" and "No vouchers left"). */
export type VoucherErrorId =
  | 'NO_VOUCHERS_AVAILABLE'
  | 'unknownIssue'
  | 'voucherAlreadyBookedError'
  | 'technicalError'
  | 'threeDsChallengeRejectedError'
  | 'threeDsChallengeRefused';

export interface VoucherResponse {
  success: boolean;
  cart: VoucherCart | null;
  messages: ApiMessage[];
  errors: { id: VoucherErrorId }[];
  /** Design decision: where NO_VOUCHERS_AVAILABLE sends non-CMS visitors. */
  fallbackUrl?: string;
  /** The card provider's configuration for the hosted card fields, while the cart is unpaid. */
  paymentConfig?: PaymentConfig;
}

/** Voucher set-info payload: the form's values under the names the host's server expects. */
export interface VoucherSetInfoRequest {
  voucher: {
    amount: { amount: number; currency: string };
    recipient: { firstName: string; lastName: string };
  };
  customer: {
    type: 'PERSON';
    gender: Gender;
    title?: PersonTitle;
    firstName: string;
    lastName: string;
    address: { street: string; city: string; postalCode: string; countryCode: string };
    birthDate: IsoDate;
    contact: { email: string; telephone1: string };
  };
  /**
   * The host's contract has fields for the encrypted card number, expiry and security code; with
   * hosted card fields the provider keeps all three under its transactionId, which is sent in
   * their place (docs/rules/voucher.md, "Paying by card").
   */
  payment: {
    brand: string;
    transactionId: string;
    browserInfo: VoucherBrowserInfo;
    cardHolder: string;
    returnUrl: string;
    origin: string;
  };
  /** The reCAPTCHA token, when the brand has a reCAPTCHA key. */
  recaptcha?: string;
}

/** What 3-D Secure 2 asks of the browser (the issuer sizes its challenge by it). */
export interface VoucherBrowserInfo {
  acceptHeader: string;
  language: string;
  colorDepth: number;
  screenHeight: number;
  screenWidth: number;
  timeZoneOffset: number;
  javaEnabled: boolean;
  userAgent: string;
}

/** Voucher book: the 3-D Secure result. */
export interface VoucherBookRequest {
  details: { threeDSResult?: string };
  paymentData?: string;
}
