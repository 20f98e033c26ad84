import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** The demo card provider's test cards (demo/cardProvider/testCards.ts). */
export const cards = {
  success: '4242 4242 4242 4242',
  challenge: '4000 0000 0000 3220',
  refused: '4000 0000 0000 0002',
};

const numberFrame = (page: Page) => page.frameLocator('iframe[title="Card number"]');
const cvvFrame = (page: Page) => page.frameLocator('iframe[title="Security code (CVV)"]');

/** Card holder, number and CVV in the provider's frames, and an expiry two years ahead. */
export async function typeCard(page: Page, number: string, holder = 'Erika Muster') {
  await expect(page.getByText('Loading the secure card fields…')).toBeHidden();
  await page.getByLabel('Card holder').fill(holder);
  await numberFrame(page).getByRole('textbox', { name: 'Card number' }).pressSequentially(number);
  await cvvFrame(page)
    .getByRole('textbox', { name: 'Security code (CVV)' })
    .pressSequentially('123');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(String(new Date().getFullYear() + 2));
}

/** Everything the shop itself sends, to check that no card data is among it. */
export function recordShopRequests(page: Page): Request[] {
  const sent: Request[] = [];
  // The shop runs on 127.0.0.1; the provider's frames on the other loopback name (localhost).
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === '127.0.0.1') sent.push(request);
  });
  return sent;
}

/**
 * The card number typed in the provider's frames is nowhere the shop can put it: not in the page's
 * storage or text, not in any request to the shop's own origin. (The CVV '123' is too short to
 * search for meaningfully; e2e/cardProvider.spec.ts shows the page never receives either.)
 */
export async function expectNoCardData(page: Page, sent: Request[]) {
  const digits = Object.values(cards).map((card) => card.replaceAll(' ', ''));
  const pageData = await page.evaluate(
    () =>
      JSON.stringify({ ...sessionStorage }) +
      JSON.stringify({ ...localStorage }) +
      document.cookie +
      document.documentElement.outerHTML.replace(/\s+/g, ''),
  );
  for (const number of digits) expect(pageData).not.toContain(number);
  expect(sent.length).toBeGreaterThan(5);
  for (const request of sent) {
    const text = `${request.url()} ${request.postData() ?? ''}`.replace(/\s+/g, '');
    for (const number of digits) expect(text).not.toContain(number);
  }
}
