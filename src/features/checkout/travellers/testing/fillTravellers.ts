import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const group = (name: string) => screen.getByRole('group', { name });

/** Fills one traveller row: salutation, names, birth date as DD/MM/YYYY, nationality if asked. */
export async function fillTraveller(
  user: UserEvent,
  name: string,
  [salutation, first, last, birthDate]: [string, string, string, string],
) {
  const row = within(group(name));
  await user.selectOptions(row.getByLabelText('Salutation'), salutation);
  await user.type(row.getByLabelText('First name'), first);
  await user.type(row.getByLabelText('Last name'), last);
  // Digits only: the mask adds the separators.
  await user.type(row.getByLabelText('Date of birth'), birthDate.replaceAll('/', ''));
  if (row.queryByLabelText('Nationality')) {
    await user.selectOptions(row.getByLabelText('Nationality'), 'Germany');
  }
}

/** Contact, the billing address (the first adult being billed) and the terms. */
export async function fillContactAndBilling(user: UserEvent) {
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
