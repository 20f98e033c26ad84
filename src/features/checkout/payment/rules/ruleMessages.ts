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

/** Server message ids of the payment and miles contexts (spec 2 §4, §8) and their texts. */
const serverMessageIds: Record<string, string> = {
  noPaymentSelectedError: 'checkout.payment.error.noPaymentSelectedError',
  threeDsChallengeCancelled: 'checkout.payment.error.threeDsChallengeCancelled',
  threeDsChallengeRefused: 'checkout.payment.error.threeDsChallengeRefused',
  threeDsChallengeRejectedError: 'checkout.payment.error.threeDsChallengeRejectedError',
  technicalError: 'checkout.payment.error.technicalError',
  voucherAlreadyBookedError: 'checkout.payment.error.technicalError',
  unknownIssue: 'checkout.payment.error.unknownIssue',
  milesMoreLoginError: 'checkout.payment.error.milesMoreLoginError',
  milesAmountInvalid: 'checkout.payment.error.milesAmountInvalid',
  milesMoreCardNumberInvalid: 'checkout.payment.error.milesMoreCardNumberInvalid',
  milesMoreNumberInvalid: 'checkout.payment.error.milesMoreNumberInvalid',
  'error.bin.disallowed': 'checkout.payment.error.binNotApproved',
};

/** A failed payment with an unknown id reads as noPaymentSelectedError (spec 2 §8). */
export function serverMessageId(id: string | undefined): string {
  const known =
    id !== undefined && Object.hasOwn(serverMessageIds, id) ? serverMessageIds[id] : null;
  return known ?? 'checkout.payment.error.noPaymentSelectedError';
}
