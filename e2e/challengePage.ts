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
