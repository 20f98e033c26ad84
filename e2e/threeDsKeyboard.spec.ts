import type { Page } from '@playwright/test';
import {
  atPaymentWithChallengeCard as atPayment,
  challengeDialog,
  issuer,
  payNow,
  pressEndingChallenge,
} from './challengePage';
import { afterFrames, expect, test } from './fixtures';

/**
 * 'Pay now' by keyboard with a card that asks for 3-D Secure (docs/rules/payment-attempts.md, "The
 * keyboard and the challenge"): the presses that opened the challenge never act inside it, the
 * focus goes into the issuer's page, and back to 'Pay now' when the challenge ends unpaid.
 */

/** The results the challenge sent: every 3-D Secure details submit of the page. */
function recordFinalizes(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/finalize-payment')) sent.push(request.url());
  });
  return sent;
}

/** The challenge is open, its issuer's page is in, and the focus is on it (not on Close). */
async function expectChallengeFocused(page: Page) {
  await expect(challengeDialog(page)).toBeVisible();
  await expect(issuer(page).getByRole('button', { name: 'Approve payment' })).toBeEnabled();
  await expect(
    challengeDialog(page).getByRole('group', {
      name: '3-D Secure verification by your card issuer',
    }),
  ).toBeFocused();
}

test('Enter pressed three times on Pay now opens the challenge and leaves it open', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await atPayment(page, request);
  const finalizes = recordFinalizes(page);
  await payNow(page).focus();
  // As a visitor who is not sure the first press took: three presses, each after a drawn frame.
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Enter');
    await afterFrames(page);
  }
  await expectChallengeFocused(page);
  // And two more once it is surely open: they land in the issuer's page, where they press nothing.
  await page.keyboard.press('Enter');
  await afterFrames(page);
  await page.keyboard.press('Enter');
  await afterFrames(page);
  await expectChallengeFocused(page);
  expect(finalizes).toHaveLength(0);
  await expectAccessible(page, '3-D Secure challenge opened by keyboard');

  // The issuer's page is worked by keyboard from there: Tab reaches its buttons.
  await page.keyboard.press('Tab');
  await expect(issuer(page).getByRole('button', { name: 'Approve payment' })).toBeFocused();
  await page.keyboard.press('Tab');
  await pressEndingChallenge(page, 'Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your bank declined the card verification.' }),
  ).toBeVisible();
  await expect(payNow(page)).toBeEnabled();
  await expect(payNow(page)).toBeFocused();
  expect(finalizes).toHaveLength(1);
});

test('a held Enter and its release act neither on the challenge nor in it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const checkoutId = await atPayment(page, request);
  const finalizes = recordFinalizes(page);
  await payNow(page).focus();
  await page.keyboard.down('Enter');
  await expectChallengeFocused(page);
  // Key repeats of the held key (Playwright sends repeat: true while it is down).
  for (let repeat = 0; repeat < 5; repeat += 1) await page.keyboard.down('Enter');
  await expectChallengeFocused(page);
  // Even on one of the issuer's buttons, a repeat presses nothing.
  await page.keyboard.press('Tab');
  await expect(issuer(page).getByRole('button', { name: 'Approve payment' })).toBeFocused();
  for (let repeat = 0; repeat < 3; repeat += 1) await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  await afterFrames(page);
  await expectChallengeOpen(page);
  expect(finalizes).toHaveLength(0);

  // Escape in the issuer's page cancels, and the focus is back on Pay now.
  await pressEndingChallenge(page, 'Escape');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The card verification was cancelled.' }),
  ).toBeVisible();
  await expect(payNow(page)).toBeFocused();

  // A fresh press approves: the booking goes on to processing.
  await payNow(page).press('Enter');
  await expectChallengeFocused(page);
  await page.keyboard.press('Tab');
  await expect(issuer(page).getByRole('button', { name: 'Approve payment' })).toBeFocused();
  const finalized = page.waitForResponse((response) =>
    response.url().includes('/finalize-payment'),
  );
  // A busy machine may take a while to answer the details submit: wait for it, then the page.
  await pressEndingChallenge(page, 'Enter', () => finalized);
  expect((await finalized).ok()).toBe(true);
  expect(finalizes).toHaveLength(1);
  await expect(page).toHaveURL(new RegExp(`/booking/(process|success)/${checkoutId}`));
});

async function expectChallengeOpen(page: Page) {
  await expect(challengeDialog(page)).toBeVisible();
  await expect(issuer(page).getByRole('button', { name: 'Approve payment' })).toBeEnabled();
}
