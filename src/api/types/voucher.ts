import type { Amount, ApiMessage, IsoDate } from './common';
import type { Gender, PersonTitle } from './checkout';
import type { ThreeDsAction } from './payment';

export interface VoucherAmountOption {
  amount: number;
  currency: string;
}

export type VoucherResultCode = 'Authorised' | 'Refused' | 'ChallengeShopper' | 'Pending';

/** Voucher cart (spec 2 §3). */
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
  payment: { resultCode?: VoucherResultCode };
  checkout: { payment: { threeDs: boolean; action?: ThreeDsAction } };
}

/** Voucher error ids (spec 2 §8). */
export type VoucherErrorId =
  | 'NO_VOUCHERS_AVAILABLE'
  | 'unknownIssue'
  | 'voucherAlreadyBookedError'
  | 'technicalError'
  | 'threeDsChallengeRejectedError';

export interface VoucherResponse {
  success: boolean;
  cart: VoucherCart | null;
  messages: ApiMessage[];
  errors: { id: VoucherErrorId }[];
  /** Design decision: where NO_VOUCHERS_AVAILABLE sends non-CMS visitors. */
  fallbackUrl?: string;
}

/** Voucher set-info payload: the server mapping of spec 2 §3. */
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
  payment: {
    brand: string;
    encryptedCardNumber: string;
    encryptedExpiryMonth: string;
    encryptedExpiryYear: string;
    encryptedSecurityCode: string;
    browserInfo?: Record<string, string | number | boolean>;
    cardHolder: string;
    returnUrl: string;
    origin: string;
  };
  recaptcha?: string;
}

/** Voucher book: the 3-D Secure result. */
export interface VoucherBookRequest {
  details: { threeDSResult?: string };
  paymentData?: string;
}
