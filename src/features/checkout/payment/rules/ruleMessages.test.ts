/** @jest-environment node */
import en from '../../../../i18n/catalogues/en/checkout-payment.json';
import { ruleMessageIds } from './ruleMessages';

describe('rule messages', () => {
  it('has a message for every rule error', () => {
    for (const id of Object.values(ruleMessageIds)) expect(en).toHaveProperty([id]);
  });
});
