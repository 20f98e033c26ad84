import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenise } from '../../../demo/cardProvider/testCards';
import { demoState } from '../../../demo/handlers';
import { renderApp } from '../../testing/renderApp';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { testConfig } from '../../testing/testConfig';
import { browserRedirect } from '../checkout';
import { FakeSecureFields, installFakeSecureFields } from '../checkout/testing';

const server = setupDemoHost();
let uninstall: () => void;
beforeEach(() => {
  uninstall = installFakeSecureFields();
});
afterEach(() => {
  uninstall();
  server.events.removeAllListeners();
  window.sessionStorage.clear();
  document.cookie = 'demo_faults=; max-age=0; path=/';
});

/** Requests the shop sent to the demo host, with their bodies. */
function watchRequests() {
  const sent: { url: string; body: string }[] = [];
  server.events.on('request:start', async ({ request }) => {
    sent.push({
      url: request.url,
      body: request.method === 'GET' ? '' : await request.clone().text(),
    });
  });
  return sent;
}

async function openCheckout(path = '/en-gb/voucher/checkout') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Give a holiday: buy a gift voucher' });
  await screen.findByRole('group', { name: '1. Choose an amount' });
  await waitFor(() => expect(window.location.pathname).toMatch(/\/voucher\/checkout\/vc-/));
  const checkoutId = window.location.pathname.split('/').pop() ?? '';
  return { checkoutId, ...view };
}

/** The hosted fields say the card is valid and tokenise it as the given demo test card. */
async function readyCard(checkoutId: string, number: string) {
  await waitFor(() => expect(FakeSecureFields.instances.length).toBeGreaterThan(0));
  const fields = FakeSecureFields.latest();
  await fields.emit('ready', undefined);
  await fields.typeValidCard();
  demoState.cardTokens.set(`TX-${checkoutId}`, tokenise(number.replace(/ /g, '')));
  return fields;
}

async function fillCardHolderAndExpiry(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Card holder'), 'Erika Mustermann');
  await user.selectOptions(screen.getByLabelText('Month'), '12');
  const year = String(new Date().getFullYear() + 2);
  await user.selectOptions(screen.getByLabelText('Year'), year);
}

describe('voucher checkout', () => {
  it('creates a cart, writes its id into the URL and shows the six steps beside the preview', async () => {
    const { checkoutId } = await openCheckout();
    expect(checkoutId).toMatch(/^vc-/);
    const amounts = within(screen.getByRole('group', { name: '1. Choose an amount' }));
    expect(
      amounts.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['€25.00', '€50.00', '€100.00', '€150.00', '€200.00', '€250.00']);
    for (const step of [
      '2. Who is the voucher for?',
      '3. Your details',
      '4. Payment',
      '5. Terms and conditions',
    ])
      expect(screen.getByRole('group', { name: step })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
    const preview = screen.getByRole('figure', { name: 'Preview of your gift voucher' });
    expect(within(preview).getByText('XXX-XX-XXXXXXXXXXXX')).toBeInTheDocument();
  });

  it('lets the preview follow the amount and the names as they are typed', async () => {
    await openCheckout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '€100.00' }));
    await user.type(screen.getByLabelText("Recipient's first name (optional)"), 'Max');
    await user.type(screen.getByLabelText('First name'), 'Erika');
    const preview = within(screen.getByRole('figure', { name: 'Preview of your gift voucher' }));
    expect(preview.getByText('€100.00')).toBeInTheDocument();
    expect(preview.getByText('For Max')).toBeInTheDocument();
    expect(preview.getByText('From Erika')).toBeInTheDocument();
  });

  it('says at each field what is missing or wrong and focuses the first one', async () => {
    const { checkoutId } = await openCheckout();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date of birth'), '01012015');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('01.01.2015');
    await user.type(screen.getByLabelText('Street and house number'), 'S'.repeat(31));
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.type(screen.getByLabelText('Postcode'), '50 667');
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Adult has to be at least 18 years old.')).toBeInTheDocument();
    expect(
      screen.getByText('The length of the street name cannot be more than 30 symbols'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      'This postcode does not fit the chosen country.',
    );
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'This field is required!',
    );
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());
    expect(demoState.vouchers.get(checkoutId)?.paymentSets).toBe(0);
  });

  it('buys a voucher once on a double press, keeps card data out of the store and shows the success page', async () => {
    const sent = watchRequests();
    const { checkoutId, store } = await openCheckout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fill forms' }));
    const fields = await readyCard(checkoutId, '4242 4242 4242 4242');
    await fillCardHolderAndExpiry(user);
    await user.dblClick(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(fields.submitted).toHaveLength(1));
    await fields.emit('success', { result: 'success', transactionId: `TX-${checkoutId}` });
    await screen.findByRole('heading', { name: 'Thank you! Your gift voucher is paid.' });
    expect(window.location.pathname).toBe(`/en-gb/voucher/success/${checkoutId}`);
    const code = demoState.vouchers.get(checkoutId)?.code ?? '';
    expect(screen.getByText(code)).toBeInTheDocument();
    expect(
      screen.getByText(/We have sent the voucher to erika\.mustermann@example\.com/),
    ).toBeInTheDocument();
    // The success page stands alone, without header and footer.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.url.includes('/set-info'))).toHaveLength(1);
    // The success page shows the paid cart the purchase answered with: no second load.
    expect(sent.filter((request) => request.url.includes('/cart'))).toHaveLength(0);
    expect(demoState.vouchers.get(checkoutId)?.paymentSets).toBe(1);
    expect(JSON.stringify(store.getState())).not.toContain(`TX-${checkoutId}`);
    expect(window.sessionStorage.getItem(`hs_voucher_form:${checkoutId}`)).toBeNull();
  });

  it('buys a voucher for a buyer in the UK with a UK postcode, typed on a full keyboard', async () => {
    const { checkoutId } = await openCheckout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fill forms' }));
    const postcode = screen.getByLabelText('Postcode');
    expect(postcode).toHaveAttribute('inputmode', 'numeric');
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    expect(postcode).not.toHaveAttribute('inputmode');
    await user.clear(postcode);
    await user.type(postcode, 'SW1A 1AA');
    const fields = await readyCard(checkoutId, '4242 4242 4242 4242');
    await fillCardHolderAndExpiry(user);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(fields.submitted).toHaveLength(1));
    await fields.emit('success', { result: 'success', transactionId: `TX-${checkoutId}` });
    await screen.findByRole('heading', { name: 'Thank you! Your gift voucher is paid.' });
    expect(demoState.vouchers.get(checkoutId)?.paymentSets).toBe(1);
  });

  it('keeps the form over a reload of the page and opens the error modal for a refused card', async () => {
    const first = await openCheckout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fill forms' }));
    first.unmount();
    FakeSecureFields.instances = [];
    renderApp(`/en-gb/voucher/checkout/${first.checkoutId}`);
    await screen.findByRole('group', { name: '1. Choose an amount' });
    expect(screen.getByLabelText('First name')).toHaveValue('Erika');
    expect(screen.getByLabelText('Date of birth')).toHaveValue(
      `12.08.${new Date().getFullYear() - 35}`,
    );
    expect(screen.getByRole('radio', { name: '€25.00' })).toBeChecked();
    expect(screen.getByLabelText('Phone number')).toHaveValue('+4922112345678');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    const fields = await readyCard(first.checkoutId, '4000 0000 0000 0002');
    await fillCardHolderAndExpiry(user);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(fields.submitted).toHaveLength(1));
    await fields.emit('success', { result: 'success', transactionId: `TX-${first.checkoutId}` });
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(dialog).getByText('Payment card verification failed.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Erika');
  });

  it('sends visitors away when no vouchers are left, to the fallback URL', async () => {
    const redirect = jest.spyOn(browserRedirect, 'assign').mockImplementation(() => undefined);
    try {
      document.cookie = 'demo_faults=voucher_create:no-vouchers; path=/';
      renderApp('/en-gb/voucher/checkout');
      await waitFor(() => expect(redirect).toHaveBeenCalledWith('/en-gb'));
      expect(screen.queryByRole('group', { name: '1. Choose an amount' })).not.toBeInTheDocument();
    } finally {
      redirect.mockRestore();
    }
  });

  it('keeps a CMS user on the page and says why', async () => {
    const redirect = jest.spyOn(browserRedirect, 'assign').mockImplementation(() => undefined);
    try {
      document.cookie = 'demo_faults=voucher_create:no-vouchers; path=/';
      renderApp('/en-gb/voucher/checkout', testConfig({ cmsUser: true }));
      expect(
        await screen.findByRole('heading', { name: 'No gift vouchers on sale' }),
      ).toBeInTheDocument();
      expect(redirect).not.toHaveBeenCalled();
    } finally {
      redirect.mockRestore();
    }
  });

  it('offers "Fill forms" only in development builds', async () => {
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await openCheckout();
      expect(screen.queryByRole('button', { name: 'Fill forms' })).not.toBeInTheDocument();
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});
