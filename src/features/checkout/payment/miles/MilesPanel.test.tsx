import { Form, Formik } from 'formik';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../../store/makeStore';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { scriptedApi } from '../../../../testing/scriptedApi';
import { MilesPanel } from './MilesPanel';

const loggedIn = {
  success: true,
  milesAndMoreData: {
    remainingtotalpoints: 42000,
    milesAmount: { amount: 0 },
    rate: 100,
    rateOriginal: 120,
    minimumPointsFee: 7500,
  },
};

/** The panel inside a payment form, with the miles amount the form starts with. */
function renderPanel(milesAmount: number) {
  const { api, calls } = scriptedApi({ checkout_miles_more: [loggedIn] });
  const onPay = jest.fn();
  renderWithProviders(
    <Formik initialValues={{ milesAmount }} onSubmit={onPay}>
      <>
        <MilesPanel checkoutId="bk-1" total={1000} formatMoney={(amount) => `€${amount}`} />
        <Form id="pay">
          <button type="submit">Pay now</button>
        </Form>
      </>
    </Formik>,
    { store: makeStore({ api }) },
  );
  return { onPay, calls };
}

async function logIn() {
  await userEvent.type(screen.getByLabelText('Service card number'), '99200 30001 23456');
  await userEvent.type(screen.getByLabelText('PIN'), '1234');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Your miles balance: 42,000')).toBeInTheDocument();
}

describe('MilesPanel', () => {
  it('blocks Pay now with the field message while the miles amount is invalid', async () => {
    const { onPay } = renderPanel(3000);
    await logIn();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Minimum miles credit amount 7.500');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('logs in with the card number without spaces and the PIN, then redeems none until chosen', async () => {
    const { onPay, calls } = renderPanel(0);
    await logIn();
    expect(calls('checkout_miles_more')[0]).toMatchObject({
      params: { checkoutId: 'bk-1' },
      data: { data: { cardNumber: '992003000123456', pin: '1234' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPay).toHaveBeenCalled());
    expect(onPay.mock.calls[0]?.[0]).toEqual({ milesAmount: 0 });
  });

  it('treats a failed request as a failed login', async () => {
    const { api } = scriptedApi({});
    renderWithProviders(
      <Formik initialValues={{ milesAmount: 0 }} onSubmit={jest.fn()}>
        <MilesPanel checkoutId="bk-1" total={1000} formatMoney={(amount) => `€${amount}`} />
      </Formik>,
      { store: makeStore({ api }) },
    );
    await userEvent.type(screen.getByLabelText('Service card number'), '992003000123456');
    await userEvent.type(screen.getByLabelText('PIN'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unfortunately, your login was not successful. Your Miles could not be redeemed.',
    );
  });
});
