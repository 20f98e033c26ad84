import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoState } from '../../../../demo/handlers';
import {
  cartOf,
  create,
  customer,
  setInfo,
  traveller,
} from '../../../../demo/testing/checkoutFlow';
import { call } from '../../../../demo/testing/shape';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { challengeMessageTag } from '../payment/threeDs/ThreeDsModal';
import { resetFakeProvider } from '../../auth/testing';
import { loginConfig, signedInEarlier, startAsNewPage } from '../../auth/testing';

jest.mock('@auth0/auth0-spa-js', () => jest.requireActual('../../auth/testing/fakeAuth0Sdk'));

const server = setupDemoHost();

/** The Idempotency-Key of every set-payment and recurring-payment request the shop sent. */
function recordPaymentKeys() {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (/\/(set-payment|recurring-payment)$/.test(new URL(request.url).pathname))
      keys.push(request.headers.get('idempotency-key'));
  });
  return keys;
}

afterEach(() => {
  server.events.removeAllListeners();
  resetFakeProvider();
  delete process.env.DEMO_FAULTS;
});

const payNow = () => userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

async function openPayment(checkoutId: string, config?: Parameters<typeof renderApp>[1]) {
  renderApp(`/en-gb/booking/payment/${checkoutId}`, config);
  await screen.findByRole('heading', { level: 1, name: 'Payment' });
}

async function fillSepa() {
  await userEvent.click(await screen.findByRole('radio', { name: /Direct debit/ }));
  await userEvent.type(screen.getByLabelText('Account holder'), 'Erika Muster');
  await userEvent.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
}

/** The issuer's page in the challenge window reports its result, from its own origin. */
function challengeAnswers(result: string) {
  const frame = screen.getByTitle<HTMLIFrameElement>('3-D Secure verification by your card issuer');
  const origin = new URL(frame.src).origin;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: challengeMessageTag, result },
        origin,
        source: frame.contentWindow,
      }),
    );
  });
}

describe('paying again after a 3-D Secure challenge', () => {
  it.each([
    ['cancelled with Escape', undefined],
    ['cancelled with Escape, the host repeating the challenge', 'do_recurring_payment:repeat-3ds'],
  ])('books when the first challenge was %s', async (_name, fault) => {
    // A stored card is offered only to its signed-in owner (docs/rules/payment-options.md).
    startAsNewPage();
    signedInEarlier('erika');
    const checkoutId = cartOf(await create()).id;
    await call('checkout_set_info', {
      params: { checkoutId },
      body: {
        data: {
          package: {
            customer: {
              ...customer,
              contact: { ...customer.contact, email: 'erika@example.com' },
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
    await openPayment(checkoutId, loginConfig());
    await userEvent.click(await screen.findByRole('radio', { name: /Credit card/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /Saved card VISA/ }));
    await payNow();
    expect(await screen.findByRole('dialog', { name: 'Confirm your payment' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card verification was cancelled.',
    );

    if (fault) process.env.DEMO_FAULTS = fault;
    await payNow();
    expect(await screen.findByRole('dialog', { name: 'Confirm your payment' })).toBeInTheDocument();
    challengeAnswers('approved');
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/en-gb/booking/process/${checkoutId}`),
    );
    expect(demoState.carts.get(checkoutId)?.status).not.toBe('payment');
  });
});

describe('a payment call without an answer', () => {
  it('says that an error occurred, keeps the entries, and sends the same attempt again', async () => {
    const checkoutId = cartOf(await create()).id;
    await setInfo(checkoutId, 'Muster');
    const keys = recordPaymentKeys();
    await openPayment(checkoutId);
    await fillSepa();
    process.env.DEMO_FAULTS = 'do_payment_set:drop-after';
    await payNow();
    expect(
      await screen.findByText('An error occurred. Please try again.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please select a payment method')).not.toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');

    delete process.env.DEMO_FAULTS;
    await payNow();
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/en-gb/booking/process/${checkoutId}`),
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(4);
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(1);
  });
});

describe('a checkout paid in another tab', () => {
  it('shows "already booked" with a link to the booking status, and pays nothing', async () => {
    const checkoutId = cartOf(await create()).id;
    await setInfo(checkoutId, 'Muster');
    await openPayment(checkoutId);
    await fillSepa();
    // The other tab pays first.
    await call('do_payment_set', {
      params: { checkoutId },
      headers: { 'Idempotency-Key': 'other-tab' },
      body: {
        data: {
          payment: {
            type: 'BankAccount',
            bankAccount: { holder: 'Erika Muster', iban: 'DE89370400440532013000' },
          },
        },
      },
    });
    await payNow();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This trip is already booked');
    const link = screen.getByRole('link', { name: 'See the status of your booking' });
    expect(link).toHaveAttribute('href', `/en-gb/booking/process/${checkoutId}`);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(1);
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking is being processed' }),
    ).toBeInTheDocument();
  });
});
