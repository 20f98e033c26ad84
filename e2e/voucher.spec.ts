import type { Page } from '@playwright/test';
import { cards, expectNoCardData, recordShopRequests, typeCard } from './cardEntry';
import { expect, test } from './fixtures';

/**
 * The gift-voucher checkout through the demo host (docs/rules/payment-attempts.md): the
 * six-step form with the card provider stand-in, its 3-D Secure page and the reCAPTCHA stand-in,
 * then the success page without header and footer; the no-vouchers redirect.
 */

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function fillVoucherForm(page: Page) {
  await group(page, '1. Choose an amount').getByRole('radio', { name: '€100.00' }).check();
  const recipient = group(page, '2. Who is the voucher for?');
  await recipient.getByLabel("Recipient's first name (optional)").fill('Max');
  await recipient.getByLabel("Recipient's last name (optional)").fill('Muster');
  const buyer = group(page, '3. Your details');
  await buyer.getByLabel('Salutation').selectOption({ label: 'Ms' });
  await buyer.getByLabel('First name').fill('Erika');
  await buyer.getByLabel('Last name').fill('Muster');
  await buyer.getByLabel('Date of birth').pressSequentially('02041980');
  await buyer.getByLabel('Street and house number').fill('Hauptstraße 1');
  await buyer.getByLabel('Postcode').fill('50667');
  await buyer.getByLabel('City').fill('Köln');
  await buyer.getByLabel('Country').selectOption({ label: 'Germany' });
  await buyer.getByLabel('E-mail address', { exact: true }).fill('erika@example.com');
  await buyer.getByLabel('Repeat e-mail address').fill('erika@example.com');
  await buyer.getByLabel('Phone number').fill('+49221123456');
}

async function passSecurityCheck(page: Page) {
  const check = page.getByRole('group', { name: 'Security check' });
  await check.getByRole('button', { name: 'Accept' }).click();
  await check.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(check.getByText('You are verified')).toBeVisible();
}

test('buy a voucher with 3-D Secure → success page without header and footer', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const sent = recordShopRequests(page);
  await page.goto('/en-gb/voucher/checkout');
  await expect(page).toHaveURL(/\/en-gb\/voucher\/checkout\/vc-/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Give a holiday: buy a gift voucher' }),
  ).toBeVisible();
  await expect(page.getByText('XXX-XX-XXXXXXXXXXXX')).toBeVisible();
  // Production builds have no development helper.
  await expect(page.getByRole('button', { name: 'Fill forms' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(group(page, '1. Choose an amount').getByRole('radio').first()).toBeFocused();
  await expect(page.getByText('This field is required!').first()).toBeVisible();
  await expectAccessible(page, 'voucher form with its errors');

  await fillVoucherForm(page);
  const preview = page.getByRole('figure', { name: 'Preview of your gift voucher' });
  await expect(preview.getByText('€100.00')).toBeVisible();
  await expect(preview.getByText('For Max Muster')).toBeVisible();
  await typeCard(page, cards.challenge);
  await page.getByLabel(/terms and conditions for gift vouchers/).check();
  await passSecurityCheck(page);
  await expectAccessible(page, 'voucher form filled in');

  const bookNow = page.getByRole('button', { name: 'Book now' });
  await bookNow.click();
  const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(challenge).toBeVisible();
  await expectAccessible(page, 'voucher 3-D Secure challenge');
  // Cancelled, the challenge gives the keyboard back to 'Book now', to try again from there.
  await page.keyboard.press('Escape');
  await expect(challenge).toHaveCount(0);
  await expect(bookNow).toBeFocused();
  await expect(
    page.getByText('The card verification was cancelled.', { exact: false }),
  ).toBeVisible();
  // A reCAPTCHA answer counts once: the second attempt asks for a new one.
  const check = page.getByRole('group', { name: 'Security check' });
  await check.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await expect(check.getByText('You are verified')).toBeVisible();
  await bookNow.click();
  await expect(challenge).toBeVisible();
  await challenge
    .frameLocator('iframe')
    .getByRole('button', { name: /Approve/ })
    .click();

  await expect(page).toHaveURL(/\/en-gb\/voucher\/success\/vc-/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! Your gift voucher is paid.' }),
  ).toBeVisible();
  await expect(page.getByText(/^LHH-10-[A-Z0-9]{12}$/)).toBeVisible();
  await expect(
    page.getByText('We have sent the voucher to erika@example.com.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page, 'voucher success page');
  await expectNoCardData(page, sent);

  // The paid voucher's checkout address leads to its success page again.
  const checkoutUrl = page.url().replace('/voucher/success/', '/voucher/checkout/');
  await page.goto(checkoutUrl);
  await expect(page).toHaveURL(/\/en-gb\/voucher\/success\/vc-/);
});

test('a refused card opens the error modal; a reload keeps what was typed', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en-gb/voucher/checkout');
  await expect(page).toHaveURL(/\/voucher\/checkout\/vc-/);
  await fillVoucherForm(page);
  await page.reload();
  await expect(group(page, '3. Your details').getByLabel('First name')).toHaveValue('Erika');
  await expect(page.getByRole('radio', { name: '€100.00' })).toBeChecked();
  await typeCard(page, cards.refused);
  await page.getByLabel(/terms and conditions for gift vouchers/).check();
  await passSecurityCheck(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
  await expect(dialog.getByText('Payment card verification failed.')).toBeVisible();
  await expectAccessible(page, 'voucher error modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Book now' })).toBeFocused();
  // The used token is gone: the security check asks again.
  await expect(
    page.getByRole('group', { name: 'Security check' }).getByRole('checkbox'),
  ).not.toBeChecked();
});

test('sold-out vouchers send visitors to the homepage, a CMS user stays', async ({
  page,
  context,
  expectAccessible,
}) => {
  await context.addCookies([
    { name: 'demo_faults', value: 'voucher_create:no-vouchers', domain: '127.0.0.1', path: '/' },
  ]);
  await page.goto('/en-gb/voucher/checkout');
  await expect(page).toHaveURL(/\/en-gb\/?$/);

  await context.addCookies([
    { name: 'demo_cms_editor', value: '1', domain: '127.0.0.1', path: '/' },
  ]);
  await page.goto('/en-gb/voucher/checkout');
  await expect(page.getByRole('heading', { name: 'No gift vouchers on sale' })).toBeVisible();
  await expect(page).toHaveURL(/\/en-gb\/voucher\/checkout$/);
  await expectAccessible(page, 'sold-out voucher checkout for a CMS user');
});
