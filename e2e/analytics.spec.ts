import type { Page } from '@playwright/test';
import { decideConsent, newBooking } from './demoHost';
import { expect, test } from './fixtures';

/**
 * Analytics (docs/rules/consent-and-analytics.md) through the demo brand page, whose consent
 * manager stand-in reads the cookie demo_consent: data-layer events only after analytics consent;
 * result-list and gallery loads, product impressions and clicks; the checkout's event log; nothing
 * a traveller types in any of it.
 */

type Pushed = { event: string; [key: string]: unknown };

/** Every push onto window.dataLayer of every page this test opens, in order. */
async function recordDataLayer(page: Page): Promise<Pushed[]> {
  const pushed: Pushed[] = [];
  await page.exposeFunction('recordDataLayerPush', (event: Pushed) => pushed.push(event));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { recordDataLayerPush: (e: unknown) => void })
      .recordDataLayerPush;
    layer.push = (...events: unknown[]) => {
      events.forEach((event) => record(event));
      return Array.prototype.push.apply(layer, events);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return pushed;
}

function recordEventLog(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ajax/event-logger/log')) bodies.push(request.postDataJSON());
  });
  return bodies;
}

const named = (pushed: Pushed[], event: string) => pushed.filter((e) => e.event === event);

test('result list: one load event per search, product impressions in batches, product clicks', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  await decideConsent(context, baseURL, 'analytics=1');
  const pushed = await recordDataLayer(page);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  const hotels = main.getByRole('heading', { level: 2 }).getByRole('link');
  await expect(hotels.first()).toBeVisible();
  await expectAccessible(page, 'result list with analytics allowed');

  await expect.poll(() => named(pushed, 'resultListLoaded')).toHaveLength(1);
  await expect.poll(() => named(pushed, 'productImpressions').length).toBeGreaterThan(0);
  const [impressions] = named(pushed, 'productImpressions');
  const first = (impressions?.items as { id: string; list: string; position: number }[])[0];
  expect(first).toMatchObject({ list: 'resultlist', position: 1 });

  // Paging loads the list again but is no new search: no second load event.
  await main
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Next page' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  const batches = named(pushed, 'productImpressions').length;
  await expect.poll(() => named(pushed, 'productImpressions').length).toBeGreaterThan(batches);
  expect(named(pushed, 'resultListLoaded')).toHaveLength(1);

  // A search from the mask re-arms the trigger.
  await page
    .getByRole('search', { name: 'Search holidays' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(() => named(pushed, 'resultListLoaded')).toHaveLength(2);

  const name = (await hotels.first().textContent()) ?? '';
  await hotels.first().click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'hotel page opened from the list');
  expect(named(pushed, 'productClick')).toEqual([
    {
      event: 'productClick',
      item: expect.objectContaining({ name, list: 'resultlist', position: 1 }),
    },
  ]);
});

test('the all-destinations gallery load is counted; nothing goes to the data layer without consent', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  await decideConsent(context, baseURL, 'analytics=0');
  const pushed = await recordDataLayer(page);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto('/en-gb/gallery/AllDestinations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The gallery's own impressions would have gone out by now had consent been given.
  await page.waitForLoadState('networkidle');
  expect(pushed).toEqual([]);

  await decideConsent(context, baseURL, 'analytics=1');
  await page.reload();
  await expect.poll(() => named(pushed, 'allDestinationsLoaded')).toHaveLength(1);
  await expectAccessible(page, 'all destinations with analytics allowed');
  expect(named(pushed, 'allDestinationsLoaded')[0]?.count).toEqual(expect.any(Number));
});

const traveller = {
  lead: ['Ms', 'Wilhelmina', 'Quackenbusch', '17031984'],
  second: ['Mr', 'Bartholomew', 'Quackenbusch', '09121982'],
  email: 'wilhelmina.q@example.org',
  phone: '+49301234567',
  street: 'Lindenallee 42',
  postcode: '10115',
  city: 'Berlin-Mitte',
} as const;
const typedValues = [
  ...traveller.lead.slice(1),
  ...traveller.second.slice(1, 2),
  '1984-03-17',
  '1982-12-09',
  traveller.email,
  traveller.phone,
  traveller.street,
  traveller.city,
];

test('a paid booking logs its events with the trimmed package and none of the travellers’ data', async ({
  page,
  context,
  baseURL,
  request,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await decideConsent(context, baseURL, 'analytics=1');
  const pushed = await recordDataLayer(page);
  const logged = recordEventLog(page);
  const checkoutId = await newBooking(request);
  await page.goto(`/en-gb/booking/info/${checkoutId}`);
  for (const [group, [salutation, first, last, birth]] of [
    ['Adult 1', traveller.lead],
    ['Adult 2', traveller.second],
  ] as const) {
    const row = page.getByRole('group', { name: group, exact: true });
    await row.getByLabel('Salutation').selectOption({ label: salutation });
    await row.getByLabel('First name').fill(first);
    await row.getByLabel('Last name').fill(last);
    await row.getByLabel('Date of birth').pressSequentially(birth);
    await row.getByLabel('Nationality').selectOption({ label: 'Germany' });
  }
  await page.getByLabel('E-mail address', { exact: true }).fill(traveller.email);
  await page.getByLabel('Repeat e-mail address').fill(traveller.email);
  await page.getByLabel('Phone number').fill(traveller.phone);
  const billing = page.getByRole('group', { name: 'Person being billed', exact: true });
  await billing.getByLabel('Street and house number').fill(traveller.street);
  await billing.getByLabel('Postcode').fill(traveller.postcode);
  await billing.getByLabel('City').fill(traveller.city);
  await billing.getByLabel('Country').selectOption({ label: 'Germany' });
  await page.getByLabel('I have read and accept the terms and conditions.').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();

  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/success/${checkoutId}`), { timeout: 20_000 });
  await expectAccessible(page, 'booking success page');

  await expect
    .poll(() => logged.map((body) => (body.msg as { action: string }).action))
    .toContain('bookingSuccess');
  const success = logged.find(
    (body) => (body.msg as { action: string }).action === 'bookingSuccess',
  );
  expect(success).toMatchObject({
    stack: '',
    level: 'INFO',
    msg: {
      time: expect.any(String),
      hotelId: expect.any(Number),
      package: { travellers: { adults: 2, children: 0, infants: 0 } },
    },
    context: { checkoutId, locale: 'en-gb' },
  });
  const sent = JSON.stringify([pushed, logged]);
  for (const value of typedValues) expect(sent).not.toContain(value);
});
