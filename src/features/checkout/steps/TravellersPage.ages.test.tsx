import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { demoState } from '../../../../demo/handlers';
import {
  createForChildren,
  customer,
  daysFromToday,
  traveller,
} from '../../../../demo/testing/checkoutFlow';
import { dateFormats, moment } from '../../../lib/dates';
import { renderApp } from '../../../testing/renderApp';
import { setupDemoHost } from '../../../testing/setupDemoHost';
import { checkoutActions, selectCheckout } from '../checkoutSlice';
import { fillContactAndBilling, fillTraveller, group } from '../travellers/testing/fillTravellers';

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

let rendered: ReturnType<typeof renderApp> | undefined;

async function openTravellers(childBirthDates: Parameters<typeof createForChildren>[0]) {
  const cart = await createForChildren(childBirthDates, departure);
  rendered = renderApp(`/en-gb/booking/info/${cart.id}`);
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

  it("shows the operator's refusal of a birth date at that traveller's field", async () => {
    const user = userEvent.setup();
    const cart = await openTravellers([bornFor(8)]);
    // The operator's record holds another age than the cart the shop was shown, so the shop's
    // own check lets the date pass and only the operator refuses it.
    const booked = demoState.carts.get(cart.id)?.passengers[2];
    if (!booked) throw new Error('no child in the demo cart');
    booked.age = 9;
    await fillTraveller(user, 'Adult 1', ['Mr', 'Max', 'Muster', '01/02/1980']);
    await fillTraveller(user, 'Adult 2', ['Ms', 'Erika', 'Muster', '03/04/1982']);
    const child = within(group('Child'));
    await user.selectOptions(child.getByLabelText('Salutation'), 'Girl');
    await user.type(child.getByLabelText('First name'), 'Lena');
    await user.type(child.getByLabelText('Last name'), 'Muster');
    const birthDate = child.getByLabelText('Date of birth');
    expect(birthDate).toHaveValue(shown(bornFor(8)));
    await fillContactAndBilling(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(birthDate).toHaveAccessibleDescription(
        'Format: DD/MM/YYYY This birth date does not give the age the trip was booked for. ' +
          'Please check the date or search again.',
      ),
    );
    expect(birthDate).toBeInvalid();
    expect(window.location.pathname).toBe(`/en-gb/booking/info/${cart.id}`);
    // The adults' dates were not refused.
    expect(within(group('Adult 2')).getByLabelText('Date of birth')).toBeValid();
    expect(
      screen.getByText(
        'A birth date does not match the age the trip was booked for. Please check the marked ' +
          'birth dates.',
      ),
    ).toBeVisible();
  });

  it('records the passengers the operator refused when the shop is bypassed', async () => {
    const cart = await openTravellers([bornFor(8)]);
    const { store } = rendered!;
    const passengers = [
      traveller('Erika', 'Muster', '1980-04-02'),
      traveller('Max', 'Muster', '1979-11-30'),
      { ...traveller('Lena', 'Muster', bornFor(3)), type: 'CHILD' as const },
    ];
    // Straight to the saga: a date the travellers form would have refused at the field.
    store.dispatch(
      checkoutActions.infoSubmitted({
        package: { customer, passengerInfo: { passengers } },
        infoForm: { firstPersonBilled: true, termsAccepted: true },
      }),
    );
    await waitFor(() => expect(selectCheckout(store.getState()).info.submitting).toBe(false));
    expect(selectCheckout(store.getState()).info).toMatchObject({
      birthDateNotBookedAgeFor: [2],
      milesMoreNumberInvalidFor: [],
    });
    expect(window.location.pathname).toBe(`/en-gb/booking/info/${cart.id}`);
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
