/** @jest-environment node */
import fc from 'fast-check';
import type { CheckoutResponse } from '../../src/api/types';
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

const pay = (checkoutId: string, transactionId: string, key: string, fault?: string) =>
  call('do_payment_set', {
    params: { checkoutId },
    headers: { 'Idempotency-Key': key, ...(fault ? { 'x-demo-fault': fault } : {}) },
    body: {
      data: {
        payment: { type: 'CreditCard', card: { cardHolder: 'Erika Muster', transactionId } },
      },
    },
  });

const finalize = (checkoutId: string, key: string, threeDSResult: string, paymentData?: string) =>
  call('checkout_finalize_payment', {
    params: { checkoutId },
    headers: { 'Idempotency-Key': key },
    body: { data: { details: { threeDSResult }, ...(paymentData ? { paymentData } : {}) } },
  });

const actionOf = (body: CheckoutResponse) => cartOf(body).checkout.payment.action!;
const ids = (body: { messages?: { id?: string }[] }) => body.messages?.map((m) => m.id);

describe('each payment attempt its own 3-D Secure challenge', () => {
  it('hands every attempt a challenge token and payment data of its own', async () => {
    const { checkoutId, transactionId } = await cartWithCard('4000 0000 0000 3220');
    const first = actionOf((await pay(checkoutId, transactionId, 'a-1')).body);
    expect((await finalize(checkoutId, 'a-1:3ds', 'refused', first.paymentData)).body.success).toBe(
      false,
    );
    const second = actionOf((await pay(checkoutId, transactionId, 'a-2')).body);
    expect(second.token).not.toBe(first.token);
    expect(second.paymentData).not.toBe(first.paymentData);
    const done = await finalize(checkoutId, 'a-2:3ds', 'approved', second.paymentData);
    expect(cartOf(done.body).checkout.status).toBe('processing');
  });

  it('hands out the previous challenge again under the repeat-3ds fault, and books it', async () => {
    const { checkoutId, transactionId } = await cartWithCard('4000 0000 0000 3220');
    const first = actionOf((await pay(checkoutId, transactionId, 'a-1')).body);
    await finalize(checkoutId, 'a-1:3ds', 'cancelled', first.paymentData);
    const again = actionOf((await pay(checkoutId, transactionId, 'a-2', 'repeat-3ds')).body);
    expect(again).toEqual(first);
    const done = await finalize(checkoutId, 'a-2:3ds', 'approved', again.paymentData);
    expect(cartOf(done.body).checkout.status).toBe('processing');
  });

  it("refuses an earlier attempt's challenge answer while another challenge is open", async () => {
    const { checkoutId, transactionId } = await cartWithCard('4000 0000 0000 3220');
    const first = actionOf((await pay(checkoutId, transactionId, 'a-1')).body);
    await pay(checkoutId, transactionId, 'a-2');
    const stale = await finalize(checkoutId, 'a-1:3ds', 'approved', first.paymentData);
    expect(ids(stale.body)).toEqual(['technicalError']);
    expect(demoState.carts.get(checkoutId)?.status).toBe('payment');
  });
});

describe('a checkout is paid once, whichever tab or key asks', () => {
  it('refuses a second payment with another key as checkoutAlreadyBooked, without charging', async () => {
    const { checkoutId, transactionId } = await cartWithCard('4242 4242 4242 4242');
    const first = await pay(checkoutId, transactionId, 'tab-1');
    expect(cartOf(first.body).checkout.status).toBe('processing');
    const second = await pay(checkoutId, transactionId, 'tab-2');
    expect(second.body.success).toBe(false);
    expect(ids(second.body)).toEqual(['checkoutAlreadyBooked']);
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(1);
    // The first tab's retry still gets its own answer.
    expect((await pay(checkoutId, transactionId, 'tab-1')).body).toEqual(first.body);
  });

  it.each(['success', 'fail', 'soft_booked'] as const)(
    'refuses a payment, a stored-card payment and a challenge answer on a %s checkout',
    async (status) => {
      const { checkoutId, transactionId } = await cartWithCard('4000 0000 0000 3220');
      const action = actionOf((await pay(checkoutId, transactionId, 'a-1')).body);
      demoState.carts.get(checkoutId)!.status = status;
      expect(ids((await pay(checkoutId, transactionId, 'a-2')).body)).toEqual([
        'checkoutAlreadyBooked',
      ]);
      const recurring = await call('do_recurring_payment', {
        params: { checkoutId },
        headers: { 'Idempotency-Key': 'a-3' },
        body: {
          data: {
            paymentMethod: { type: 'CreditCard', storedPaymentMethodId: 'x' },
            holderName: 'Erika Muster',
            origin: 'http://localhost',
          },
        },
      });
      expect(ids(recurring.body)).toEqual(['checkoutAlreadyBooked']);
      const answer = await finalize(checkoutId, 'a-1:3ds', 'approved', action.paymentData);
      expect(ids(answer.body)).toEqual(['checkoutAlreadyBooked']);
      expect(demoState.carts.get(checkoutId)?.status).toBe(status);
      expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(1);
    },
  );
});

describe('the drop-after fault', () => {
  it('processes the payment and loses only the answer; the same key then gets that answer', async () => {
    const { checkoutId, transactionId } = await cartWithCard('4242 4242 4242 4242');
    await expect(pay(checkoutId, transactionId, 'a-1', 'drop-after')).rejects.toThrow();
    expect(demoState.carts.get(checkoutId)?.status).toBe('processing');
    await expect(pay(checkoutId, transactionId, 'a-1', 'drop-after')).rejects.toThrow();
    const retried = await pay(checkoutId, transactionId, 'a-1');
    expect(cartOf(retried.body).checkout.status).toBe('processing');
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(1);
  });

  it('differs from drop, which loses the request before the host sees it', async () => {
    const { checkoutId, transactionId } = await cartWithCard('4242 4242 4242 4242');
    await expect(pay(checkoutId, transactionId, 'a-1', 'drop')).rejects.toThrow();
    expect(demoState.carts.get(checkoutId)?.status).toBe('payment');
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(0);
  });
});

describe('one charge per checkout, whatever the presses', () => {
  const testCards = ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 3220'];
  const press = fc.record({
    key: fc.constantFrom('k1', 'k2', 'k3'),
    card: fc.constantFrom(...testCards),
    answerLost: fc.boolean(),
  });

  it('charges at most once; a known key gets its first answer, a new key on a booked checkout is refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(press, { minLength: 1, maxLength: 8 }), async (presses) => {
        const checkoutId = cartOf(await create()).id;
        await setInfo(checkoutId, 'Muster');
        for (const [index, number] of testCards.entries())
          demoState.cardTokens.set(`TX-${checkoutId}-${index}`, tokenise(number.replace(/ /g, '')));
        const firstAnswer = (key: string) =>
          demoState.paymentAnswers.get(`${checkoutId}:${key}`) as CheckoutResponse | undefined;
        for (const { key, card, answerLost } of presses) {
          const known = firstAnswer(key);
          const booked = demoState.carts.get(checkoutId)?.status === 'processing';
          const transactionId = `TX-${checkoutId}-${testCards.indexOf(card)}`;
          const answer = await pay(
            checkoutId,
            transactionId,
            key,
            answerLost ? 'drop-after' : undefined,
          ).then(
            ({ body }) => body,
            () => null,
          );
          if (!answer) continue;
          if (known) expect(answer).toEqual(known);
          else if (booked) expect(ids(answer)).toEqual(['checkoutAlreadyBooked']);
        }
        const charging = ['k1', 'k2', 'k3'].filter(
          (key) => firstAnswer(key)?.cart?.checkout.status === 'processing',
        );
        expect(charging.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 25 },
    );
  });
});
