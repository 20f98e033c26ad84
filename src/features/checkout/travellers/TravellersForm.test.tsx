import { fillContactAndBilling, fillTraveller, group } from './testing/fillTravellers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { SetInfoData } from '../../../api/types';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { placeholder, travellersCart, trip } from './testing/travellerFixtures';
import { clearTravellerDraft } from './travellerDraft';
import { TravellersForm, type TravellersFormProps } from './TravellersForm';

const flags = { frequentFlyerProgrammes: true, newsletterConsent: false, childAgeControl: true };

function renderForm(overrides: Partial<TravellersFormProps> = {}) {
  const onSubmit = jest.fn<undefined, [SetInfoData]>();
  const onBack = jest.fn();
  const props: TravellersFormProps = {
    cart: travellersCart(),
    flags,
    submitting: false,
    onSubmit,
    onBack,
    today: trip.today,
    ...overrides,
  };
  const view = renderWithProviders(<TravellersForm {...props} />);
  return { ...view, props, onSubmit, onBack };
}

async function fillEverything(user: UserEvent) {
  await fillTraveller(user, 'Adult 1', ['Mr', 'Max', 'Muster', '01/02/1980']);
  await fillTraveller(user, 'Adult 2', ['Ms', 'Erika', 'Muster', '03/04/1982']);
  await fillTraveller(user, 'Child', ['Girl', 'Lena', 'Muster', '05/06/2018']);
  await fillTraveller(user, 'Baby', ['Boy', 'Paul', 'Muster', '07/08/2025']);
  await fillContactAndBilling(user);
}

afterEach(() => clearTravellerDraft('bk-1'));

describe('TravellersForm', () => {
  it('shows one numbered row per traveller, numbering a group only when it has several', () => {
    renderForm();
    for (const name of ['Adult 1', 'Adult 2', 'Child', 'Baby']) expect(group(name)).toBeVisible();
    expect(within(group('Adult 1')).getByLabelText('Title (optional)')).toHaveDisplayValue(
      'No title',
    );
    expect(within(group('Child')).queryByLabelText('Nationality')).not.toBeInTheDocument();
    expect(
      within(group('Adult 1')).getByLabelText('This traveller is the person being billed'),
    ).toBeChecked();
  });

  it('marks every missing field at the field and focuses the first one', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the marked fields.');
    const firstSalutation = within(group('Adult 1')).getByLabelText('Salutation');
    expect(firstSalutation).toBeInvalid();
    expect(firstSalutation).toHaveAccessibleDescription('This field is required!');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'This field is required!',
    );
    expect(screen.getByLabelText('I have read and accept the terms and conditions.')).toBeInvalid();
    await waitFor(() => expect(firstSalutation).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains wrong entries in the required words', async () => {
    const user = userEvent.setup();
    renderForm();
    const lead = within(group('Adult 1'));
    await user.type(lead.getByLabelText('First name'), 'M4x');
    await user.type(lead.getByLabelText('Date of birth'), '02062008');
    await user.type(within(group('Child')).getByLabelText('Date of birth'), '01012025');
    await user.type(screen.getByLabelText('E-mail address'), 'max@example');
    await user.type(screen.getByLabelText('Repeat e-mail address'), 'max@example.org');
    await user.type(screen.getByLabelText('Phone number'), '0170 123');
    await user.type(screen.getByLabelText('City'), 'C'.repeat(31));
    await user.tab();
    expect(lead.getByLabelText('First name')).toHaveAccessibleDescription(
      'The field contains invalid characters.',
    );
    expect(lead.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Format: DD/MM/YYYY Adult has to be at least 18 years old.',
    );
    expect(within(group('Child')).getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Format: DD/MM/YYYY Child must be between 2 and 12 years old.',
    );
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Invalid email address',
    );
    expect(screen.getByLabelText('Repeat e-mail address')).toHaveAccessibleDescription(
      'E-mails do not match',
    );
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Digits only, optionally starting with + Please correct your entry',
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(
      'The length of the city name cannot be more than 30 symbols',
    );
  });

  it('sends the mapped data once, even on a double click, and again after the call ended', async () => {
    const user = userEvent.setup();
    const { onSubmit, rerender, props } = renderForm();
    await fillEverything(user);
    await user.dblClick(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const data = onSubmit.mock.calls[0]![0];
    expect(data.package.passengerInfo.passengers.map((p) => [p.type, p.firstName])).toEqual([
      ['ADULT', 'Max'],
      ['ADULT', 'Erika'],
      ['CHILD', 'Lena'],
      ['INFANT', 'Paul'],
    ]);
    expect(data.package.customer).toMatchObject({
      firstName: 'Max',
      contact: { email: 'max@example.com', telephone1: '+491701234567' },
      address: { postalCode: '10115', countryCode: 'DE' },
    });
    expect(data.infoForm).toMatchObject({ firstPersonBilled: true });
    expect(screen.getByRole('button', { name: 'Saving your details…' })).toBeDisabled();

    rerender(<TravellersForm {...props} submitting />);
    rerender(<TravellersForm {...props} submitting={false} />);
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('marks an earn number the server refused until it is changed', async () => {
    const user = userEvent.setup();
    const { onSubmit, rerender, props } = renderForm();
    await fillEverything(user);
    const lead = within(group('Adult 1'));
    await user.selectOptions(
      lead.getByLabelText('Frequent flyer programme'),
      lead.getByRole('option', { name: 'Miles & More' }),
    );
    const number = lead.getByLabelText('Miles & More service card number');
    await user.type(number, '992001234567890');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].package.passengerInfo.passengers[0]).toMatchObject({
      frequentFlyerNumber: { number: '992001234567890', type: 'MilesAndMore' },
    });

    rerender(<TravellersForm {...props} submitting />);
    rerender(
      <TravellersForm
        {...props}
        submitting={false}
        serverFieldErrors={{ milesMoreNumberInvalidFor: [0] }}
      />,
    );
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(
        '15 digits, as printed on the service card Please check your entry again.',
      ),
    );
    await user.clear(number);
    await user.type(number, '992001234567891');
    await waitFor(() => expect(number).not.toBeInvalid());
  });

  it('takes a UK billing postcode, refuses a German one there, and keys it on a full keyboard', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillTraveller(user, 'Adult 1', ['Mr', 'Max', 'Muster', '01/02/1980']);
    await fillTraveller(user, 'Adult 2', ['Ms', 'Erika', 'Muster', '03/04/1982']);
    await fillTraveller(user, 'Child', ['Girl', 'Lena', 'Muster', '05/06/2018']);
    await fillTraveller(user, 'Baby', ['Boy', 'Paul', 'Muster', '07/08/2025']);
    await fillContactAndBilling(user);
    const billing = within(group('Person being billed'));
    const postcode = billing.getByLabelText('Postcode');
    // Germany's postcodes are digits only: a number pad.
    expect(postcode).toHaveAttribute('inputmode', 'numeric');
    await user.selectOptions(billing.getByLabelText('Country'), 'United Kingdom');
    expect(postcode).not.toHaveAttribute('inputmode');
    await user.click(postcode);
    await user.tab();
    await waitFor(() =>
      expect(postcode).toHaveAccessibleDescription(
        'This postcode does not fit the chosen country.',
      ),
    );
    await user.clear(postcode);
    await user.type(postcode, 'SW1A 1AA');
    await user.tab();
    await waitFor(() => expect(postcode).toBeValid());
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].package.customer?.address).toMatchObject({
      postalCode: 'SW1A 1AA',
      countryCode: 'GB',
    });
  });

  it('marks a birth date the server refused for the booked age until it is changed', async () => {
    const user = userEvent.setup();
    const { onSubmit, rerender, props } = renderForm();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(<TravellersForm {...props} submitting />);
    rerender(
      <TravellersForm
        {...props}
        submitting={false}
        serverFieldErrors={{ milesMoreNumberInvalidFor: [], birthDateNotBookedAgeFor: [2] }}
      />,
    );
    const birthDate = within(group('Child')).getByLabelText('Date of birth');
    await waitFor(() =>
      expect(birthDate).toHaveAccessibleDescription(
        'Format: DD/MM/YYYY This birth date does not give the age the trip was booked for. ' +
          'Please check the date or search again.',
      ),
    );
    expect(within(group('Baby')).getByLabelText('Date of birth')).toBeValid();
    await user.clear(birthDate);
    await user.type(birthDate, '05062019');
    await user.tab();
    await waitFor(() => expect(birthDate).toBeValid());
  });

  it('keeps typed values in a draft that survives unmounting', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(within(group('Adult 2')).getByLabelText('First name'), 'Erika');
    await user.type(screen.getByLabelText('E-mail address'), 'max@example.com');
    first.unmount();
    renderForm();
    expect(within(group('Adult 2')).getByLabelText('First name')).toHaveValue('Erika');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('max@example.com');
  });

  it('asks for the billing name only when the first traveller is not billed', async () => {
    const user = userEvent.setup();
    renderForm();
    const billing = () => within(group('Person being billed'));
    expect(billing().queryByLabelText('First name')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('This traveller is the person being billed'));
    expect(billing().getByLabelText('First name')).toBeVisible();
    expect(billing().getByLabelText('Salutation')).toBeVisible();
  });

  it('offers the newsletter only when consent is configured, and lists DE, AT, CH first', () => {
    renderForm({ flags: { ...flags, newsletterConsent: true } });
    expect(screen.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
    const countries = within(screen.getByLabelText('Country')).getAllByRole('option');
    expect(countries.slice(1, 4).map((option) => option.textContent)).toEqual([
      'Germany',
      'Austria',
      'Switzerland',
    ]);
  });

  it('has no newsletter checkbox or frequent-flyer fields when their flags are off', () => {
    renderForm({ flags: { ...flags, frequentFlyerProgrammes: false } });
    expect(screen.queryByRole('checkbox', { name: /newsletter/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Frequent flyer programme')).not.toBeInTheDocument();
  });

  it('reports identical travellers', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillTraveller(user, 'Adult 1', ['Mr', 'Max', 'Muster', '01/02/1980']);
    await fillTraveller(user, 'Adult 2', ['Mr', 'Max', 'Muster', '01/02/1980']);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(within(group('Adult 2')).getByLabelText('First name')).toHaveAccessibleDescription(
      'The information of the travellers is identical. Please check them or give us a call.',
    );
  });

  it('shows a teen booked at 14 as a Teen row with the birth date from the search', async () => {
    const user = userEvent.setup();
    const teen = { ...placeholder('CHILD'), age: 14, dateOfBirth: '2012-01-15' };
    renderForm({ cart: travellersCart([placeholder('ADULT'), teen]) });
    expect(screen.queryByRole('group', { name: 'Child' })).not.toBeInTheDocument();
    const birthDate = within(group('Teen')).getByLabelText('Date of birth');
    expect(birthDate).toHaveValue('15/01/2012');
    await user.clear(birthDate);
    await user.type(birthDate, '15012019');
    await user.tab();
    expect(birthDate).toHaveAccessibleDescription(
      'Format: DD/MM/YYYY This birth date makes the traveller 7 on departure, but the trip was ' +
        'booked for age 14. Please check the date or search again.',
    );
  });

  it('refuses names of emoji or enclosed letters at the field', async () => {
    const user = userEvent.setup();
    renderForm();
    const lead = within(group('Adult 1'));
    await user.type(lead.getByLabelText('First name'), '😀🎉');
    await user.type(lead.getByLabelText('Last name'), 'Ⓜⓤⓢⓣⓔⓡ');
    await user.tab();
    expect(lead.getByLabelText('First name')).toHaveAccessibleDescription(
      'The field contains invalid characters.',
    );
    expect(lead.getByLabelText('Last name')).toHaveAccessibleDescription(
      'The field contains invalid characters.',
    );
  });

  it('goes back on Back', async () => {
    const user = userEvent.setup();
    const { onBack } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  describe('terms link (docs/rules/payment-options.md)', () => {
    it("links the terms checkbox's label to the brand's terms page in a new tab, announced", () => {
      renderForm();
      // jsdom's name computation puts a space around the link; browsers do not.
      const checkbox = screen.getByRole('checkbox', {
        name: /^I have read and accept the terms and conditions ?\.$/,
      });
      const link = screen.getByRole('link', { name: 'terms and conditions' });
      expect((checkbox as HTMLInputElement).labels?.[0]).toContainElement(link);
      expect(link).toHaveAttribute('href', '/en-gb/terms');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(link).toHaveAccessibleDescription('(opens in a new tab)');
    });

    it('speaks German', () => {
      renderWithProviders(
        <TravellersForm
          cart={travellersCart()}
          flags={flags}
          submitting={false}
          onSubmit={jest.fn()}
          onBack={jest.fn()}
          today={trip.today}
        />,
        { language: 'de' },
      );
      const link = screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' });
      expect(link).toHaveAccessibleDescription('(öffnet in einem neuen Tab)');
    });
  });
});
