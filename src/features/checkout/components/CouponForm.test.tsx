import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartOf, create, setInfo } from '../../../../demo/testing/checkoutFlow';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { isPurchaseVoucher } from '../model/purchaseVoucher';

setupDemoHost();

async function openPayment() {
  const checkoutId = cartOf(await create()).id;
  await setInfo(checkoutId, 'Muster');
  const view = renderApp(`/en-gb/booking/payment/${checkoutId}`);
  await screen.findByRole('heading', { level: 1, name: 'Payment' });
  return view;
}

const total = (store: ReturnType<typeof renderApp>['store']) =>
  store.getState().checkout?.cart?.checkout.amounts.totalAmount.value ?? 0;

describe('coupon and gift-voucher codes', () => {
  it.each([
    ['NOTACTIVE-2027', 'Sorry, a voucher with that code is not yet active!'],
    ['SUMMER', 'Sorry, the voucher cannot be applied to this booking.'],
  ])('shows the refusal of %s at the field', async (code, message) => {
    await openPayment();
    const field = screen.getByLabelText('Gift voucher or coupon code');
    await userEvent.type(field, `${code}{Enter}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue(code);
  });

  it('redeems a gift voucher, lowers the total and removes it again', async () => {
    const { store } = await openPayment();
    const before = total(store);
    await userEvent.type(screen.getByLabelText('Gift voucher or coupon code'), 'lhh-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(
      // Taken off the charged total, so in its currency: euros, though en-gb lists pounds.
      await screen.findByText('Gift voucher LHH-12345 redeemed: €50.00 off.'),
    ).toBeInTheDocument();
    expect(total(store)).toBe(before - 50);
    await userEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(total(store)).toBe(before));
    expect(screen.getByLabelText('Gift voucher or coupon code')).toBeInTheDocument();
  });

  it('knows the purchase-voucher prefixes', () => {
    for (const code of ['LHH-1', 'l80-2', 'L150-3', ' L200-4'])
      expect(isPurchaseVoucher(code)).toBe(true);
    for (const code of ['LH-1', 'L100-2', 'SUMMER', ''])
      expect(isPurchaseVoucher(code)).toBe(false);
  });
});
