import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The card provider stand-in of the demo host (demo/cardProvider) drives the shop's CardFields
 * and ThreeDsModal as the real hosted fields would: number and CVV live in frames on a second
 * loopback origin, the page gets only a transactionId, and the digits never reach it.
 */

const visa = '4242 4242 4242 4242';

/** Every message the page receives, recorded before any page script runs. */
async function recordPageMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenMessages: string[] }).seenMessages = seen;
    window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data)), true);
  });
}

const numberFrame = (page: Page) => page.frameLocator('iframe[title="Card number"]');
const cvvFrame = (page: Page) => page.frameLocator('iframe[title="Security code (CVV)"]');

async function openHarness(page: Page): Promise<void> {
  await recordPageMessages(page);
  await page.goto('/demo-card/harness');
  // The form renders with its loading note; the note goes once the provider says ready.
  await expect(page.getByRole('group', { name: 'Card number' })).toBeVisible();
  await expect(page.getByText('Loading the secure card fields…')).toBeHidden();
}

async function fillCard(page: Page, number: string, cvv: string): Promise<void> {
  await page.getByLabel('Card holder').fill('Zoë O’Brien-Łukasz');
  await numberFrame(page).getByRole('textbox', { name: 'Card number' }).pressSequentially(number);
  await cvvFrame(page).getByRole('textbox', { name: 'Security code (CVV)' }).pressSequentially(cvv);
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
}

test('typing a test card in the cross-origin fields returns a token; the page never sees the digits', async ({
  page,
  expectAccessible,
}) => {
  await openHarness(page);
  // Focus moves to the card number once the fields are ready.
  await expect(numberFrame(page).getByRole('textbox', { name: 'Card number' })).toBeFocused();

  // Both fields are frames of the other loopback origin.
  const pageOrigin = new URL(page.url()).origin;
  const frameUrls = page
    .frames()
    .slice(1)
    .map((frame) => new URL(frame.url()).origin);
  expect(frameUrls).toHaveLength(2);
  for (const origin of frameUrls) {
    expect(origin).not.toBe(pageOrigin);
    expect(origin).toMatch(/^http:\/\/localhost:\d+$/);
  }
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('iframe')].map((frame) => frame.contentDocument),
    ),
  ).toEqual([null, null]);

  await fillCard(page, visa, '123');
  await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(page.getByText('BIN: 424242')).toBeVisible();
  await expectAccessible(page, 'the card fields harness');

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByText(/^Result: Token TX-harness-\w+, visa, holder Zoë O’Brien-Łukasz$/),
  ).toBeVisible();
  await expect(page.getByText('Data submitted successfully')).toBeVisible();

  const seen = await page.evaluate(
    () => (window as unknown as { seenMessages: string[] }).seenMessages,
  );
  expect(seen.length).toBeGreaterThan(0);
  const everything = [...seen, await page.content()].join('\n');
  expect(everything).not.toContain('4242424242424242');
  expect(everything).not.toContain(visa);
  expect(everything).not.toMatch(/"cvv":"?123/);
});

test('an invalid number and empty fields show the card messages, and nothing is submitted', async ({
  page,
}) => {
  await openHarness(page);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Missing card holder information')).toBeVisible();
  await expect(page.getByText('Missing expiration date')).toBeVisible();
  await expect(page.getByText('Required')).toHaveCount(2);
  await expect(
    page.getByText('Card validation falied, check the information and try again'),
  ).toBeVisible();

  await fillCard(page, '4242 4242 4242 4241', '12');
  await page.getByLabel('Card holder').fill('R2-D2');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Invalid card', { exact: true })).toBeVisible();
  await expect(page.getByText('Incorrect', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Invalid card holder, please do not use numbers or special characters'),
  ).toBeVisible();
  await expect(page.getByText(/^Result: Not submitted/)).toBeVisible();
});

test('the 3-D Secure challenge comes from the provider origin and reports approve, refuse and cancel', async ({
  page,
  expectAccessible,
}) => {
  await openHarness(page);
  const start = page.getByRole('button', { name: 'Start 3-D Secure' });
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  const challenge = page.frameLocator(
    'iframe[title="3-D Secure verification by your card issuer"]',
  );

  await start.click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the 3-D Secure modal');
  // A click on the overlay does not close it.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await challenge.getByRole('button', { name: 'Approve payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3-D Secure: approved')).toBeVisible();

  await start.click();
  await challenge.getByRole('button', { name: 'Refuse payment' }).click();
  await expect(page.getByText('3-D Secure: refused')).toBeVisible();

  await start.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3-D Secure: cancelled')).toBeVisible();
});
