import type { AccountHolderError, IbanError } from './sepaAccount';
import type { BinCheckResult } from './binStrategy';
import type { MilesAmountError } from './milesRedemption';
import type { MilesCardNumberError } from './milesLogin';

export type PaymentRuleError =
  | IbanError
  | AccountHolderError
  | MilesAmountError
  | MilesCardNumberError
  | NonNullable<BinCheckResult['message']>
  | 'paymentMethodRequired';

/** Message ids of area checkout-payment for every rule's error code. */
export const ruleMessageIds: Record<PaymentRuleError, string> = {
  ibanRequired: 'checkout.payment.error.ibanRequired',
  ibanInvalid: 'checkout.payment.error.ibanInvalid',
  ibanNotSepa: 'checkout.payment.error.ibanNotSepa',
  holderRequired: 'checkout.payment.error.holderRequired',
  holderInvalid: 'checkout.payment.error.holderInvalid',
  holderTooLong: 'checkout.payment.error.holderTooLong',
  milesAmountInvalid: 'checkout.payment.error.milesAmountInvalid',
  milesAmountBelowFee: 'checkout.payment.error.milesAmountBelowFee',
  milesAmountAboveRemaining: 'checkout.payment.error.milesAmountAboveRemaining',
  milesMoreDigitError: 'checkout.payment.error.milesMoreDigitError',
  milesMoreNumberLengthError: 'checkout.payment.error.milesMoreNumberLengthError',
  binNoDiscount: 'checkout.payment.error.binNoDiscount',
  binNotApproved: 'checkout.payment.error.binNotApproved',
  paymentMethodRequired: 'checkout.payment.error.paymentMethodRequired',
};
