/** @jest-environment node */
import en from '../../../../i18n/catalogues/en/checkout-payment.json';
import { ruleMessageIds, serverMessageId } from './ruleMessages';

describe('rule and server messages', () => {
  it('has a message for every rule error', () => {
    for (const id of Object.values(ruleMessageIds)) expect(en).toHaveProperty([id]);
  });

  it('maps server ids to their texts, unknown ones to noPaymentSelectedError', () => {
    const text = (id?: string) => en[serverMessageId(id) as keyof typeof en];
    expect(text('milesMoreLoginError')).toBe(
      'Unfortunately, your login was not successful. Your Miles could not be redeemed.',
    );
    expect(text('threeDsChallengeRejectedError')).toBe('Payment card verification failed.');
    expect(text('voucherAlreadyBookedError')).toBe('A technical error occurred.');
    expect(serverMessageId('somethingNew')).toBe('checkout.payment.error.noPaymentSelectedError');
    expect(serverMessageId(undefined)).toBe('checkout.payment.error.noPaymentSelectedError');
    expect(serverMessageId('toString')).toBe('checkout.payment.error.noPaymentSelectedError');
  });
});
