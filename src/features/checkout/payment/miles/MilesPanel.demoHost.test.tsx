import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartOf, create, setInfo } from '../../../../../demo/testing/checkoutFlow';
import { demoState } from '../../../../../demo/handlers';
import { renderApp } from '../../../../testing/renderApp';
import { setupDemoHost } from '../../../../testing/setupDemoHost';
import { testConfig } from '../../../../testing/testConfig';

const server = setupDemoHost();

// A euro market, so the page shows the cart's own amounts without conversion.
const locale = 'en-ie';
const euro = (amount: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount);
const pin = '918273';
const memberCard = '992003000123456';

interface Sent {
  url: string;
  body: string;
}

async function openPayment(milesProgramme = true) {
  const checkoutId = cartOf(await create()).id;
  const total = cartOf((await setInfo(checkoutId, 'Muster')).body).checkout.amounts.totalAmount
    .value;
  const sent: Sent[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST')
      sent.push({ url: request.url, body: await request.clone().text() });
  });
  const config = testConfig({ locale, features: { milesProgramme } });
  const view = renderApp(`/${locale}/booking/payment/${checkoutId}`, config);
  await screen.findByRole('heading', { level: 1, name: 'Payment' });
  await screen.findByRole('radio', { name: /Credit card/ });
  return { checkoutId, total, sent, ...view };
}

async function logIn(cardNumber: string) {
  await userEvent.type(screen.getByLabelText('Service card number'), cardNumber);
  await userEvent.type(screen.getByLabelText('PIN'), pin);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

async function useMiles() {
  await userEvent.click(
    await screen.findByRole('checkbox', { name: 'Pay part of the price with miles' }),
  );
  return screen.getByRole('slider', { name: 'Miles to redeem' });
}

const milesLogins = (sent: Sent[]) => sent.filter(({ url }) => url.includes('/miles-more'));

afterEach(() => server.events.removeAllListeners());

describe('paying part of the price with Miles and More', () => {
  it('shows no miles panel without the miles programme', async () => {
    await openPayment(false);
    expect(screen.queryByLabelText('Service card number')).not.toBeInTheDocument();
  });

  it('checks the service card number before trying to log in', async () => {
    const { sent } = await openPayment();
    const cardNumber = screen.getByLabelText('Service card number');
    expect(screen.getByLabelText('PIN')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('PIN')).toHaveAttribute('autocomplete', 'off');

    await userEvent.type(cardNumber, '99200300012345x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(cardNumber).toHaveAccessibleDescription(
      'The service card number contains invalid characters.',
    );
    await userEvent.clear(cardNumber);
    await userEvent.type(cardNumber, '99200300012345');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(cardNumber).toHaveAccessibleDescription(
      'Please check your 15-digit service card number.',
    );
    expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
    expect(milesLogins(sent)).toHaveLength(0);
  });

  it('says so at the form when the login fails, and forgets the PIN', async () => {
    const { sent } = await openPayment();
    await logIn('992003000123000');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Unfortunately, your login was not successful. Your Miles could not be redeemed.',
    );
    expect(screen.getByLabelText('PIN')).toHaveValue('');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(milesLogins(sent)).toHaveLength(1);
    expect(milesLogins(sent)[0]?.url).not.toContain(pin);
  });

  it('shows the slider with the balance after a login and the remaining price as it moves', async () => {
    const { total } = await openPayment();
    await logIn(memberCard);
    expect(await screen.findByText('Your miles balance: 42,000')).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN')).not.toBeInTheDocument();
    expect(screen.getByText(`Remaining price: ${euro(total)}`)).toBeInTheDocument();

    const slider = await useMiles();
    expect(slider).toHaveAttribute('min', '7500');
    expect(screen.getByText(`Remaining price: ${euro(total - 75)}`)).toBeInTheDocument();
    // user-event cannot drag a range input; a change event is what the browser fires.
    fireEvent.change(slider, { target: { value: '20000' } });
    expect(slider).toHaveAttribute('aria-valuetext', '20,000 miles');
    // Found by waiting: the form checks the new amount in the background.
    expect(await screen.findByText(`Remaining price: ${euro(total - 200)}`)).toBeInTheDocument();
  });

  it('pays once with the chosen miles, the PIN never in the store or the session', async () => {
    const { checkoutId, total, sent, store } = await openPayment();
    await logIn(memberCard);
    const slider = await useMiles();
    fireEvent.change(slider, { target: { value: '20000' } });

    await userEvent.click(screen.getByRole('radio', { name: /Direct debit/ }));
    const bank = screen.getByRole('group', { name: 'Bank account' });
    await userEvent.type(within(bank).getByLabelText('Account holder'), 'Erika Muster');
    await userEvent.type(within(bank).getByLabelText('IBAN'), 'DE89370400440532013000');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/${locale}/booking/process/${checkoutId}`),
    );

    const payments = sent.filter(({ url }) => url.includes('/set-payment'));
    expect(payments).toHaveLength(1);
    expect(JSON.parse(payments[0]?.body ?? '{}').data.payment).toMatchObject({
      type: 'BankAccount',
      milesAmount: 20000,
    });
    expect(demoState.carts.get(checkoutId)?.payment).toMatchObject({
      bonusProgramName: 'MilesAndMore',
      originalAmount: total,
      value: { amount: Math.round((total - 200) * 100) / 100 },
    });
    expect(JSON.parse(milesLogins(sent)[0]?.body ?? '{}').data.pin).toBe(pin);
    expect(JSON.stringify(store.getState())).not.toContain(pin);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(pin);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(pin);
    expect(window.location.href).not.toContain(pin);
  });

  it('pays without miles when none are chosen', async () => {
    const { checkoutId, sent } = await openPayment();
    await logIn(memberCard);
    await screen.findByText('Your miles balance: 42,000');
    await userEvent.click(screen.getByRole('radio', { name: /Direct debit/ }));
    await userEvent.type(screen.getByLabelText('Account holder'), 'Erika Muster');
    await userEvent.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(1));
    const payment = sent.find(({ url }) => url.includes('/set-payment'));
    expect(JSON.parse(payment?.body ?? '{}').data.payment).not.toHaveProperty('milesAmount');
  });
});
