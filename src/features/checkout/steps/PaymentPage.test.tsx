import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartOf,
  create,
  customer,
  setInfo,
  traveller,
} from '../../../../demo/testing/checkoutFlow';
import { call } from '../../../../demo/testing/shape';
import { demoState } from '../../../../demo/handlers';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { browserRedirect } from '../model/browserRedirect';
import { saveTravellerDraft } from '../travellers/travellerDraft';
import { validValues } from '../travellers/testing/travellerFixtures';
import { resetFakeProvider } from '../../auth/testing';
import { loginConfig, signedInEarlier, startAsNewPage } from '../../auth/testing';

jest.mock('@auth0/auth0-spa-js', () => jest.requireActual('../../auth/testing/fakeAuth0Sdk'));

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

describe('payment step', () => {
  it('asks for a payment method when none is chosen', async () => {
    const { checkoutId } = await openPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Please select a payment method')).toBeInTheDocument();
    // The first method is scrolled to and focused after 50 ms (docs/rules/checkout.md, "What the
    // payment step shows").
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
    // The approval page is on the shop's origin here: the URL policy hands it on as a path.
    const address = assign.mock.calls[0]?.[0] ?? '';
    expect(address).toMatch(/^\/api\/demo-paypal\/approve\?/);
    const target = new URL(address, window.location.origin);
    expect(target.searchParams.get('return')).toBe(`/en-gb/booking/process/${checkoutId}`);
    expect(target.searchParams.get('cancel')).toBe(`/en-gb/booking/payment/${checkoutId}`);
    assign.mockRestore();
  });

  it('shows the SEPA mandate naming the brand once direct debit is chosen', async () => {
    await openPayment();
    expect(
      screen.queryByRole('region', { name: 'SEPA direct debit mandate' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Direct debit/ }));
    expect(
      await screen.findByRole('region', { name: 'SEPA direct debit mandate' }),
    ).toHaveTextContent('you authorise Sunwave to collect the payment for this booking');
  });

  describe('Cancel asks first (docs/rules/payment-options.md)', () => {
    it('keeps the visitor on the page with Escape and gives the focus back to Cancel', async () => {
      const user = userEvent.setup();
      const { checkoutId } = await openPayment();
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      await user.click(cancel);
      const dialog = await screen.findByRole('dialog', { name: 'Cancel your booking?' });
      const stay = within(dialog).getByRole('button', { name: 'Continue booking' });
      await waitFor(() => expect(stay).toHaveFocus());
      // The focus stays inside the dialog however far the visitor tabs.
      for (let i = 0; i < 4; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(window.location.pathname).toBe(`/en-gb/booking/payment/${checkoutId}`);
      expect(cancel).toHaveFocus();
    });

    it('stays with Continue booking and leaves for the hotel of the offer with Cancel booking', async () => {
      const user = userEvent.setup();
      const { checkoutId, store } = await openPayment();
      const hotel = store.getState().checkout?.cart?.product.hotel;
      if (!hotel) throw new Error('the cart names its hotel');
      // What the visitor typed on the traveller step (docs/rules/travellers.md).
      saveTravellerDraft(checkoutId, validValues());
      const draftKey = `hs_checkout_travellers:${checkoutId}`;
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(await screen.findByRole('button', { name: 'Continue booking' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(window.location.pathname).toBe(`/en-gb/booking/payment/${checkoutId}`);
      expect(window.sessionStorage.getItem(draftKey)).toContain('Muster');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
      await waitFor(() =>
        expect(window.location.pathname).toBe(
          `/en-gb/hotel/${hotel.slugPath}/${hotel.slugName}-${hotel.id}`,
        ),
      );
      expect(demoState.carts.get(checkoutId)?.paymentSets).toBe(0);
      expect(window.sessionStorage.getItem(draftKey)).toBeNull();
    });

    it('asks in German on a German page', async () => {
      const checkoutId = cartOf(await create()).id;
      await setInfo(checkoutId, 'Muster');
      renderApp(`/de-de/booking/payment/${checkoutId}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Buchung abbrechen?' });
      expect(within(dialog).getByRole('button', { name: 'Weiter buchen' })).toBeInTheDocument();
    });
  });

  describe('stored cards (docs/rules/payment-options.md)', () => {
    /** A cart at the payment step whose customer typed `email` into the travellers form. */
    async function cartWithEmail(email: string) {
      const checkoutId = cartOf(await create()).id;
      await call('checkout_set_info', {
        params: { checkoutId },
        body: {
          data: {
            package: {
              customer: { ...customer, contact: { ...customer.contact, email } },
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
      return checkoutId;
    }

    function watchAliasRequests() {
      const seen: { url: string; authorization: string | null }[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.url.includes('/get-payment-alias'))
          seen.push({ url: request.url, authorization: request.headers.get('authorization') });
      });
      return seen;
    }

    beforeEach(() => startAsNewPage());
    afterEach(() => resetFakeProvider());

    it.each(['stored.card@example.com', 'erika@example.com'])(
      'offers an anonymous visitor who typed %s no saved card and asks the host for none',
      async (email) => {
        const checkoutId = await cartWithEmail(email);
        const aliasRequests = watchAliasRequests();
        renderApp(`/en-gb/booking/payment/${checkoutId}`, loginConfig());
        await userEvent.click(await screen.findByRole('radio', { name: /Credit card/ }));
        await waitFor(() =>
          expect(screen.getByRole('radio', { name: /Credit card/ })).toBeChecked(),
        );
        expect(screen.queryByRole('radio', { name: /Saved card/ })).not.toBeInTheDocument();
        expect(screen.queryByRole('group', { name: 'Your card' })).not.toBeInTheDocument();
        expect(aliasRequests).toEqual([]);
      },
    );

    it('asks nothing for a signed-in visitor whose e-mail is not verified', async () => {
      signedInEarlier('max');
      const checkoutId = await cartWithEmail('max@example.com');
      const aliasRequests = watchAliasRequests();
      const { store } = renderApp(`/en-gb/booking/payment/${checkoutId}`, loginConfig());
      await waitFor(() => expect(store.getState().auth?.status).toBe('authenticated'));
      await userEvent.click(await screen.findByRole('radio', { name: /Credit card/ }));
      await waitFor(() => expect(screen.getByRole('radio', { name: /Credit card/ })).toBeChecked());
      expect(screen.queryByRole('radio', { name: /Saved card/ })).not.toBeInTheDocument();
      expect(aliasRequests).toEqual([]);
    });

    it('offers the signed-in owner her stored card, whatever e-mail the form holds, and pays it through the 3-D Secure challenge', async () => {
      signedInEarlier('erika');
      const checkoutId = await cartWithEmail('someone.else@example.com');
      const aliasRequests = watchAliasRequests();
      const { store } = renderApp(`/en-gb/booking/payment/${checkoutId}`, loginConfig());
      await userEvent.click(await screen.findByRole('radio', { name: /Credit card/ }));
      const saved = await screen.findByRole('radio', {
        name: /Saved card VISA •••• 1111, valid until 03\/30/,
      });
      expect(aliasRequests).toHaveLength(1);
      expect(aliasRequests[0]?.authorization).toBe('Bearer fake-access-token');
      expect(aliasRequests[0]?.url).not.toContain('fake-access-token');
      expect(screen.getByRole('radio', { name: 'Use another card' })).toBeChecked();
      await userEvent.click(saved);
      await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
      // The host charges the stored card only with its owner's token: then the challenge opens.
      expect(
        await screen.findByRole('dialog', { name: 'Confirm your payment' }),
      ).toBeInTheDocument();
      const kept = JSON.stringify(store.getState()) + JSON.stringify(window.sessionStorage);
      expect(kept).not.toContain('stored-erika-visa-1111');
      expect(kept).not.toContain('fake-access-token');
    });

    it('offers no saved card when the identity provider refuses the token', async () => {
      document.cookie = 'demo_faults=checkout_get_payment_alias:token-rejected; Path=/';
      try {
        signedInEarlier('erika');
        const checkoutId = await cartWithEmail('erika@example.com');
        const aliasRequests = watchAliasRequests();
        renderApp(`/en-gb/booking/payment/${checkoutId}`, loginConfig());
        await userEvent.click(await screen.findByRole('radio', { name: /Credit card/ }));
        await waitFor(() => expect(aliasRequests).toHaveLength(1));
        await waitFor(() =>
          expect(screen.getByRole('radio', { name: /Credit card/ })).toBeChecked(),
        );
        expect(screen.queryByRole('radio', { name: /Saved card/ })).not.toBeInTheDocument();
      } finally {
        document.cookie = 'demo_faults=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
      }
    });
  });
});
