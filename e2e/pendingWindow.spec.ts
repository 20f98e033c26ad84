import { newBooking } from './demoHost';
import { expect, test } from './fixtures';

/**
 * The pending-booking window says the booking is being prepared only when its first load takes
 * longer than a moment (docs/rules/checkout.md, "The pending-booking window").
 */
test('a booking that arrives at once opens no window; a slow one says it is being prepared', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const checkoutId = await newBooking(request);
  // Every dialog ever put into the page, however briefly.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { seenDialogs?: string[] }).seenDialogs = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const element of [node, ...node.querySelectorAll('[role="dialog"]')])
              if (element.getAttribute('role') === 'dialog') seen.push(element.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/en-gb/booking/info/${checkoutId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { seenDialogs?: string[] }).seenDialogs)).toEqual([]);

  await context.addCookies([
    { name: 'demo_faults', value: 'checkout_get:latency=1500', url: baseURL! },
  ]);
  await page.reload();
  const window = page.getByRole('dialog', { name: 'Your booking' });
  await expect(window).toContainText('We are preparing your booking. One moment please…');
  await expect(window).toHaveCount(0);
  await expect(page.getByRole('textbox').first()).toBeVisible();
});
