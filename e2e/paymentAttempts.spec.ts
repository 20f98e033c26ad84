import type { APIRequestContext, Page } from '@playwright/test';
import { cards, typeCard } from './cardEntry';
import { bookingAtPayment } from './demoHost';
import { expect, test } from './fixtures';

/**
 * A second 3-D Secure attempt after the first challenge was refused or cancelled
 * (docs/rules/payment-attempts.md): it opens its own challenge, and approving it books.
 */

/** A fresh booking whose travellers the demo host already has: the journey starts at payment. */
async function atPayment(page: Page, request: APIRequestContext) {
  const checkoutId = await bookingAtPayment(request);
  await page.goto(`/en-gb/booking/payment/${checkoutId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await typeCard(page, cards.challenge);
  return checkoutId;
}

const challengeDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your payment' });
const issuer = (page: Page) => challengeDialog(page).frameLocator('iframe');
const payNow = (page: Page) => page.getByRole('button', { name: 'Pay now' });

async function approveSecondAttempt(page: Page, checkoutId: string) {
  await expect(payNow(page)).toBeEnabled();
  await payNow(page).click();
  await expect(challengeDialog(page)).toBeVisible();
  await issuer(page).getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/process/${checkoutId}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your booking is being processed' }),
  ).toBeVisible();
  await expectOutcome(page, checkoutId);
}

async function expectOutcome(page: Page, checkoutId: string) {
  await expect(page).toHaveURL(new RegExp(`/booking/success/${checkoutId}`), { timeout: 15_000 });
}

test('refusing the challenge, then paying again and approving, books', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const checkoutId = await atPayment(page, request);
  const finalizes: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/finalize-payment')) finalizes.push(sent.url());
  });
  await payNow(page).click();
  await expect(challengeDialog(page)).toBeVisible();
  await expectAccessible(page, 'first 3-D Secure challenge');
  await issuer(page).getByRole('button', { name: 'Refuse payment' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your bank declined the card verification.' }),
  ).toBeVisible();
  await expect(challengeDialog(page)).toBeHidden();
  await expectAccessible(page, 'payment step after a refused challenge');

  await approveSecondAttempt(page, checkoutId);
  expect(finalizes).toHaveLength(2);
  await expectAccessible(page, 'outcome after the second attempt');
});

test('cancelling the challenge with Escape while the host repeats its token, then approving, books', async ({
  page,
  context,
  request,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([
    { name: 'demo_faults', value: 'do_payment_set:repeat-3ds', url: baseURL! },
  ]);
  const checkoutId = await atPayment(page, request);
  await payNow(page).click();
  await expect(challengeDialog(page)).toBeVisible();
  await expect(issuer(page).getByRole('button', { name: 'Approve payment' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The card verification was cancelled.' }),
  ).toBeVisible();
  await expectAccessible(page, 'payment step after a cancelled challenge');

  await approveSecondAttempt(page, checkoutId);
});
