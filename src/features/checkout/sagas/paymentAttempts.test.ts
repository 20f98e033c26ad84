import { demoState } from '../../../../demo/handlers';
import { until } from '../../../testing/featureStore';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { checkoutActions } from '../checkoutSlice';
import { paymentVault } from '../model/paymentVault';
import {
  card,
  cartAtPayment,
  cardToken,
  paymentTab,
  pressPayNow,
  sepa,
} from '../testing/paymentHost';
import { challengeKey, challengeResultKey } from './paymentSaga';

setupDemoHost();

afterEach(() => {
  delete process.env.DEMO_FAULTS;
  paymentVault.clear();
});

type Tab = Awaited<ReturnType<typeof paymentTab>>;

const settled = (tab: Tab) => until(tab.store, () => !tab.state().payment.submitting);

/** The challenge window's part: the result into the vault, then closed. */
async function answerChallenge(tab: Tab, pressId: string, result: string) {
  await until(tab.store, () => tab.state().payment.challengeAttempt === pressId);
  const token = paymentVault.peek<{ token: string }>(challengeKey(pressId))?.token;
  paymentVault.put(challengeResultKey(pressId), result);
  tab.store.dispatch(checkoutActions.paymentChallengeClosed());
  return token;
}

describe('a second 3-D Secure attempt', () => {
  it.each([
    ['a new challenge', undefined],
    ['the same challenge again (repeat-3ds)', 'do_payment_set:repeat-3ds'],
  ])('books after a refused challenge when the host hands out %s', async (_name, fault) => {
    const checkoutId = await cartAtPayment();
    const tab = await paymentTab(checkoutId);
    const tx = cardToken('4000 0000 0000 3220', 'TX-3220');
    pressPayNow(tab.store, 'press-1', card(tx));
    const first = await answerChallenge(tab, 'press-1', 'refused');
    await settled(tab);
    expect(tab.state().errors.payment).toEqual([
      { id: 'threeDsChallengeRefused', context: 'payment' },
    ]);

    if (fault) process.env.DEMO_FAULTS = fault;
    pressPayNow(tab.store, 'press-2', card(tx));
    const second = await answerChallenge(tab, 'press-2', 'approved');
    await until(tab.store, () => tab.state().navigation !== null);
    expect(second === first).toBe(!!fault);
    expect(tab.state().navigation).toEqual({
      route: 'checkout_processing',
      params: { checkoutId },
    });
    expect(tab.keysOf('checkout_finalize_payment')).toEqual(['press-1:3ds', 'press-2:3ds']);
    expect(demoState.carts.get(checkoutId)?.status).toBe('processing');
  });
});

describe('a payment call that gets no answer', () => {
  it.each([
    ['the host took the payment', 'drop-after', 1],
    ['the request never arrived', 'drop', 0],
    ['a gateway answered 502 without a message of the host', 'bare-status=502', 0],
  ])(
    'says so, and the next press sends the same key (%s)',
    async (_name, fault, chargedByFirst) => {
      const checkoutId = await cartAtPayment();
      const tab = await paymentTab(checkoutId);
      process.env.DEMO_FAULTS = `do_payment_set:${fault}`;
      pressPayNow(tab.store, 'press-1', sepa, 'BankAccount');
      await settled(tab);
      expect(tab.state().errors.payment).toEqual([{ id: 'genericError', context: 'payment' }]);
      expect(tab.keysOf('do_payment_set')).toEqual(['press-1', 'press-1', 'press-1']);
      expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(chargedByFirst);

      delete process.env.DEMO_FAULTS;
      pressPayNow(tab.store, 'press-2', sepa, 'BankAccount');
      await until(tab.store, () => tab.state().navigation !== null);
      expect(tab.keysOf('do_payment_set').at(-1)).toBe('press-1');
      expect(tab.state().navigation?.route).toBe('checkout_processing');
      expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(1);
      expect(tab.state().payment.unansweredAttempt).toBeNull();
    },
    15_000,
  );

  it('reuses the key through a 3-D Secure challenge whose details submit got no answer', async () => {
    const checkoutId = await cartAtPayment();
    const tab = await paymentTab(checkoutId);
    const tx = cardToken('4000 0000 0000 3220', 'TX-3220');
    process.env.DEMO_FAULTS = 'checkout_finalize_payment:drop-after';
    pressPayNow(tab.store, 'press-1', card(tx));
    await answerChallenge(tab, 'press-1', 'approved');
    await settled(tab);
    expect(tab.state().errors.payment).toEqual([{ id: 'genericError', context: 'payment' }]);
    expect(demoState.carts.get(checkoutId)?.status).toBe('processing');

    delete process.env.DEMO_FAULTS;
    pressPayNow(tab.store, 'press-2', card(tx));
    // The host answers the attempt as it did the first time: the same challenge, shown again.
    await answerChallenge(tab, 'press-2', 'approved');
    await until(tab.store, () => tab.state().navigation !== null);
    expect(tab.keysOf('do_payment_set')).toEqual(['press-1', 'press-1']);
    expect(tab.state().navigation?.route).toBe('checkout_processing');
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(1);
  }, 15_000);

  it('takes a new key once the host has answered the attempt', async () => {
    const checkoutId = await cartAtPayment();
    const tab = await paymentTab(checkoutId);
    pressPayNow(tab.store, 'press-1', card(cardToken('4000 0000 0000 0002', 'TX-0002')));
    await settled(tab);
    expect(tab.state().errors.payment).toEqual([
      { id: 'threeDsChallengeRejectedError', context: 'payment' },
    ]);
    pressPayNow(tab.store, 'press-2', sepa, 'BankAccount');
    await until(tab.store, () => tab.state().navigation !== null);
    expect(tab.keysOf('do_payment_set')).toEqual(['press-1', 'press-2']);
  });
});

describe('two tabs paying the same checkout', () => {
  it('charges once; the second tab hears that the checkout is already booked', async () => {
    const checkoutId = await cartAtPayment();
    const first = await paymentTab(checkoutId);
    const second = await paymentTab(checkoutId);
    pressPayNow(first.store, 'tab-1', sepa, 'BankAccount');
    await until(first.store, () => first.state().navigation !== null);
    pressPayNow(second.store, 'tab-2', sepa, 'BankAccount');
    await settled(second);
    expect(second.state().errors.payment).toEqual([
      { id: 'checkoutAlreadyBooked', context: 'payment' },
    ]);
    expect(second.state().payment.paid).toBe(true);
    expect(second.state().navigation).toBeNull();
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(1);
  });

  it('refuses the stored-card payment of the second tab the same way', async () => {
    const checkoutId = await cartAtPayment();
    const first = await paymentTab(checkoutId);
    const second = await paymentTab(checkoutId);
    pressPayNow(first.store, 'tab-1', sepa, 'BankAccount');
    await until(first.store, () => first.state().navigation !== null);
    pressPayNow(second.store, 'tab-2', {
      recurring: { storedPaymentMethodId: 'stored-1', holderName: 'Erika Muster' },
    });
    await settled(second);
    expect(second.state().errors.payment).toEqual([
      { id: 'checkoutAlreadyBooked', context: 'payment' },
    ]);
  });
});
