import { customer, traveller } from '../demo/testing/checkoutFlow';
import { newBooking } from './demoHost';
import { atPaymentByHand } from './travellersStep';
import { expect, test } from './fixtures';

/**
 * What the payment step offers and asks before the visitor pays, and the extras step while its
 * options load (docs/rules/payment-options.md), on the Sunwave page without a login.
 */

test('an anonymous visitor who types the stored-card e-mail is offered no saved card', async ({
  page,
  request,
  expectAccessible,
}) => {
  const aliasRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/get-payment-alias')) aliasRequests.push(sent.url());
  });
  await atPaymentByHand(page, request, { email: 'stored.card@example.com' });
  await page.getByRole('radio', { name: /Credit card/ }).check();
  // The card fields are ready: a saved card would have been offered above them by now.
  await expect(page.getByLabel('Card holder')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Saved card/ })).toHaveCount(0);
  expect(aliasRequests).toEqual([]);
  await expectAccessible(page, 'payment step with card fields, no saved card');
});

test('the terms checkbox links to the terms page in a new tab', async ({ page, request }) => {
  const checkoutId = await newBooking(request);
  await page.goto(`/en-gb/booking/info/${checkoutId}`);
  const link = page.getByRole('link', { name: 'terms and conditions' });
  await expect(link).toHaveAttribute('href', '/en-gb/terms');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAccessibleDescription('(opens in a new tab)');
  const [terms] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(
    terms.getByText('No terms apply: bookings in this demo are not binding.'),
  ).toBeVisible();
  await expect(
    page.getByLabel('I have read and accept the terms and conditions.'),
  ).not.toBeChecked();
});

test('Cancel asks first: Escape stays on the payment step, Cancel booking leaves for the hotel', async ({
  page,
  request,
  expectAccessible,
}) => {
  const checkoutId = await atPaymentByHand(page, request);
  const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your booking?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue booking' })).toBeFocused();
  await expectAccessible(page, 'cancel dialog on the payment step');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/en-gb/booking/payment/${checkoutId}$`));
  await expect(cancel).toBeFocused();

  await cancel.click();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\/.+-\d+$/);
});

test('direct debit shows the mandate naming the brand before Pay now', async ({
  page,
  request,
  expectAccessible,
}) => {
  await atPaymentByHand(page, request);
  await page.getByRole('radio', { name: /Direct debit/ }).check();
  const mandate = page.getByRole('region', { name: 'SEPA direct debit mandate' });
  await expect(mandate).toContainText('you authorise Sunwave Holidays to collect the payment');
  await expectAccessible(page, 'payment step with the SEPA mandate');
});

test('the extras step says it is loading while the options are slow', async ({
  page,
  context,
  request,
  baseURL,
  expectAccessible,
}) => {
  const checkoutId = await newBooking(request);
  await context.addCookies([
    { name: 'demo_faults', value: 'checkout_get_ancillaries:latency=2500', url: baseURL! },
  ]);
  await page.goto(`/en-gb/booking/ancillaries/${checkoutId}`);
  const loading = page
    .getByRole('status')
    .filter({ hasText: 'Loading the extras for your holiday…' });
  await expect(loading).toBeVisible();
  await expectAccessible(page, 'extras step while its options load');
  await expect(page.getByRole('radio', { name: /no transfer/i })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('the signed-in owner is offered her saved card on the Alpina page, whatever e-mail she typed', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  const checkoutId = await newBooking(request);
  // Traveller data as the travellers step sends it, with somebody else's address in the form.
  await request.post(`/ajax/booking/${checkoutId}/set-info?locale=en-gb`, {
    data: {
      data: {
        package: {
          customer: { ...customer, contact: { ...customer.contact, email: 'x@example.com' } },
          passengerInfo: {
            passengers: [
              traveller('Erika', 'Muster', '1980-04-02'),
              traveller('Max', 'Muster', '1979-11-30'),
            ],
          },
        },
        infoForm: {},
      },
    },
  });
  const aliasRequests: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/get-payment-alias'))
      aliasRequests.push({ url: sent.url(), authorization: sent.headers().authorization });
  });
  await page.goto(`/alpina/en-ch/booking/payment/${checkoutId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.locator('.hs-header').getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('E-mail address').fill('erika@example.com');
  await page.getByLabel('Password').fill('Urlaub2026!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/alpina/en-ch/booking/payment/${checkoutId}$`));

  await page.getByRole('radio', { name: /Credit card/ }).check();
  const saved = page.getByRole('radio', { name: /Saved card VISA •••• 1111, valid until 03\/30/ });
  await expect(saved).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Use another card' })).toBeChecked();
  expect(aliasRequests.length).toBeGreaterThan(0);
  for (const sent of aliasRequests) {
    expect(sent.authorization).toMatch(/^Bearer \S+$/);
    expect(sent.url).not.toContain(sent.authorization?.slice('Bearer '.length) ?? '-');
  }
  await expectAccessible(page, 'payment step, signed in, saved card offered');
});
