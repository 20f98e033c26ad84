import { expect, test } from './fixtures';

/**
 * One press, one cart: repeated Enter and a burst of clicks on the hotel's 'Book now' create one
 * checkout until the page goes to it (docs/rules/hotel-offers.md). The saga test
 * `bookingSaga.test.ts` covers presses between the answer and the page's going, a moment a fast
 * machine rarely shows here.
 */
test("repeated presses of 'Book now' create one checkout", async ({ page, expectAccessible }) => {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/ajax/booking/create')) {
      creates.push(request.url());
    }
  });
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);
  const box = page.getByRole('complementary', { name: 'Your offer' });
  const book = box.getByRole('button', { name: 'Book now' });
  await expect(box).toHaveAttribute('aria-busy', 'false');
  await expectAccessible(page, 'hotel page before booking');

  // Three presses about 100 ms apart (each key held that long), as a visitor's repeated Enter.
  await book.focus();
  for (let press = 0; press < 3; press++) await page.keyboard.press('Enter', { delay: 100 });
  await expect(page).toHaveURL(/\/en-gb\/booking\/ancillaries\/bk-/);
  await expect(page.getByRole('region', { name: 'Price breakdown' })).toBeVisible();
  expect(creates).toHaveLength(1);

  // Back on the hotel page, a burst of clicks books once more, once.
  await page.goBack();
  await expect(book).toBeVisible();
  await expect(box).toHaveAttribute('aria-busy', 'false');
  await book.click({ clickCount: 3 });
  await expect(page).toHaveURL(/\/en-gb\/booking\/ancillaries\/bk-/);
  await expect(page.getByRole('region', { name: 'Price breakdown' })).toBeVisible();
  expect(creates).toHaveLength(2);
});
