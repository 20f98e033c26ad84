import { cartOf, create, setInfo } from '../../../../demo/testing/checkoutFlow';
import { featureStore, until } from '../../../testing/featureStore';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { checkoutFeature } from '../checkoutFeature';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { chargedAmount, priceBreakdown } from '../model/chargedAmount';
import { paymentVault } from '../model/paymentVault';
import { binCheckKey, type BinCheckInput } from './cardDiscountSaga';

const server = setupDemoHost();

afterEach(() => server.events.removeAllListeners());

async function paymentStep() {
  const checkoutId = cartOf(await create()).id;
  await setInfo(checkoutId, 'Muster');
  const store = featureStore(checkoutFeature, {
    name: 'checkout_payment',
    pathname: `/en-gb/booking/payment/${checkoutId}`,
  });
  const state = () => selectCheckout(store.getState());
  store.dispatch(checkoutActions.checkoutRequested({ checkoutId, route: 'checkout_payment' }));
  await until(store, () => state().status === 'resolved');
  const sent: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/bin-verify')) sent.push(await request.clone().text());
  });
  const enterBin = async (bin: string, brandVerdict?: BinCheckInput['brandVerdict']) => {
    const input: BinCheckInput = { bin, cardHolder: 'Erika Muster', brandVerdict };
    paymentVault.put(binCheckKey(checkoutId), input);
    store.dispatch(checkoutActions.cardBinChanged());
    // Pay now waits while the host is asked for a discount.
    if (bin && (brandVerdict === undefined || brandVerdict?.discount))
      expect(state().payment.binCheck).toBe('checking');
    await until(store, () => state().payment.binCheck !== 'checking');
  };
  return { state, enterBin, sent };
}

describe('card discount verified with the host (docs/rules/checkout-prices.md)', () => {
  it('sends only the BIN and holder, and shows the discounted total the host answers', async () => {
    const { state, enterBin, sent } = await paymentStep();
    const before = chargedAmount(state().cart!).value;
    const travelPrice = state().cart!.checkout.package.basePrice.amount;

    await enterBin('545454');

    expect(sent.map((body) => JSON.parse(body))).toEqual([
      { binValue: '545454', cardHolder: 'Erika Muster' },
    ]);
    expect(state().payment.binCheck).toEqual({ allowed: true, discount: true, message: null });
    const discount = Math.round(travelPrice * 7) / 100;
    expect(chargedAmount(state().cart!).value).toBeCloseTo(before - discount, 2);
    expect(priceBreakdown(state().cart!).lines).toContainEqual({
      kind: 'cardDiscount',
      amount: -discount,
      percent: 7,
    });
    expect(JSON.stringify(state())).not.toContain('545454');
  });

  it('takes the discount back for another card, and refuses a card outside the range', async () => {
    const { state, enterBin } = await paymentStep();
    const before = chargedAmount(state().cart!).value;
    await enterBin('545454');

    await enterBin('424242');
    expect(state().payment.binCheck).toEqual({
      allowed: true,
      discount: false,
      message: 'binNoDiscount',
    });
    expect(chargedAmount(state().cart!).value).toBe(before);

    await enterBin('123456');
    expect(state().payment.binCheck).toEqual({
      allowed: false,
      discount: false,
      message: 'binNotApproved',
    });
  });

  it('takes a granted discount back when the card is gone', async () => {
    const { state, enterBin } = await paymentStep();
    const before = chargedAmount(state().cart!).value;
    await enterBin('545454');
    await enterBin('');
    expect(state().payment.binCheck).toBeNull();
    expect(state().cart!.checkout.package.cardDiscount).toBeNull();
    expect(chargedAmount(state().cart!).value).toBe(before);
  });

  it("asks the host nothing for a card the brand's own rules give no discount or refuse", async () => {
    const { state, enterBin, sent } = await paymentStep();
    const before = chargedAmount(state().cart!).value;
    const noDiscount = { allowed: true, discount: false, message: 'binNoDiscount' } as const;
    await enterBin('545454', noDiscount);
    expect(sent).toEqual([]);
    expect(state().payment.binCheck).toEqual(noDiscount);
    expect(chargedAmount(state().cart!).value).toBe(before);

    const refused = { allowed: false, discount: false, message: 'binNotApproved' } as const;
    await enterBin('424242', refused);
    expect(sent).toEqual([]);
    expect(state().payment.binCheck).toEqual(refused);
  });

  it('takes a granted discount back when the brand rules give the next card none', async () => {
    const { state, enterBin, sent } = await paymentStep();
    const before = chargedAmount(state().cart!).value;
    await enterBin('545454', { allowed: true, discount: true, message: null });
    expect(chargedAmount(state().cart!).value).toBeLessThan(before);

    const noDiscount = { allowed: true, discount: false, message: 'binNoDiscount' } as const;
    await enterBin('424242', noDiscount);
    // Only an empty BIN goes: the other card's digits are not the host's business.
    expect(JSON.parse(sent[1] ?? '{}')).toEqual({ binValue: '', cardHolder: 'Erika Muster' });
    expect(state().payment.binCheck).toEqual(noDiscount);
    expect(chargedAmount(state().cart!).value).toBe(before);
  });
});
