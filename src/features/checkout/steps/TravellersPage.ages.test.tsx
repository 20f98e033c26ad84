import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createForChildren, daysFromToday } from '../../../../demo/testing/checkoutFlow';
import { dateFormats, moment } from '../../../lib/dates';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { group } from '../travellers/testing/fillTravellers';

setupDemoHost();

afterEach(() => {
  window.sessionStorage.clear();
  delete process.env.DEMO_FAULTS;
});

const departure = daysFromToday(42);
const year = Number(departure.slice(0, 4));
/** Born on 1 January `age` years before the departure year: exactly `age` on departure. */
const bornFor = (age: number) => `${year - age}-01-01`;
const shown = (iso: string) => iso.split('-').reverse().join('/');

/** Types a birth date (digits only: the mask adds the separators) and leaves the field. */
async function retype(user: UserEvent, field: HTMLElement, iso: string) {
  await user.clear(field);
  await user.type(field, shown(iso).replaceAll('/', ''));
  await user.tab();
}

async function openTravellers(childBirthDates: Parameters<typeof createForChildren>[0]) {
  const cart = await createForChildren(childBirthDates, departure);
  renderApp(`/en-gb/booking/info/${cart.id}`);
  await screen.findByRole('group', { name: 'Adult 1' });
  return cart;
}

describe('travellers step: ages booked from the search', () => {
  it('shows a 14-year-old as a Teen with the searched birth date, and takes it', async () => {
    const user = userEvent.setup();
    await openTravellers([bornFor(14)]);
    const teen = within(group('Teen'));
    expect(screen.queryByRole('group', { name: 'Child' })).not.toBeInTheDocument();
    const birthDate = teen.getByLabelText('Date of birth');
    expect(birthDate).toHaveValue(shown(bornFor(14)));
    await retype(user, birthDate, bornFor(9));
    await waitFor(() => expect(birthDate).toBeInvalid());
    await retype(user, birthDate, bornFor(14));
    await waitFor(() => expect(birthDate).toBeValid());
  });

  it('refuses at the field a birth date that does not give the age booked', async () => {
    const user = userEvent.setup();
    await openTravellers([bornFor(8)]);
    const birthDate = within(group('Child')).getByLabelText('Date of birth');
    await retype(user, birthDate, bornFor(3));
    await waitFor(() => expect(birthDate).toBeInvalid());
    expect(birthDate).toHaveAccessibleDescription(
      'Format: DD/MM/YYYY This birth date makes the traveller 3 on departure, but the trip was ' +
        'booked for age 8. Please check the date or search again.',
    );
  });

  it('leaves the birth date of a child searched by age empty and still holds it to that age', async () => {
    const user = userEvent.setup();
    // The age selector's stand-in for 8: half a year before the eighth birthday on departure.
    const standIn = moment(departure)
      .subtract(8, 'years')
      .subtract(6, 'months')
      .format(dateFormats.api);
    await openTravellers([{ dateOfBirth: standIn, ageOnly: true }, bornFor(14)]);
    const child = within(group('Child')).getByLabelText('Date of birth');
    expect(child).toHaveValue('');
    // The teen's birth date was given in the search: it is prefilled.
    expect(within(group('Teen')).getByLabelText('Date of birth')).toHaveValue(shown(bornFor(14)));
    await retype(user, child, bornFor(5));
    await waitFor(() =>
      expect(child).toHaveAccessibleDescription(
        'Format: DD/MM/YYYY This birth date makes the traveller 5 on departure, but the trip was ' +
          'booked for age 8. Please check the date or search again.',
      ),
    );
    await retype(user, child, bornFor(8));
    await waitFor(() => expect(child).toBeValid());
  });

  it('falls back to the passenger type when the operator tells no ages, taking a teen date', async () => {
    process.env.DEMO_FAULTS = 'checkout_create:no-child-ages';
    const user = userEvent.setup();
    await openTravellers([bornFor(14)]);
    const birthDate = within(group('Child')).getByLabelText('Date of birth');
    expect(birthDate).toHaveValue('');
    await retype(user, birthDate, bornFor(1));
    await waitFor(() =>
      expect(birthDate).toHaveAccessibleDescription(
        'Format: DD/MM/YYYY Child must be between 2 and 12 years old.',
      ),
    );
    await retype(user, birthDate, bornFor(14));
    await waitFor(() => expect(birthDate).toBeValid());
  });
});
