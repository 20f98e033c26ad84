import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartOf, create } from '../../../../demo/testing/checkoutFlow';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { drawnByUpdate } from '../../../testing/drawnByUpdate';
import { clearTravellerDraft } from '../travellers';
import { fillContactAndBilling, fillTraveller, group } from '../travellers/testing/fillTravellers';

setupDemoHost();

async function openTravellers() {
  const checkoutId = cartOf(await create()).id;
  const view = renderApp(`/en-gb/booking/info/${checkoutId}`);
  await screen.findByRole('heading', { level: 1, name: 'Travellers' });
  await screen.findByRole('group', { name: 'Adult 1' });
  return { checkoutId, ...view };
}

afterEach(() => window.sessionStorage.clear());

describe('travellers step on its route', () => {
  it("draws the form in a render after the one the cart's arrival causes", async () => {
    const checkoutId = cartOf(await create()).id;
    const { store } = renderApp(`/en-gb/booking/info/${checkoutId}`);
    const drawnAtOnce = drawnByUpdate(
      store,
      (state) => Boolean(state.checkout?.cart),
      () => screen.queryByRole('group', { name: 'Adult 1' }) !== null,
    );
    expect(await drawnAtOnce).toBe(false);
    expect(await screen.findByRole('group', { name: 'Adult 1' })).toBeInTheDocument();
  });

  it('sends the travellers and contact once and moves on to payment', async () => {
    const user = userEvent.setup();
    const { checkoutId } = await openTravellers();
    await fillTraveller(user, 'Adult 1', ['Mr', 'Max', 'Muster', '01/02/1980']);
    await fillTraveller(user, 'Adult 2', ['Ms', 'Erika', 'Muster', '03/04/1982']);
    expect(
      within(group('Adult 1')).getByLabelText('This traveller is the person being billed'),
    ).toBeChecked();
    await fillContactAndBilling(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/en-gb/booking/payment/${checkoutId}`),
    );
    clearTravellerDraft(checkoutId);
  });

  it('keeps every entry over a reload of the step', async () => {
    const user = userEvent.setup();
    const { checkoutId, unmount } = await openTravellers();
    await fillTraveller(user, 'Adult 1', ['Mr', 'Max', 'Muster', '01/02/1980']);
    await user.type(screen.getByLabelText('E-mail address'), 'max@example.com');
    unmount();
    renderApp(`/en-gb/booking/info/${checkoutId}`);
    const row = within(await screen.findByRole('group', { name: 'Adult 1' }));
    expect(row.getByLabelText('First name')).toHaveValue('Max');
    expect(row.getByLabelText('Last name')).toHaveValue('Muster');
    expect(row.getByLabelText('Date of birth')).toHaveValue('01/02/1980');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('max@example.com');
  });

  it('shows the server refusal of identical travellers and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { checkoutId } = await openTravellers();
    await fillTraveller(user, 'Adult 1', ['Mr', 'Max', 'Muster', '01/02/1980']);
    await fillTraveller(user, 'Adult 2', ['Mr', 'Max', 'Muster', '01/02/1980']);
    expect(
      within(group('Adult 1')).getByLabelText('This traveller is the person being billed'),
    ).toBeChecked();
    await fillContactAndBilling(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findAllByText(
        'The information of the travellers is identical. Please check them or give us a call.',
      ),
    ).not.toHaveLength(0);
    expect(window.location.pathname).toBe(`/en-gb/booking/info/${checkoutId}`);
    expect(within(group('Adult 2')).getByLabelText('First name')).toHaveValue('Max');
  });
});
