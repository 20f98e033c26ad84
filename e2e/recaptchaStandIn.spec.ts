import { expect, test } from './fixtures';

/**
 * The Google reCAPTCHA stand-in of the demo host (demo/recaptcha) under the shop's RecaptchaField,
 * on the stand-in's check page: consent first, then an "I'm not a robot" checkbox ticked by
 * keyboard, whose token the server accepts once.
 */

test('ticking the box by keyboard yields a token the server accepts once; the field resets', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/demo-recaptcha/harness');
  const field = page.getByRole('group', { name: 'Security check' });
  await expect(
    field.getByText('We need your consent to load the Google reCAPTCHA service'),
  ).toBeVisible();
  await expectAccessible(page, 'the reCAPTCHA field before consent');

  await field.getByRole('button', { name: 'Accept' }).click();
  const box = field.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(box).toBeVisible();
  await expectAccessible(page, 'the reCAPTCHA stand-in widget');

  await box.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Token: rc-\d{6}-[a-z0-9]+$/)).toBeVisible();
  await expect(field.getByText('You are verified')).toBeVisible();
  await expect(box).toBeChecked();
  await expectAccessible(page, 'the reCAPTCHA stand-in, verified');

  const check = page.getByRole('button', { name: 'Check the token on the server' });
  await check.click();
  await expect(page.getByText('Server: accepted')).toBeVisible();
  await check.click();
  await expect(page.getByText('Server: refused')).toBeVisible();

  // After a failed submit a form resets the widget: no token, the box unticked, 'required' shown.
  await page.getByRole('button', { name: 'Reset the field' }).click();
  await expect(page.getByText('Token: none')).toBeVisible();
  await expect(box).not.toBeChecked();
  await check.click();
  await expect(field).toHaveAccessibleDescription('This field is required.');
  await expectAccessible(page, 'the reCAPTCHA field with its error');

  await box.click();
  await expect(page.getByText(/^Token: rc-/)).toBeVisible();
  await expect(field.getByText('This field is required.')).toBeHidden();
});

test("the site key 'invalid' shows Google's site-owner error and the field says it failed", async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/demo-recaptcha/harness?key=invalid');
  const field = page.getByRole('group', { name: 'Security check' });
  await field.getByRole('button', { name: 'Accept' }).click();
  await expect(field.getByText('ERROR for site owner: Invalid site key')).toBeVisible();
  await expect(
    field.getByText('The security check lost its connection. Please try again.'),
  ).toBeVisible();
  await expect(field.getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page, 'the reCAPTCHA stand-in with a refused key');
});
