/** What the issuer's challenge ends with; the server receives it as details.threeDSResult. */
export type ThreeDsResult = 'approved' | 'refused' | 'cancelled';

export type ThreeDsErrorId =
  'threeDsChallengeCancelled' | 'threeDsChallengeRefused' | 'noPaymentSelectedError';

/**
 * A failed challenge as the checkout error it shows (docs/rules/checkout.md, "The 3-D Secure
 * challenge").
 */
export function threeDsErrorId(result: string): ThreeDsErrorId {
  if (/cancel/i.test(result)) return 'threeDsChallengeCancelled';
  if (/refus/i.test(result)) return 'threeDsChallengeRefused';
  return 'noPaymentSelectedError';
}
