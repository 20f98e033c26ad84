/** @jest-environment node */
import { chargedAmount } from '../../src/features/checkout/model/chargedAmount';
import { cartOf, create, setInfo } from '../testing/checkoutFlow';
import { startDemoServer } from '../testing/demoServer';
import { call, testOrigin } from '../testing/shape';

startDemoServer();

const euro = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

describe("the demo PayPal page asks what the shop's summary names as charged", () => {
  it('asks the total less the miles paid, in the currency charged', async () => {
    const checkoutId = cartOf(await create()).id;
    await setInfo(checkoutId, 'Muster');
    await call('checkout_miles_more', {
      params: { checkoutId },
      body: { data: { cardNumber: '992001234567890', pin: '918273' } },
    });
    const paid = await call('do_payment_set', {
      params: { checkoutId },
      body: {
        data: {
          payment: {
            type: 'PayPal',
            milesAmount: 7500,
            returnUrl: `/en-gb/booking/process/${checkoutId}`,
            cancelUrl: `/en-gb/booking/payment/${checkoutId}`,
          },
        },
      },
    });
    const cart = cartOf(paid.body);
    const charged = chargedAmount(cart);
    expect(charged.value).toBeCloseTo(cart.checkout.amounts.totalAmount.value - 75, 2);

    const approval = await fetch(new URL(cart.checkout.payment.redirectUrl ?? '', testOrigin));
    const page = await approval.text();
    expect(page).toContain(`<strong>${euro(charged.value)}</strong>`);
  });
});
