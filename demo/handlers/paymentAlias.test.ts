/** @jest-environment node */
import { startDemoServer } from '../testing/demoServer';
import { accessTokenFor } from '../testing/accessToken';
import { cartOf, create, customer, setInfo } from '../testing/checkoutFlow';
import { call } from '../testing/shape';
import { state } from './state';

startDemoServer();

/** A cart at the payment step whose customer typed the e-mail of somebody with a stored card. */
async function paymentStep(email = 'erika@example.com') {
  const checkoutId = cartOf(await create()).id;
  await setInfo(checkoutId, 'Muster');
  const cart = state.carts.get(checkoutId);
  if (!cart) throw new Error('cart missing');
  cart.customer = { ...customer, contact: { ...customer.contact, email } };
  return checkoutId;
}

const alias = (checkoutId: string, headers: Record<string, string> = {}) =>
  call('checkout_get_payment_alias', { params: { checkoutId }, body: {}, headers });

describe('stored payment methods (docs/rules/payment-options.md)', () => {
  it('answers 401 and no card without a token, whatever e-mail the form holds', async () => {
    for (const email of ['erika@example.com', 'stored.card@example.com']) {
      const answer = await alias(await paymentStep(email));
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(expect.objectContaining({ success: false, alias: null }));
    }
  });

  it('answers 401 for a token the identity provider never issued or that has expired', async () => {
    const checkoutId = await paymentStep();
    expect((await alias(checkoutId, { Authorization: 'Bearer at_made_up' })).status).toBe(401);
    const token = accessTokenFor('erika@example.com');
    const grant = state.identity.accessTokens.get(token);
    if (!grant) throw new Error('token missing');
    grant.expiresAt = Date.now() - 1;
    const expired = await alias(checkoutId, { Authorization: `Bearer ${token}` });
    expect(expired.status).toBe(401);
    expect(expired.body.alias).toBeNull();
  });

  it('does not read a token from the URL', async () => {
    const checkoutId = await paymentStep();
    const token = accessTokenFor('erika@example.com');
    const answer = await call('checkout_get_payment_alias', {
      params: { checkoutId },
      query: { access_token: token, token },
      body: {},
    });
    expect(answer.status).toBe(401);
  });

  it('refuses a signed-in user whose e-mail is not verified', async () => {
    const checkoutId = await paymentStep('max@example.com');
    const token = accessTokenFor('max@example.com');
    const answer = await alias(checkoutId, { Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(403);
    expect(answer.body.alias).toBeNull();
  });

  it("gives another verified user none of erika's cards, even with her e-mail in the form", async () => {
    state.identity.users.set('lisa@example.com', {
      ...state.identity.users.get('erika@example.com')!,
      id: 'demo|lisa',
      email: 'lisa@example.com',
    });
    const checkoutId = await paymentStep('erika@example.com');
    const token = accessTokenFor('lisa@example.com');
    const answer = await alias(checkoutId, { Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, alias: null });
  });

  it('answers the owner her stored VISA, whatever e-mail the form holds', async () => {
    const checkoutId = await paymentStep('someone.else@example.com');
    const token = accessTokenFor('erika@example.com');
    const answer = await alias(checkoutId, { Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(answer.body.alias).toEqual({
      storedPaymentMethodId: 'stored-erika-visa-1111',
      cardType: 'visa',
      maskedNumber: '•••• 1111',
      expiry: '03/30',
    });
  });

  it('refuses even the owner under the token-rejected fault', async () => {
    const checkoutId = await paymentStep();
    const token = accessTokenFor('erika@example.com');
    const answer = await alias(checkoutId, {
      Authorization: `Bearer ${token}`,
      'x-demo-fault': 'token-rejected',
    });
    expect(answer.status).toBe(401);
    expect(answer.body.alias).toBeNull();
  });

  describe('paying with a stored card', () => {
    const payWith = (checkoutId: string, id: string, headers: Record<string, string> = {}) =>
      call('do_recurring_payment', {
        params: { checkoutId },
        headers,
        body: {
          data: {
            paymentMethod: { type: 'CreditCard', storedPaymentMethodId: id },
            holderName: 'Erika Muster',
            origin: 'http://localhost',
          },
        },
      });

    it("charges nobody without the owner's token", async () => {
      const checkoutId = await paymentStep();
      const anonymous = await payWith(checkoutId, 'stored-erika-visa-1111');
      expect(anonymous.body).toEqual(expect.objectContaining({ success: false, threeDs: false }));
      const max = accessTokenFor('max@example.com');
      const unverified = await payWith(checkoutId, 'stored-erika-visa-1111', {
        Authorization: `Bearer ${max}`,
      });
      expect(unverified.body.success).toBe(false);
      expect(state.carts.get(checkoutId)?.payment?.threeDs).not.toBe(true);
    });

    it("takes only the owner's own stored card", async () => {
      const checkoutId = await paymentStep();
      const erika = { Authorization: `Bearer ${accessTokenFor('erika@example.com')}` };
      expect((await payWith(checkoutId, 'stored-someone-else', erika)).body.success).toBe(false);
      const own = await payWith(checkoutId, 'stored-erika-visa-1111', erika);
      expect(own.body).toEqual(
        expect.objectContaining({ success: true, threeDs: true, action: expect.anything() }),
      );
    });
  });
});
