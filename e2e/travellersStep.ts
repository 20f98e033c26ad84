import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newBooking } from './demoHost';

/** A fieldset of the checkout by its legend: a traveller row, the person being billed. */
export const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

export async function fillAdult(
  page: Page,
  name: string,
  [salutation, first, last, birth]: string[],
) {
  const row = group(page, name);
  await row.getByLabel('Salutation').selectOption({ label: salutation ?? 'Mr' });
  await row.getByLabel('First name').fill(first ?? '');
  await row.getByLabel('Last name').fill(last ?? '');
  await row.getByLabel('Date of birth').pressSequentially(birth ?? '');
  await row.getByLabel('Nationality').selectOption({ label: 'Germany' });
}

export interface TravellersEntry {
  /** Picks the demo outcome (demo/README.md). */
  leadLastName?: string;
  email?: string;
}

/** The travellers step of two adults filled in by hand, as a visitor does. */
export async function fillTravellers(
  page: Page,
  { leadLastName = 'Muster', email = 'erika@example.com' }: TravellersEntry = {},
) {
  await fillAdult(page, 'Adult 1', ['Ms', 'Erika', leadLastName, '02041980']);
  await fillAdult(page, 'Adult 2', ['Mr', 'Max', 'Muster', '30111979']);
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Repeat e-mail address').fill(email);
  await page.getByLabel('Phone number').fill('+49221123456');
  const billing = group(page, 'Person being billed');
  await billing.getByLabel('Street and house number').fill('Hauptstraße 1');
  await billing.getByLabel('Postcode').fill('50667');
  await billing.getByLabel('City').fill('Köln');
  await billing.getByLabel('Country').selectOption({ label: 'Germany' });
  await page.getByLabel('I have read and accept the terms and conditions.').check();
}

/** A fresh booking whose travellers were entered by hand, on the payment step. */
export async function atPaymentByHand(
  page: Page,
  request: APIRequestContext,
  entry: TravellersEntry = {},
) {
  const checkoutId = await newBooking(request);
  await page.goto(`/en-gb/booking/info/${checkoutId}`);
  await fillTravellers(page, entry);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  return checkoutId;
}
