/** @jest-environment node */
import { startDemoServer } from '../../../../demo/testing/demoServer';
import { cartOf, create } from '../../../../demo/testing/checkoutFlow';
import { call } from '../../../../demo/testing/shape';
import { initialTravellerValues, toSetInfoData } from './setInfoData';
import { ageLimitsOf } from './travellerRules';
import { validValues } from './testing/travellerFixtures';

startDemoServer();

describe('set-info payload against the demo host', () => {
  it('is accepted for a freshly created cart and stored as sent', async () => {
    const cart = cartOf(await create());
    const rows = initialTravellerValues(cart, { ageLimits: ageLimitsOf(), dateSeparator: '/' });
    const filled = validValues();
    // The demo party's size decides the rows; fill each from the valid fixture's people.
    const values = {
      ...filled,
      adults: rows.adults.map((row, index) => ({
        ...(filled.adults[index] ?? filled.adults[1]!),
        passengerIndex: row.passengerIndex,
      })),
      children: rows.children.map((row, index) => ({
        ...(filled.children[index] ?? filled.children[0]!),
        ...row,
        fname: ['Lena', 'Mia', 'Tom'][index] ?? 'Ida',
        lname: 'Muster',
        salutation: 'FEMALE' as const,
        birthDate: '05/06/2018',
      })),
    };
    const data = toSetInfoData(values, {
      dateSeparator: '/',
      frequentFlyerProgrammes: true,
      newsletterConsent: true,
    });
    const { body } = await call('checkout_set_info', {
      params: { checkoutId: cart.id },
      body: { data },
    });
    const saved = cartOf(body);
    expect(saved.checkout.package.passengerInfo.passengers.map((p) => p.firstName)).toEqual(
      data.package.passengerInfo.passengers.map((p) => p.firstName),
    );
    expect(saved.checkout.package.customer?.contact.email).toBe('max@example.com');
  });
});
