import type { Page } from '@playwright/test';
import { cards, expectNoCardData, recordShopRequests, typeCard } from './cardEntry';
import { newBooking } from './demoHost';
import { atPaymentByHand, fillTravellers, group } from './travellersStep';
import { expect, test } from './fixtures';

/**
 * The booking checkout through the demo host: extras, travellers, payment with the card provider
 * stand-in (demo/cardProvider) and its 3-D Secure page, processing and the outcomes.
 */

async function fillCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await typeCard(page, number);
}

test('hotel → extras → travellers → card with 3-D Secure → processing → success', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(150_000);
  const sent = recordShopRequests(page);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);
  await page
    .getByRole('complementary', { name: 'Your offer' })
    .getByRole('button', { name: 'Book now' })
    .click();

  await expect(page).toHaveURL(/\/en-gb\/booking\/ancillaries\/bk-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Extras' })).toBeVisible();
  await page.getByRole('radio', { name: /No transfer/ }).check();
  await expectAccessible(page, 'extras step');
  await page.getByRole('button', { name: 'Proceed to payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Travellers' })).toBeVisible();
  await fillTravellers(page);
  await expectAccessible(page, 'travellers step');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await fillCard(page, cards.challenge);
  await expectAccessible(page, 'payment step');
  await page.getByRole('button', { name: 'Pay now' }).click();

  const challenge = page.getByRole('dialog');
  await expect(challenge).toBeVisible();
  await expectAccessible(page, '3-D Secure challenge');
  await challenge
    .frameLocator('iframe')
    .getByRole('button', { name: /Approve/ })
    .click();

  await expect(page).toHaveURL(/\/booking\/process\/bk-/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your booking is being processed' }),
  ).toBeVisible();
  await expectAccessible(page, 'processing');
  await expect(page).toHaveURL(/\/booking\/success\/bk-/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your holiday is booked!' }),
  ).toBeVisible();
  await expect(page.getByText(/erika@example\.com/)).toBeVisible();
  await expectAccessible(page, 'success');
  await expectNoCardData(page, sent);
});

test('a refused card shows the error at the payment step and keeps the traveller entries', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const checkoutId = await atPaymentByHand(page, request);
  await fillCard(page, cards.refused);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Payment card verification failed.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/booking/payment/${checkoutId}`));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(group(page, 'Adult 1').getByLabel('First name')).toHaveValue('Erika');
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue('erika@example.com');
});

test('a reload on the travellers step keeps every entry', async ({ page, request }) => {
  const checkoutId = await newBooking(request);
  await page.goto(`/en-gb/booking/info/${checkoutId}`);
  await fillTravellers(page);
  await page.reload();
  const lead = group(page, 'Adult 1');
  await expect(lead.getByLabel('First name')).toHaveValue('Erika');
  await expect(lead.getByLabel('Last name')).toHaveValue('Muster');
  await expect(lead.getByLabel('Date of birth')).toHaveValue('02/04/1980');
  await expect(group(page, 'Adult 2').getByLabel('First name')).toHaveValue('Max');
  await expect(page.getByLabel('Phone number')).toHaveValue('+49221123456');
  await expect(group(page, 'Person being billed').getByLabel('City')).toHaveValue('Köln');
});

test('double-clicking Pay now sends one payment', async ({ page, request }) => {
  await atPaymentByHand(page, request);
  await fillCard(page, cards.success);
  const payments: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/set-payment')) payments.push(sent.url());
  });
  await page.getByRole('button', { name: 'Pay now' }).dblclick();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking\/process\//);
  expect(payments).toHaveLength(1);
});

for (const [lastName, route, heading] of [
  ['Soft', 'soft_booked', 'We have received your booking and are confirming it'],
  ['Fail', 'fail', 'Unfortunately your booking could not be completed'],
] as const) {
  test(`a booking the operator answers ${route} ends on its page`, async ({
    page,
    request,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const checkoutId = await atPaymentByHand(page, request, { leadLastName: lastName });
    await fillCard(page, cards.success);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${route}/${checkoutId}`), {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, `${route} page`);
  });
}

test('a processing that never finishes keeps polling, says so, and ends soft-booked, never lost', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(60_000);
  // Time flows as usual until the test moves it on (the page's timers are the clock's).
  await page.clock.install();
  const checkoutId = await atPaymentByHand(page, request);
  await fillCard(page, cards.success);
  await context.addCookies([
    {
      name: 'demo_faults',
      value: 'checkout_poll:never-finish',
      domain: new URL(page.url()).hostname,
      path: '/',
    },
  ]);
  await page.getByRole('button', { name: 'Pay now' }).click();
  // The page's timers start when it shows: only then may the clock move on.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your booking is being processed' }),
  ).toBeVisible();
  await page.clock.runFor(25_000);
  await expect(page.getByText('This is taking longer than usual.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/process\//);
  await page.clock.runFor(180_000);
  // On a busy machine the last poll may still be on its way when the clock jumps: time moves on
  // in steps until the page has left for the soft-booked page.
  await expect
    .poll(async () => {
      if (/\/booking\/process\//.test(page.url())) await page.clock.runFor(5_000);
      return page.url();
    })
    .toMatch(new RegExp(`/booking/soft_booked/${checkoutId}`));
});

test('PayPal: the approval page returns the traveller to processing and on to success', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const checkoutId = await atPaymentByHand(page, request);
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PayPal (demo)' })).toBeVisible();
  await expectAccessible(page, 'PayPal approval page of the demo host');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/en-gb/booking/process/${checkoutId}`));
  await expect(page).toHaveURL(new RegExp(`/booking/success/${checkoutId}`), { timeout: 20_000 });
});

test('a card of the discounted range shows the card discount as the number is typed', async ({
  page,
  request,
}) => {
  await atPaymentByHand(page, request);
  await fillCard(page, '5454 5454 5454 5454');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your card qualifies: 7% will be deducted' }),
  ).toBeVisible();
});
