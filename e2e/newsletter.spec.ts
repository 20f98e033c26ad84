import { expect, test } from './fixtures';

/**
 * The newsletter forms through the demo host: subscribe, unsubscribe and the customer profile, each
 * with success and the server's errors, and an accessibility scan of every state shown.
 */
test('subscribe: a refused address keeps what was typed, a good one is subscribed', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/en-gb/newsletter');
  const form = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please accept the terms and conditions.')).toBeVisible();
  await expect(form.getByLabel('E-mail address')).toBeFocused();
  await expectAccessible(page, 'newsletter form with errors');

  await form.getByLabel('E-mail address').fill('fail@example.com');
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const banner = form.getByRole('alert');
  await expect(banner).toHaveText(/Something went wrong/);
  await expectAccessible(page, 'newsletter form with the server error');
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);

  // A reload keeps the typed address.
  await page.reload();
  await expect(form.getByLabel('E-mail address')).toHaveValue('fail@example.com');
  await form.getByLabel('E-mail address').fill('lisa@example.com');
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Almost done!' })).toBeFocused();
  await expectAccessible(page, 'newsletter subscribed');
  await page.getByRole('link', { name: 'To the homepage' }).click();
  await expect(page).toHaveURL(/\/en-gb$/);
});

test('unsubscribe: no address, unknown and already unsubscribed addresses, yes and no', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/en-gb/newsletter-unsubscribe');
  const yes = page.getByRole('button', { name: 'Yes' });
  await expect(yes).toHaveAttribute('aria-disabled', 'true');
  // Marked disabled but still reachable: pressing it says why it cannot work.
  await yes.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(/Invalid email/);
  await expectAccessible(page, 'unsubscribe without an address');

  for (const [email, error] of [
    ['nobody@example.com', 'Unknown email'],
    ['gone@example.com', 'Email already unsubscribed'],
  ]) {
    await page.goto(`/en-gb/newsletter-unsubscribe?newsletter_recipient=${email}`);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('alert')).toHaveText(new RegExp(error!));
  }

  await page.goto('/en-gb/newsletter-unsubscribe?newsletter_recipient=demo%40example.com');
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('heading', { name: 'Glad you are staying' })).toBeVisible();
  await page.goto(
    '/en-gb/newsletter-unsubscribe?newsletter_recipient=demo%40example.com&newsletter_unsubscribe_list_id=holiday-news',
  );
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'Sorry to see you go' })).toBeVisible();
  await expectAccessible(page, 'unsubscribed');
});

test('profile: a wrong id says so; a failed save keeps the edits; the right one is saved', async ({
  page,
  context,
  expectAccessible,
  allowConsoleError,
}) => {
  await page.goto('/en-gb/newsletter-profile?newsletter_update_id=nl-nobody');
  await expect(page.getByRole('alert')).toHaveText(
    'Please ensure the provided id is correct and reload the page to try again',
  );
  await expectAccessible(page, 'profile that cannot be loaded');

  await page.goto('/en-gb/newsletter-profile?newsletter_update_id=nl-demo-0001');
  const birthdate = page.getByLabel('Date of birth');
  await expect(birthdate).toHaveValue('12.08.1984');
  await page.getByRole('checkbox', { name: 'Zürich (ZRH)' }).check();
  await expect(page.getByRole('checkbox', { name: 'Wien (VIE)' })).toBeDisabled();
  await birthdate.fill('');
  await birthdate.pressSequentially('31021990');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Invalid date')).toBeVisible();
  await expectAccessible(page, 'profile form with an invalid date');
  await birthdate.fill('');
  await birthdate.pressSequentially('28021990');

  // The server fails once (demo fault switch): the banner says so and the edits stay.
  allowConsoleError(/500 \(Internal Server Error\)/);
  const origin = new URL(page.url()).origin;
  await context.addCookies([
    { name: 'demo_faults', value: 'newsletter_update_customer:status=500', url: origin },
  ]);
  await page.getByRole('button', { name: 'Save profile' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(banner).toBeVisible();
  await expect(birthdate).toHaveValue('28.02.1990');
  await expectAccessible(page, 'profile form with the server error');
  await banner.getByRole('button', { name: 'Close' }).click();
  await context.clearCookies({ name: 'demo_faults' });

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Thank you, your newsletter profile has been saved.')).toBeVisible();
  await expectAccessible(page, 'profile saved');

  // The saved profile is what the demo host sends next time.
  await page.reload();
  await expect(page.getByLabel('Date of birth')).toHaveValue('28.02.1990');
  await expect(page.getByRole('checkbox', { name: 'Zürich (ZRH)' })).toBeChecked();
});
