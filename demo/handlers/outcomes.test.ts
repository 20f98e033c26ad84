/** @jest-environment node */
import { cartOf, create, payAndPoll, setInfo } from '../testing/checkoutFlow';
import { startDemoServer } from '../testing/demoServer';
import { call, testOrigin } from '../testing/shape';
import { payPalApprovalUrl } from './paypal';
import { demoState } from './index';

startDemoServer();

const returnUrl = (checkoutId: string) => `/en-gb/booking/process/${checkoutId}`;
const cancelUrl = (checkoutId: string) => `/en-gb/booking/payment/${checkoutId}`;

async function approvalPage(checkoutId: string) {
  const cart = demoState.carts.get(checkoutId);
  if (!cart) throw new Error('no cart');
  const url = payPalApprovalUrl(cart, returnUrl(checkoutId), cancelUrl(checkoutId));
  return fetch(new URL(url, testOrigin), { redirect: 'manual' });
}

describe('PayPal approval page of the demo host', () => {
  it('offers the approval while the cart awaits payment, and is never cached', async () => {
    const checkoutId = cartOf(await create()).id;
    await setInfo(checkoutId, 'Muster');
    const page = await approvalPage(checkoutId);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('Approve payment');
  });

  it.each([
    ['approved and processing', false],
    ['finished', true],
  ])(
    'sends the back button of a cart %s on to the shop, offering no second approval',
    async (_name, finish) => {
      const checkoutId = cartOf(await create()).id;
      await setInfo(checkoutId, 'Muster');
      if (finish) await payAndPoll(checkoutId);
      else {
        const cart = demoState.carts.get(checkoutId);
        if (cart) cart.status = 'processing';
      }
      const page = await approvalPage(checkoutId);
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toBe(returnUrl(checkoutId));
      expect(await page.text()).not.toContain('Approve payment');
    },
  );
});

describe('charged-gbp fault', () => {
  it('answers the same figures in pounds, not converted', async () => {
    const checkoutId = cartOf(await create()).id;
    const euros = cartOf((await call('checkout_get', { params: { checkoutId } })).body).checkout
      .amounts.totalAmount;
    const pounds = cartOf(
      (
        await call('checkout_get', {
          params: { checkoutId },
          headers: { 'x-demo-fault': 'charged-gbp' },
        })
      ).body,
    ).checkout.amounts.totalAmount;
    expect(euros.currency).toBe('EUR');
    expect(pounds).toEqual({ value: euros.value, currency: 'GBP' });
  });
});
