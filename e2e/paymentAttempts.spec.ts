import type { Page } from '@playwright/test';
import {
  atPaymentWithChallengeCard as atPayment,
  challengeDialog,
  issuer,
  payNow,
} from './challengePage';
import { expect, test } from './fixtures';

/**
 * A second 3-D Secure attempt after the first challenge was refused or cancelled
 * (docs/rules/payment-attempts.md): it opens its own challenge, and approving it books.
 */

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
