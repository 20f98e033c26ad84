import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

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

const adult = (firstName: string, lastName: string, dateOfBirth: string) => ({
  type: 'ADULT',
  gender: 'FEMALE',
  firstName,
  lastName,
  dateOfBirth,
  nationality: 'DE',
});

/**
 * A fresh booking whose travellers and contact the demo host already has, so a journey can start
 * at the payment step. The lead traveller's last name picks the demo outcome (demo/README.md).
 */
export async function bookingAtPayment(
  request: APIRequestContext,
  leadLastName = 'Muster',
): Promise<string> {
  const checkoutId = await newBooking(request);
  const answer = await request.post(`/ajax/booking/${checkoutId}/set-info?locale=en-gb`, {
    data: {
      data: {
        package: {
          customer: {
            firstName: 'Erika',
            lastName: 'Muster',
            address: {
              street: 'Hauptstraße 1',
              city: 'Köln',
              postalCode: '50667',
              countryCode: 'DE',
            },
            contact: { email: 'erika@example.com', telephone1: '+49221123456' },
          },
          passengerInfo: {
            passengers: [
              adult('Erika', leadLastName, '1980-04-02'),
              adult('Max', 'Muster', '1979-11-30'),
            ],
          },
        },
        infoForm: { firstPersonBilled: true },
      },
    },
  });
  expect((await answer.json()).success).toBe(true);
  return checkoutId;
}
