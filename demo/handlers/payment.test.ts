/** @jest-environment node */
import { tokenise } from '../cardProvider/testCards';
import { cartOf, create, setInfo } from '../testing/checkoutFlow';
import { startDemoServer } from '../testing/demoServer';
import { call } from '../testing/shape';
import { demoState } from './index';

startDemoServer();

/** A cart at the payment step whose hosted fields tokenised the given test card. */
async function cartWithCard(number: string) {
  const checkoutId = cartOf(await create()).id;
  await setInfo(checkoutId, 'Muster');
  const transactionId = `TX-${checkoutId}`;
  demoState.cardTokens.set(transactionId, tokenise(number.replace(/ /g, '')));
  return { checkoutId, transactionId };
}

const payWith = (checkoutId: string, transactionId: string) =>
  call('do_payment_set', {
    params: { checkoutId },
    body: {
      data: {
        payment: {
          type: 'CreditCard',
          card: { cardHolder: 'Erika Muster', cardType: 'visa', transactionId },
        },
      },
    },
  });

describe('card payment with the hosted fields token', () => {
  it('pays a success test card at once', async () => {
    const { checkoutId, transactionId } = await cartWithCard('4242 4242 4242 4242');
    const { body } = await payWith(checkoutId, transactionId);
    expect(body.success).toBe(true);
    expect(cartOf(body).checkout.payment.securityCreditcards?.[0]?.securityToken).toBeTruthy();
  });

  it('asks for a 3-D Secure challenge on the provider origin, then finalises with its result', async () => {
    const { checkoutId, transactionId } = await cartWithCard('4000 0000 0000 3220');
    const { body } = await payWith(checkoutId, transactionId);
    const payment = cartOf(body).checkout.payment;
    expect(payment.threeDs).toBe(true);
    expect(payment.securityCreditcards).toBeUndefined();
    const url = new URL(payment.action!.url!);
    expect(url.origin).toBe('http://127.0.0.1');
    expect(url.pathname).toBe('/demo-card/challenge');
    expect(url.searchParams.get('parent')).toBe('http://localhost');

    const finalised = await call('checkout_finalize_payment', {
      params: { checkoutId },
      body: { data: { details: { threeDSResult: 'approved' } } },
    });
    expect(cartOf(finalised.body).checkout.status).toBe('processing');
  });

  it.each([
    ['refused', 'threeDsChallengeRefused'],
    ['cancelled', 'threeDsChallengeCancelled'],
  ])('turns a %s challenge into %s', async (result, id) => {
    const { checkoutId, transactionId } = await cartWithCard('4000 0000 0000 3220');
    await payWith(checkoutId, transactionId);
    const { body } = await call('checkout_finalize_payment', {
      params: { checkoutId },
      body: { data: { details: { threeDSResult: result } } },
    });
    expect(body.success).toBe(false);
    expect(body.messages?.map((message) => message.id)).toEqual([id]);
  });

  it('refuses the refused test card and an unknown token', async () => {
    const { checkoutId, transactionId } = await cartWithCard('4000 0000 0000 0002');
    const refused = await payWith(checkoutId, transactionId);
    expect(refused.body.messages?.map((message) => message.id)).toEqual([
      'threeDsChallengeRejectedError',
    ]);
    const unknown = await payWith(checkoutId, 'TX-never-tokenised');
    expect(unknown.body.messages?.map((message) => message.id)).toEqual(['noPaymentSelectedError']);
  });

  it('grants the card discount to the 5454 test card BIN', async () => {
    const { checkoutId } = await cartWithCard('5454 5454 5454 5454');
    const { body } = await call('do_verify_bin_number', {
      params: { checkoutId },
      body: { binValue: '545454', cardHolder: 'Erika Muster' },
    });
    expect(body).toMatchObject({ allowed: true, discount: true, discountPercent: 7 });
  });
});

describe('one payment per attempt (Idempotency-Key)', () => {
  const payOnce = (checkoutId: string, transactionId: string, key: string) =>
    call('do_payment_set', {
      params: { checkoutId },
      headers: { 'Idempotency-Key': key },
      body: {
        data: {
          payment: { type: 'CreditCard', card: { cardHolder: 'Erika Muster', transactionId } },
        },
      },
    });

  it('answers a retried attempt as the first time, without a second payment', async () => {
    const { checkoutId, transactionId } = await cartWithCard('4000 0000 0000 0002');
    const first = await payOnce(checkoutId, transactionId, 'attempt-1');
    const retry = await payOnce(checkoutId, transactionId, 'attempt-1');
    expect(retry.body).toEqual(first.body);
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(1);
    await payOnce(checkoutId, transactionId, 'attempt-2');
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(2);
  });
});

describe('paying part of the price with miles', () => {
  const bankAccount = { holder: 'Erika Muster', iban: 'DE89370400440532013000' };
  const payWithMiles = (checkoutId: string, milesAmount: unknown) =>
    call('do_payment_set', {
      params: { checkoutId },
      body: { data: { payment: { type: 'BankAccount', bankAccount, milesAmount } } },
    });
  const logIn = (checkoutId: string, cardNumber: string) =>
    call('checkout_miles_more', { params: { checkoutId }, body: { data: { cardNumber } } });

  async function cartAtPayment() {
    const checkoutId = cartOf(await create()).id;
    const total = cartOf((await setInfo(checkoutId, 'Muster')).body).checkout.amounts.totalAmount
      .value;
    return { checkoutId, total };
  }

  it('charges the total less miles / rate after a miles login', async () => {
    const { checkoutId, total } = await cartAtPayment();
    await logIn(checkoutId, '992003000123456');
    const { body } = await payWithMiles(checkoutId, 20000);
    const checkout = cartOf(body).checkout;
    expect(checkout.status).toBe('processing');
    expect(checkout.payment).toMatchObject({
      type: 'BankAccount',
      bonusProgramName: 'MilesAndMore',
      originalAmount: total,
      value: { amount: Math.round((total - 200) * 100) / 100 },
    });
    expect(demoState.carts.get(checkoutId)?.milesAmount).toBe(20000);
  });

  it.each([
    ['below 7,500', 7000],
    ['above the remaining points', 42500],
    ['not a whole number', 7600.5],
    ['not a number', 'lots'],
  ])('refuses an amount %s with milesAmountInvalid', async (_, miles) => {
    const { checkoutId } = await cartAtPayment();
    await logIn(checkoutId, '992003000123456');
    const { body } = await payWithMiles(checkoutId, miles);
    expect(body.success).toBe(false);
    expect(body.messages?.map((message) => message.id)).toEqual(['milesAmountInvalid']);
    expect(demoState.carts.get(checkoutId)?.status).toBe('payment');
  });

  it('refuses miles without a login or after a failed one', async () => {
    const { checkoutId } = await cartAtPayment();
    const before = await payWithMiles(checkoutId, 20000);
    expect(before.body.messages?.map((message) => message.id)).toEqual(['milesAmountInvalid']);
    await logIn(checkoutId, '992003000123456');
    await logIn(checkoutId, '992003000123000');
    const after = await payWithMiles(checkoutId, 20000);
    expect(after.body.messages?.map((message) => message.id)).toEqual(['milesAmountInvalid']);
  });

  it('pays the whole total when no miles are sent', async () => {
    const { checkoutId } = await cartAtPayment();
    const { body } = await payWithMiles(checkoutId, 0);
    expect(cartOf(body).checkout.payment.bonusProgramName).toBeUndefined();
    expect(cartOf(body).checkout.status).toBe('processing');
  });
});
