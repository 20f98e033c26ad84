import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartOf, create, setInfo } from '../../../../demo/testing/checkoutFlow';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';

setupDemoHost();

afterEach(() => {
  delete process.env.DEMO_FAULTS;
});

const genericText = 'An error occurred. Please try again.';

async function cartAtPayment() {
  const checkoutId = cartOf(await create()).id;
  await setInfo(checkoutId, 'Muster');
  return checkoutId;
}

describe('booking answers in the wrong shape, as the visitor sees them', () => {
  it('a cart that cannot be read on entering a step: the booking could not be loaded, try again', async () => {
    const checkoutId = await cartAtPayment();
    process.env.DEMO_FAULTS = 'checkout_get:malformed';
    renderApp(`/en-gb/booking/info/${checkoutId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Your booking' }, { timeout: 5000 });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('We could not load your booking.');
    expect(alert).toHaveTextContent(genericText);
    // Said once, in the window: the step behind it has no alert of its own repeating it.
    expect(screen.getAllByRole('alert', { hidden: true })).toEqual([alert]);

    delete process.env.DEMO_FAULTS;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Travellers' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a payment answer that cannot be read says that an error occurred, not "select a method"', async () => {
    const checkoutId = await cartAtPayment();
    renderApp(`/en-gb/booking/payment/${checkoutId}`);
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    await userEvent.click(await screen.findByRole('radio', { name: /Direct debit/ }));
    await userEvent.type(screen.getByLabelText('Account holder'), 'Erika Muster');
    await userEvent.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    process.env.DEMO_FAULTS = 'do_payment_set:malformed';
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText(genericText, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Please select a payment method')).not.toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
  });
});
