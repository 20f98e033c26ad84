import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartOf,
  create,
  customer,
  setInfo,
  traveller,
} from '../../../../demo/testing/checkoutFlow';
import { call } from '../../../../demo/testing/shape';
import { returningCustomerEmail } from '../../../../demo/handlers/checkoutInfo';
import { demoState } from '../../../../demo/handlers';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { browserRedirect } from '../model/browserRedirect';

const server = setupDemoHost();

async function openPayment() {
  const checkoutId = cartOf(await create()).id;
  await setInfo(checkoutId, 'Muster');
  const sent: { url: string; body: string }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST')
      sent.push({ url: request.url, body: await request.clone().text() });
  });
  const view = renderApp(`/en-gb/booking/payment/${checkoutId}`);
  await screen.findByRole('heading', { level: 1, name: 'Payment' });
  await screen.findByRole('radio', { name: /Credit card/ });
  return { checkoutId, sent, ...view };
}

afterEach(() => server.events.removeAllListeners());

describe('payment step (spec 2 §2, §4)', () => {
  it('asks for a payment method when none is chosen', async () => {
    const { checkoutId } = await openPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Please select a payment method')).toBeInTheDocument();
    // Spec 2 §2: the first error is scrolled to (and focused) after 50 ms.
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(0);
  });

  it('pays by SEPA direct debit once, keeping the IBAN out of the store, and moves on to processing', async () => {
    const { checkoutId, store, sent } = await openPayment();
    await userEvent.click(screen.getByRole('radio', { name: /Direct debit/ }));
    await userEvent.type(screen.getByLabelText('Account holder'), 'Erika Muster');
    await userEvent.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    const pay = screen.getByRole('button', { name: 'Pay now' });
    await userEvent.dblClick(pay);
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/en-gb/booking/process/${checkoutId}`),
    );
    const payments = sent.filter((request) => request.url.includes('/set-payment'));
    expect(payments).toHaveLength(1);
    expect(JSON.parse(payments[0]?.body ?? '{}').data.payment).toEqual({
      type: 'BankAccount',
      bankAccount: { holder: 'Erika Muster', iban: 'DE89370400440532013000' },
    });
    expect(JSON.stringify(store.getState())).not.toContain('0532013000');
    expect(JSON.stringify(window.sessionStorage)).not.toContain('0532013000');
  });

  it('shows a field message for an invalid IBAN and sends nothing', async () => {
    const { checkoutId } = await openPayment();
    await userEvent.click(screen.getByRole('radio', { name: /Direct debit/ }));
    await userEvent.type(screen.getByLabelText('Account holder'), 'Erika Muster');
    await userEvent.type(screen.getByLabelText('IBAN'), 'DE00123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(0);
  });

  it('sends PayPal payers to the approval page with the way back to processing', async () => {
    const assign = jest.spyOn(browserRedirect, 'assign').mockImplementation(() => undefined);
    const { checkoutId } = await openPayment();
    await userEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const target = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(target.pathname).toBe('/api/demo-paypal/approve');
    expect(target.searchParams.get('return')).toBe(`/en-gb/booking/process/${checkoutId}`);
    expect(target.searchParams.get('cancel')).toBe(`/en-gb/booking/payment/${checkoutId}`);
    assign.mockRestore();
  });

  it('offers a returning customer the stored card and pays it through the 3-D Secure challenge', async () => {
    const checkoutId = cartOf(await create()).id;
    await call('checkout_set_info', {
      params: { checkoutId },
      body: {
        data: {
          package: {
            customer: {
              ...customer,
              contact: { ...customer.contact, email: returningCustomerEmail },
            },
            passengerInfo: {
              passengers: [
                traveller('Erika', 'Muster', '1980-04-02'),
                traveller('Max', 'Muster', '1979-11-30'),
              ],
            },
          },
          infoForm: {},
        },
      },
    });
    const { store } = renderApp(`/en-gb/booking/payment/${checkoutId}`);
    await userEvent.click(await screen.findByRole('radio', { name: /Credit card/ }));
    const saved = await screen.findByRole('radio', {
      name: /Saved card VISA •••• 1111, valid until 03\/30/,
    });
    expect(screen.getByRole('radio', { name: 'Use another card' })).toBeChecked();
    await userEvent.click(saved);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(JSON.stringify(store.getState())).not.toContain(`stored-${checkoutId}`);
  });
});
