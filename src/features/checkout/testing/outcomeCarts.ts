import { cartOf, create, payAndPoll, setInfo } from '../../../../demo/testing/checkoutFlow';
import { call } from '../../../../demo/testing/shape';

/**
 * Carts of the demo host in each checkout status, made through its own handlers (the lead
 * traveller's last name picks the outcome: demo/README.md "Test data").
 */
export async function cartAtExtras(): Promise<string> {
  return cartOf(await create()).id;
}

/** Travellers entered: the cart waits for payment. */
export async function cartAtPayment(leadLastName = 'Muster'): Promise<string> {
  const checkoutId = await cartAtExtras();
  await setInfo(checkoutId, leadLastName);
  return checkoutId;
}

/** Paid by direct debit, not yet polled: the cart is processing. */
export async function processingCart(leadLastName = 'Muster'): Promise<string> {
  const checkoutId = await cartAtPayment(leadLastName);
  await call('do_payment_set', {
    params: { checkoutId },
    body: { data: { payment: { type: 'BankAccount' } } },
  });
  return checkoutId;
}

/** Paid and polled to the end: 'Muster' succeeds, 'Fail' fails, 'Soft' is soft-booked. */
export async function finishedCart(leadLastName: 'Muster' | 'Fail' | 'Soft'): Promise<string> {
  const checkoutId = await cartAtPayment(leadLastName);
  await payAndPoll(checkoutId);
  return checkoutId;
}
