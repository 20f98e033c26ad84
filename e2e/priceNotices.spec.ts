import { typeCard } from './cardEntry';
import { bookingAtPayment } from './demoHost';
import { expect, test } from './fixtures';

/**
 * A price the tour operator changed between the hotel page and the checkout (demo fault
 * checkout_create:price-change): the notice comes before the shopper can go on, and the total
 * the checkout then names is the one in the notice (docs/rules/checkout-prices.md).
 */
test('a price changed on booking is shown before going on; accepting carries the new total', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([
    { name: 'demo_faults', value: 'checkout_create:price-change', url: baseURL! },
  ]);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);
  await page
    .getByRole('complementary', { name: 'Your offer' })
    .getByRole('button', { name: 'Book now' })
    .click();

  await expect(page).toHaveURL(/\/en-gb\/booking\/ancillaries\/bk-/);
  const notice = page.getByRole('dialog', { name: 'The price of your offer has changed' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    /The new price is €[\d,.]+ per person \(\+€[\d,.]+ difference\)/,
  );
  const total = (await notice.getByText(/^New total price: /).textContent())?.replace(
    'New total price: ',
    '',
  );
  expect(total).toMatch(/^€[\d,]+\.\d\d$/);
  await expectAccessible(page, 'price change notice');

  // Nothing goes on behind the notice: the extras step stays until the shopper answers.
  await expect(page).toHaveURL(/\/booking\/ancillaries\//);
  await notice.getByRole('button', { name: 'Accept new price and continue' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Travellers' })).toBeVisible();
  const breakdown = page
    .getByRole('complementary', { name: 'Your holiday' })
    .getByRole('region', { name: 'Price breakdown' });
  await expect(breakdown).toContainText(`Total to be charged in EUR${total}`);
  await expectAccessible(page, 'travellers step after accepting');

  // Back on the extras step the same change is not reported a second time.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Extras' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expect(notice).toBeHidden();
});

const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a card discount the host grants lowers the total before Pay now', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const checkoutId = await bookingAtPayment(request);

  await page.goto(`/en-gb/booking/payment/${checkoutId}`);
  const breakdown = page
    .getByRole('complementary', { name: 'Your holiday' })
    .getByRole('region', { name: 'Price breakdown' });
  const charged = breakdown.getByRole('term').filter({ hasText: 'Total to be charged in EUR' });
  await expect(charged).toBeVisible();
  const travelPrice = euros((await breakdown.getByRole('definition').first().textContent()) ?? '');
  const totalText = async () =>
    (await breakdown.textContent())?.match(/Total to be charged in EUR(€[\d,]+\.\d\d)/)?.[1] ?? '';
  const before = euros(await totalText());
  // Nothing is promised before the host has checked the card.
  await expect(page.getByText('Your card qualifies', { exact: false })).toHaveCount(0);

  await page.getByRole('radio', { name: /Credit card/ }).check();
  await typeCard(page, '5454 5454 5454 5454');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your card qualifies: 7% will be deducted' }),
  ).toBeVisible();
  await expect(breakdown).toContainText('Card discount (7%)');
  const discount = Math.round(travelPrice * 7) / 100;
  await expect.poll(async () => euros(await totalText())).toBeCloseTo(before - discount, 2);
  await expect(page.getByText(/will be charged when you pay\.$/)).toHaveText(
    `${await totalText()} will be charged when you pay.`,
  );
  await expectAccessible(page, 'payment step with the card discount');
});
