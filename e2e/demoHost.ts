import type { APIRequestContext, BrowserContext } from '@playwright/test';

/**
 * The visitor's decisions in the demo brand page's consent manager stand-in
 * (public/demo-consent-manager.js), e.g. 'maps=0,recaptcha=1,analytics=1'.
 */
export function decideConsent(context: BrowserContext, baseURL: string | undefined, value: string) {
  return context.addCookies([{ name: 'demo_consent', value, url: baseURL! }]);
}

/** A fresh booking straight from the demo catalogue; returns its checkout id. */
export async function newBooking(request: APIRequestContext): Promise<string> {
  const list = await request.post('/ajax/mixed-resultlist?locale=en-gb', {
    data: { productSearch: { destinations: ['gr-crete'] }, resultsPerPage: 1 },
  });
  const offerId = (await list.json()).results[0].offers[0].id as string;
  const created = await request.post('/ajax/booking/create?locale=en-gb', {
    data: { offer: { id: offerId } },
  });
  return (await created.json()).cart.checkout.id as string;
}
