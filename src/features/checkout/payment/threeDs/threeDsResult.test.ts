/** @jest-environment node */
import { threeDsErrorId } from './threeDsResult';

describe('3-D Secure results as checkout errors', () => {
  it('maps cancelled and refused, and anything else to noPaymentSelectedError', () => {
    expect(threeDsErrorId('cancelled')).toBe('threeDsChallengeCancelled');
    expect(threeDsErrorId('refused')).toBe('threeDsChallengeRefused');
    expect(threeDsErrorId('approved')).toBe('noPaymentSelectedError');
    expect(threeDsErrorId('')).toBe('noPaymentSelectedError');
  });
});
