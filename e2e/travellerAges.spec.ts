import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Children booked with their age (docs/rules/travellers.md): a teen from the search keeps its
 * group and birth date into the traveller step, and a birth date that gives another age is refused
 * at the field.
 */

const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

const from = day(60);
const to = day(74);
/** Born on 15 March, 14 years before the year of the earliest departure: 13 or 14 on the trip. */
const teenBirthDate = `${Number(from.slice(0, 4)) - 14}-03-15`;
const shown = (iso: string) => iso.split('-').reverse().join('/');

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('a teen from the search is a Teen row with its birth date; a wrong one is refused', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await page.goto(
    `/en-gb/search?dest=es-mallorca&dep=FRA&from=${from}&to=${to}&dur=7&adults=2&children=${teenBirthDate}`,
  );
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);
  const created = page.waitForResponse((response) => response.url().includes('/booking/create'));
  await page
    .getByRole('complementary', { name: 'Your offer' })
    .getByRole('button', { name: 'Book now' })
    .click();
  // The search goes to the operator with the booking.
  const request = (await created).request();
  expect(request.postDataJSON()).toMatchObject({
    productSearch: { travellers: { children: [{ dateOfBirth: teenBirthDate }] } },
  });

  await expect(page).toHaveURL(/\/en-gb\/booking\/ancillaries\/bk-/);
  await page.getByRole('radio', { name: /No transfer/ }).check();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Travellers' })).toBeVisible();

  const teen = group(page, 'Teen');
  await expect(teen).toBeVisible();
  await expect(group(page, 'Child')).toHaveCount(0);
  const birthDate = teen.getByLabel('Date of birth');
  await expect(birthDate).toHaveValue(shown(teenBirthDate));
  await expectAccessible(page, 'travellers step with a teen');

  // A date that makes the teen three on departure.
  await birthDate.fill('');
  await birthDate.pressSequentially(
    shown(`${Number(from.slice(0, 4)) - 3}-01-01`).replaceAll('/', ''),
  );
  await birthDate.blur();
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
  await expect(birthDate).toHaveAccessibleDescription(
    /This birth date makes the traveller 3 on departure, but the trip was booked for age 1[34]\. Please check the date or search again\./,
  );
  await expectAccessible(page, 'travellers step with a refused birth date');

  await birthDate.fill('');
  await birthDate.pressSequentially(shown(teenBirthDate).replaceAll('/', ''));
  await birthDate.blur();
  await expect(birthDate).not.toHaveAttribute('aria-invalid', 'true');
});

test('a child searched by age is booked without a birth date and asked for it', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  // The age selector's stand-in for 8, marked age-only with ~ (docs/rules/travellers.md).
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 8);
  date.setUTCMonth(date.getUTCMonth() - 6);
  const standIn = date.toISOString().slice(0, 10);
  await page.goto(
    `/en-gb/search?dest=es-mallorca&dep=FRA&from=${from}&to=${to}&dur=7&adults=2&children=~${standIn}`,
  );
  await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);
  // The mark travels with the search (percent-encoded in the address bar).
  expect(new URL(page.url()).searchParams.get('children')).toBe(`~${standIn}`);
  const created = page.waitForResponse((response) => response.url().includes('/booking/create'));
  await page
    .getByRole('complementary', { name: 'Your offer' })
    .getByRole('button', { name: 'Book now' })
    .click();
  // The child keeps its place in the booking's search, without the made-up date.
  const request = (await created).request();
  expect(request.postDataJSON().productSearch.travellers.children).toEqual([{}]);

  await expect(page).toHaveURL(/\/en-gb\/booking\/ancillaries\/bk-/);
  await page.getByRole('radio', { name: /No transfer/ }).check();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Travellers' })).toBeVisible();
  const birthDate = group(page, 'Child').getByLabel('Date of birth');
  await expect(birthDate).toHaveValue('');
  await expectAccessible(page, 'travellers step with a child searched by age');
});
