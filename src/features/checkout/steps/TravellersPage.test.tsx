import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { cartOf, create } from '../../../../demo/testing/checkoutFlow';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { clearTravellerDraft } from '../travellers';

setupDemoHost();

const group = (name: string) => screen.getByRole('group', { name });

async function openTravellers() {
  const checkoutId = cartOf(await create()).id;
  const view = renderApp(`/en-gb/booking/info/${checkoutId}`);
  await screen.findByRole('heading', { level: 1, name: 'Travellers' });
  await screen.findByRole('group', { name: 'Adult 1' });
  return { checkoutId, ...view };
}

async function fillAdult(user: UserEvent, name: string, values: [string, string, string, string]) {
  const [salutation, first, last, birthDate] = values;
  const row = within(group(name));
  await user.selectOptions(row.getByLabelText('Salutation'), salutation);
  await user.type(row.getByLabelText('First name'), first);
  await user.type(row.getByLabelText('Last name'), last);
  await user.type(row.getByLabelText('Date of birth'), birthDate);
  await user.selectOptions(row.getByLabelText('Nationality'), 'Germany');
}

async function fillContact(user: UserEvent) {
  await user.type(screen.getByLabelText('E-mail address'), 'max@example.com');
  await user.type(screen.getByLabelText('Repeat e-mail address'), 'max@example.com');
  await user.type(screen.getByLabelText('Phone number'), '+491701234567');
  const billing = within(group('Person being billed'));
  await user.type(billing.getByLabelText('Street and house number'), 'Hauptstraße 1');
  await user.type(billing.getByLabelText('Postcode'), '10115');
  await user.type(billing.getByLabelText('City'), 'Berlin');
  await user.selectOptions(billing.getByLabelText('Country'), 'Germany');
  await user.click(screen.getByLabelText('I have read and accept the terms and conditions.'));
}

afterEach(() => window.sessionStorage.clear());

describe('travellers step on its route (spec 2 §2, §5)', () => {
  it('sends the travellers and contact once and moves on to payment', async () => {
    const user = userEvent.setup();
    const { checkoutId } = await openTravellers();
    await fillAdult(user, 'Adult 1', ['Mr', 'Max', 'Muster', '01021980']);
    await fillAdult(user, 'Adult 2', ['Ms', 'Erika', 'Muster', '03041982']);
    expect(
      within(group('Adult 1')).getByLabelText('This traveller is the person being billed'),
    ).toBeChecked();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/en-gb/booking/payment/${checkoutId}`),
    );
    clearTravellerDraft(checkoutId);
  });

  it('keeps every entry over a reload of the step', async () => {
    const user = userEvent.setup();
    const { checkoutId, unmount } = await openTravellers();
    await fillAdult(user, 'Adult 1', ['Mr', 'Max', 'Muster', '01021980']);
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
    await fillAdult(user, 'Adult 1', ['Mr', 'Max', 'Muster', '01021980']);
    await fillAdult(user, 'Adult 2', ['Mr', 'Max', 'Muster', '01021980']);
    expect(
      within(group('Adult 1')).getByLabelText('This traveller is the person being billed'),
    ).toBeChecked();
    await fillContact(user);
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
