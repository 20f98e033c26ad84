import type { APIRequestContext, Page } from '@playwright/test';
import { cards, typeCard } from './cardEntry';
import { bookingAtPayment } from './demoHost';
import { expect } from './fixtures';

/**
 * A fresh booking whose travellers the demo host already has, opened at payment with a card that
 * asks for 3-D Secure typed in: the journeys about the challenge start here.
 */
export async function atPaymentWithChallengeCard(page: Page, request: APIRequestContext) {
  const checkoutId = await bookingAtPayment(request);
  await page.goto(`/en-gb/booking/payment/${checkoutId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await typeCard(page, cards.challenge);
  return checkoutId;
}

export const challengeDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Confirm your payment' });
export const issuer = (page: Page) => challengeDialog(page).frameLocator('iframe');
export const payNow = (page: Page) => page.getByRole('button', { name: 'Pay now' });

/**
 * Presses `key` in the issuer's page where that press ends the challenge, and lets it go once the
 * challenge has closed (or once `ended` resolves). The key acts on its way down. Released at
 * once, the release went to the issuer's page while the shop was removing it, and Chromium then
 * never confirmed that input, so Playwright's `press` waited until the test timed out (one run in
 * six on a busy machine). A visitor's release comes later too, and reaches the shop's page.
 */
export async function pressEndingChallenge(
  page: Page,
  key: string,
  ended: () => Promise<unknown> = () => expect(challengeDialog(page)).toBeHidden(),
) {
  await page.keyboard.down(key);
  await ended();
  await page.keyboard.up(key);
}
