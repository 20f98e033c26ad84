import type { APIRequestContext, Page } from '@playwright/test';
import { bookingAtPayment } from './demoHost';
import { expect, test } from './fixtures';

/**
 * Outcome pages show the outcome the server reports for the checkout, whatever address was typed,
 * and a booked or processing checkout never offers payment again, also to the back button
 * (docs/rules/checkout-outcomes.md).
 */

const thankYou = 'Thank you, your holiday is booked!';
const expired =
  'Sorry you took too long. Your session timed out because you took too long to book. Please start again.';

/** Paid by direct debit and polled until the demo host finishes it with the lead's outcome. */
async function finishedBooking(request: APIRequestContext, leadLastName: string) {
  const checkoutId = await bookingAtPayment(request, leadLastName);
  await request.post(`/ajax/booking/${checkoutId}/set-payment?locale=en-gb`, {
    data: { data: { payment: { type: 'BankAccount' } } },
  });
  for (let poll = 0; poll < 5; poll += 1) {
    const answer = await request.post(`/ajax/booking/${checkoutId}/process?locale=en-gb`, {
      data: {},
    });
    if ((await answer.json()).finished) break;
  }
  return checkoutId;
}

/**
 * Watches every document the page loads from now on for a Pay now button; the returned reset
 * starts counting afresh on the current one, the returned check says whether one appeared.
 */
async function watchForPayNow(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { sawPayNow: boolean };
    state.sawPayNow = false;
    new MutationObserver(() => {
      const found = Array.from(document.getElementsByTagName('button')).some(
        (button) => button.textContent?.trim() === 'Pay now',
      );
      if (found) state.sawPayNow = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return {
    reset: () =>
      page.evaluate(() => {
        (window as unknown as { sawPayNow: boolean }).sawPayNow = false;
      }),
    seen: () => page.evaluate(() => (window as unknown as { sawPayNow: boolean }).sawPayNow),
  };
}

test('a typed success address of an unknown checkout says it has expired, never thank you', async ({
  page,
  expectAccessible,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404/);
  await page.goto('/en-gb/booking/success/bk-999999');
  await expect(page.getByText(expired)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('heading', { name: thankYou })).toHaveCount(0);
  await expectAccessible(page, 'success address of an unknown checkout');
});

test('a typed success address of an unpaid cart leads back to its payment step', async ({
  page,
  request,
  expectAccessible,
}) => {
  const checkoutId = await bookingAtPayment(request);
  await page.goto(`/en-gb/booking/success/${checkoutId}`);
  await expect(page).toHaveURL(new RegExp(`/en-gb/booking/payment/${checkoutId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: thankYou })).toHaveCount(0);
  await expectAccessible(page, 'payment step reached from a typed success address');
});

test('a typed success address of a failed booking shows that it failed', async ({
  page,
  request,
  expectAccessible,
}) => {
  const checkoutId = await finishedBooking(request, 'Fail');
  await page.goto(`/en-gb/booking/success/${checkoutId}`);
  await expect(page).toHaveURL(new RegExp(`/en-gb/booking/fail/${checkoutId}$`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Unfortunately your booking could not be completed',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: thankYou })).toHaveCount(0);
  await expectAccessible(page, 'fail page reached from a typed success address');
});

test('back after a direct debit booking shows the success page with the amount charged, never the payment form', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  const checkoutId = await bookingAtPayment(request);
  const payNow = await watchForPayNow(page);
  await page.goto('/en-gb');
  await page.goto(`/en-gb/booking/payment/${checkoutId}`);
  await page.getByRole('radio', { name: /Direct debit/ }).check();
  await page.getByLabel('Account holder').fill('Erika Muster');
  await page.getByLabel('IBAN').fill('DE89370400440532013000');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/success/${checkoutId}(\\?|$)`), {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: thankYou })).toBeVisible();
  await expect(page.getByText(/^Amount charged: €[\d,]+\.\d{2}$/)).toBeVisible();
  await expectAccessible(page, 'success page with the amount charged');

  await payNow.reset();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/booking/success/${checkoutId}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: thankYou })).toBeVisible();
  expect(await payNow.seen()).toBe(false);
  await expectAccessible(page, 'success page after the back button');
});

test('back after PayPal approval and success never offers payment or approval again', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  const checkoutId = await bookingAtPayment(request);
  const payNow = await watchForPayNow(page);
  await page.goto(`/en-gb/booking/payment/${checkoutId}`);
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/success/${checkoutId}(\\?|$)`), {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: thankYou })).toBeVisible();

  // Back lands on the approval page's entry: the host forwards it to the shop, which shows the
  // outcome; then back once more to the payment step's entry.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/booking/success/${checkoutId}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: thankYou })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve payment' })).toHaveCount(0);
  expect(await payNow.seen()).toBe(false);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/booking/success/${checkoutId}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: thankYou })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  expect(await payNow.seen()).toBe(false);
  await expectAccessible(page, 'success page after going back past PayPal');
});
