import type { APIRequestContext, Page } from '@playwright/test';
import { routeNames, type RouteName } from '../src/config/routeTable';
import { bookingAtPayment, newBooking } from './demoHost';
import { expect, test } from './fixtures';

/**
 * No page of the shop is wider than the screen (docs/decisions.md): every named route, loaded
 * once and then shown at 1440, 1024, 768, 375 and 320 px, scrolls only downwards. A page wider
 * than a phone's screen moves sideways under the thumb and cuts its own text off.
 */

const widths = [1440, 1024, 768, 375, 320];

const mallorcaList = '/de-de/search?dest=es-mallorca&dep=FRA';

async function firstHotel(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/ajax/mixed-resultlist?locale=de-de', {
    data: { productSearch: { destinations: ['es-mallorca'] }, resultsPerPage: 1 },
  });
  const hotel = (
    (await answer.json()) as {
      results: { hotels: { slugPath: string; slugName: string; id: number }[] }[];
    }
  ).results[0]?.hotels[0];
  if (!hotel) throw new Error('the demo result list for Mallorca is empty');
  return `/de-de/hotel/${hotel.slugPath}/${hotel.slugName}-${hotel.id}?dest=es-mallorca`;
}

const booking = (step: string) => async (request: APIRequestContext) =>
  `/de-de/booking/${step}/${await newBooking(request)}`;

/**
 * An address for every named route: a new route fails the test below until it has one. Pages
 * that need a state the demo host gives (a booking at payment, a signed-out brand with login)
 * get it; an outcome page of a booking that has none shows what the shop shows then.
 */
const addresses: Record<RouteName, string | ((request: APIRequestContext) => Promise<string>)> = {
  resultlist: mallorcaList,
  hoteldetail: firstHotel,
  legacy_hotel: async (request) =>
    (await firstHotel(request)).replace(/\/hotel\/.*-(\d+)\?.*/, '/hotel/$1'),
  all_destinations: '/de-de/gallery/AllDestinations',
  destinations_by_airport: '/de-de/gallery/airport/FRA',
  legacy_gallery: '/de-de/destinations',
  legacy_flight: '/de-de/flights',
  favorites: '/de-de/favorites',
  login: '/alpina/de-ch/login',
  verification_required: '/alpina/de-ch/verification-required',
  logged_in_redirect: '/alpina/de-ch/auth/logged-in',
  logged_out_redirect: '/alpina/de-ch/auth/logged-out',
  email_verification_redirect: '/alpina/de-ch/auth/email-verified',
  complaint_form: '/de-de/contact',
  voucher_checkout: '/de-de/voucher/checkout',
  voucher: '/de-de/voucher/success/demo-1',
  checkout_ancillaries: booking('ancillaries'),
  checkout_info: booking('info'),
  checkout_customer_payment: booking('customer_payment'),
  checkout_payment: async (request) => `/de-de/booking/payment/${await bookingAtPayment(request)}`,
  checkout_processing: booking('process'),
  checkout_success: booking('success'),
  checkout_fail: booking('fail'),
  checkout_soft_booked: booking('soft_booked'),
  seoDestinationGlossary: '/de-de/m.html',
  seoDestinationContent: '/de-de/urlaub/spanien/mallorca.html',
  homepage: '/de-de',
};

/** How far the page reaches past the screen's right edge, and the widest element doing so. */
function overflow(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ excess: number; culprit: string }>((resolve) => {
        // The layout of the new width, two frames on.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const excess = document.documentElement.scrollWidth - window.innerWidth;
            let culprit = '';
            if (excess > 0) {
              const widest = [...document.body.querySelectorAll('*')]
                .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
                .pop();
              culprit = widest
                ? `${widest.tagName.toLowerCase()}.${[...widest.classList].join('.')} "${(widest.textContent ?? '').trim().slice(0, 40)}"`
                : '';
            }
            resolve({ excess, culprit });
          }),
        );
      }),
  );
}

test('every named route has an address here', () => {
  expect(Object.keys(addresses).sort()).toEqual([...routeNames].sort());
});

for (const name of routeNames) {
  test(`${name} is never wider than the screen`, async ({ page, request, allowConsoleError }) => {
    // An unknown voucher: its page says it cannot load it, as wide as any other.
    if (name === 'voucher') allowConsoleError(/ajax\/voucher\/demo-1\/cart/);
    const address = addresses[name];
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(typeof address === 'string' ? address : await address(request));
    // Login routes hand over to the identity provider's page: that page is measured then.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toBeEmpty();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const { excess, culprit } = await overflow(page);
      expect(
        excess,
        `${name} at ${width} px is ${excess} px too wide: ${culprit}`,
      ).toBeLessThanOrEqual(0);
    }
  });
}
