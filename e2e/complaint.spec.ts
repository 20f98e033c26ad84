import type { Page } from '@playwright/test';
import { complaintServerErrorCases } from '../src/features/forms/complaint/testing/serverErrorCases';
import { expect, test } from './fixtures';

/**
 * The complaint form through the demo host: the reCAPTCHA stand-in behind its consent placeholder,
 * a sent complaint with a file, every server error in the closable banner with the typed values
 * kept, and the upload progress of a large file.
 */

const send = (page: Page) => page.getByRole('button', { name: 'Send' });
const securityCheck = (page: Page) => page.getByRole('group', { name: 'Security check' });

async function openForm(page: Page) {
  await page.goto('/en-gb/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact form' })).toBeVisible();
}

async function fillForm(page: Page, bookingNumber = 'BK123456', email = 'erika@example.com') {
  const reason = page.getByRole('group', { name: 'Reason for contact' });
  await reason.getByRole('radio', { name: 'Complaint' }).check();
  await page.getByLabel('Booking number').fill(bookingNumber);
  const guide = page.getByRole('group', { name: 'Did you contact the tour guide on site?' });
  await guide.getByRole('radio', { name: 'Not available' }).check();
  await page.getByRole('group', { name: 'Salutation' }).getByRole('radio', { name: 'Mrs' }).check();
  await page.getByLabel('First name').fill('Erika');
  await page.getByLabel('Last name').fill('Muster');
  await page.getByLabel('Street and house number (optional)').fill('Hauptstraße 1');
  await page.getByLabel('Postcode (optional)').fill('50667');
  await page.getByLabel('City (optional)').fill('Köln');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Your message').fill('The pool of our hotel was closed all week.');
}

async function passSecurityCheck(page: Page) {
  const check = securityCheck(page);
  const accept = check.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
  await check.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(check.getByText('You are verified')).toBeVisible();
}

test('send a complaint with a file → "Successfully submitted"', async ({
  page,
  expectAccessible,
}) => {
  await openForm(page);
  await expect(send(page)).toBeDisabled();
  // Production builds have no development helper; the check waits for consent.
  await expect(page.getByRole('button', { name: 'Fill forms' })).toHaveCount(0);
  await expect(
    securityCheck(page).getByText(/We need your consent to load the Google reCAPTCHA service/),
  ).toBeVisible();
  await expect(page.locator('script[src*="recaptcha"]')).toHaveCount(0);
  await expectAccessible(page, 'empty complaint form');

  await page.getByLabel('Booking number').focus();
  await page.getByLabel('First name').focus();
  await expect(page.getByText('This field is required.')).toHaveCount(1);
  await page.getByLabel('Attachments (optional)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('notes'),
  });
  await expect(
    page.getByText('Allowed file formats: pdf, jpg, jpeg, png, mov, mp4.'),
  ).toBeVisible();
  await expectAccessible(page, 'complaint form with errors');
  await page.getByRole('button', { name: 'Remove notes.txt' }).click();

  await fillForm(page);
  await page.getByLabel('Attachments (optional)').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%demo\n'),
  });
  await expect(send(page)).toBeDisabled();
  await passSecurityCheck(page);
  await expect(send(page)).toBeEnabled();
  await expectAccessible(page, 'complaint form filled in');

  const request = page.waitForRequest('**/ajax/complaint');
  await send(page).click();
  // Chromium hands no multipart body with files to tests; the Jest tests read it at the demo host.
  expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(page.getByText('Successfully submitted')).toBeFocused();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectAccessible(page, 'complaint sent');
});

test('each server error shows in a closable banner, and what was typed stays', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await openForm(page);
  await fillForm(page);
  for (const [index, [bookingNumber, email, text]] of complaintServerErrorCases.entries()) {
    await page.getByLabel('Booking number').fill(bookingNumber);
    await page.getByLabel('E-mail address').fill(email);
    await passSecurityCheck(page);
    await send(page).click();
    const banner = page.getByRole('alert').filter({ hasText: text });
    await expect(banner).toBeVisible();
    if (index === 0) await expectAccessible(page, 'complaint error banner');
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    // The check restarted (its token is used up): the focus goes there.
    await expect(securityCheck(page)).toBeFocused();
    await expect(page.getByLabel('Booking number')).toHaveValue(bookingNumber);
    await expect(page.getByLabel('Your message')).toHaveValue(
      'The pool of our hotel was closed all week.',
    );
    // The token was used: Send waits for a new one.
    await expect(send(page)).toBeDisabled();
  }
});

test('a large file shows the upload progress', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  await context.addCookies([
    { name: 'demo_faults', value: 'complaint_form:latency=3000', url: baseURL! },
  ]);
  await openForm(page);
  await fillForm(page);
  await page.getByLabel('Attachments (optional)').setInputFiles({
    name: 'holiday.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.alloc(3 * 1_048_576, 1),
  });
  await passSecurityCheck(page);
  await send(page).click();
  const bar = page.getByRole('progressbar', { name: 'Uploading your files' });
  await expect(bar).toBeVisible();
  await expect(send(page)).toBeDisabled();
  await expectAccessible(page, 'complaint uploading');
  await expect(page.getByText('Successfully submitted')).toBeVisible({ timeout: 15_000 });
});
