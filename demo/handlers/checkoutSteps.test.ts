/** @jest-environment node */
import { accessTokenFor } from '../testing/accessToken';
import { startDemoServer } from '../testing/demoServer';
import { cartOf, create, customer, setInfo, traveller } from '../testing/checkoutFlow';
import { call } from '../testing/shape';

startDemoServer();

describe('booking checkout steps', () => {
  it('removes a rental car when a transfer is chosen, and lists no ancillaries under the fault', async () => {
    const checkoutId = cartOf(await create()).id;
    await call('checkout_set_ancillaries', {
      params: { checkoutId },
      body: { data: { type: 'rentalCar', refIds: ['car-economy'] } },
    });
    const { body } = await call('checkout_set_ancillaries', {
      params: { checkoutId },
      body: { data: { type: 'transfer', refIds: ['transfer-taxi'] } },
    });
    expect(body.messages?.map((m) => m.id)).toEqual(['rentalCarRemoved']);
    expect(
      cartOf(body).checkout.package.serviceContainers.some((c) => c.service.key === 'rentalCar'),
    ).toBe(false);
    const none = await call('checkout_get_ancillaries', {
      params: { checkoutId },
      body: {},
      headers: { 'x-demo-fault': 'no-ancillaries' },
    });
    expect(none.body.ancillaries).toEqual([]);
  });

  it('rejects identical travellers and bad frequent-flyer numbers', async () => {
    const checkoutId = cartOf(await create()).id;
    const same = traveller('Max', 'Muster', '1980-01-01');
    const { body } = await call('checkout_set_info', {
      params: { checkoutId },
      body: {
        data: {
          package: {
            customer,
            passengerInfo: {
              passengers: [
                same,
                { ...same, frequentFlyerNumber: { number: '123', type: 'MilesAndMore' } },
              ],
            },
          },
          infoForm: {},
        },
      },
    });
    expect(body.success).toBe(false);
    expect(body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'sameNameError' }),
        { id: 'frequentFlyerNumberInvalid', context: 'info', data: [1] },
      ]),
    );
  });

  it('refuses a billing postcode that does not fit its country, and takes a UK one', async () => {
    const send = async (countryCode: string, postalCode: string) => {
      const checkoutId = cartOf(await create()).id;
      const { body } = await call('checkout_set_info', {
        params: { checkoutId },
        body: {
          data: {
            package: {
              customer: { ...customer, address: { ...customer.address, countryCode, postalCode } },
              passengerInfo: {
                passengers: [
                  traveller('Erika', 'Muster', '1980-04-02'),
                  traveller('Max', 'Muster', '1979-11-30'),
                ],
              },
            },
            infoForm: { firstPersonBilled: true },
          },
        },
      });
      return body;
    };
    for (const [country, postcode] of [
      ['GB', '50667'],
      ['DE', 'SW1A 1AA'],
      ['IE', '4111 1111 1111 1111'],
    ] as const) {
      const refused = await send(country, postcode);
      expect(refused.success).toBe(false);
      expect(refused.messages).toEqual([expect.objectContaining({ id: 'unknownIssue' })]);
    }
    const taken = await send('GB', 'SW1A 1AA');
    expect(cartOf(taken).checkout.package.customer?.address).toMatchObject({
      countryCode: 'GB',
      postalCode: 'SW1A 1AA',
    });
  });

  it('applies purchase-voucher coupons and refuses others', async () => {
    const cart = cartOf(await create());
    const checkoutId = cart.id;
    const applied = cartOf(
      (
        await call('checkout_set_coupon', {
          params: { checkoutId },
          body: { data: { code: 'L80-XY-123' } },
        })
      ).body,
    );
    expect(applied.checkout.amounts.totalAmount.value).toBe(
      cart.checkout.amounts.totalAmount.value - 80,
    );
    expect(applied.checkout.package.coupon?.price.amount).toBe(80);
    const refused = await call('checkout_set_coupon', {
      params: { checkoutId },
      body: { data: { code: 'HELLO' } },
    });
    expect(refused.body.messages?.[0]).toEqual({ id: 'voucherUnusable', context: 'coupon' });
    const early = await call('checkout_set_coupon', {
      params: { checkoutId },
      body: { data: { code: 'NOTACTIVE-1' } },
    });
    expect(early.body.messages?.[0]?.id).toBe('voucherNotActive');
  });

  it('refuses payment before the traveller data and runs the 3-D Secure path', async () => {
    const checkoutId = cartOf(await create()).id;
    const early = await call('do_payment_set', {
      params: { checkoutId },
      body: { data: { payment: { type: 'CreditCard' } } },
    });
    expect(early.body.success).toBe(false);
    await setInfo(checkoutId, 'Muster');
    const recurring = await call('do_recurring_payment', {
      params: { checkoutId },
      headers: { Authorization: `Bearer ${accessTokenFor('erika@example.com')}` },
      body: {
        data: {
          paymentMethod: { type: 'CreditCard', storedPaymentMethodId: 'stored-erika-visa-1111' },
          holderName: 'Erika Muster',
          origin: 'http://localhost',
        },
      },
    });
    expect(recurring.body).toEqual(
      expect.objectContaining({
        success: true,
        threeDs: true,
        action: expect.objectContaining({ type: 'threeDS2' }),
      }),
    );
    const refused = await call('checkout_finalize_payment', {
      params: { checkoutId },
      body: { data: { details: { threeDSResult: 'refused' } } },
    });
    expect(refused.body.messages?.[0]?.id).toBe('threeDsChallengeRefused');
    const done = await call('checkout_finalize_payment', {
      params: { checkoutId },
      body: { data: { details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' } } },
    });
    expect(cartOf(done.body).checkout.status).toBe('processing');
    expect((await call('checkout_book', { params: { checkoutId }, body: {} })).body).toEqual({
      success: true,
      finished: false,
      soft: false,
    });
  });

  it('checks BINs, logs in to miles and serves the side data', async () => {
    const checkoutId = cartOf(await create()).id;
    expect(
      (
        await call('do_verify_bin_number', {
          params: { checkoutId },
          body: { binValue: '545454', cardHolder: 'A B' },
        })
      ).body,
    ).toEqual(expect.objectContaining({ allowed: true, discount: true, discountPercent: 7 }));
    expect(
      (
        await call('do_verify_bin_number', {
          params: { checkoutId },
          body: { binValue: '999999', cardHolder: 'A B' },
        })
      ).body.allowed,
    ).toBe(false);
    const miles = await call('checkout_miles_more', {
      params: { checkoutId },
      body: { data: { cardNumber: '992003000123456', milesAmount: 8000 } },
    });
    expect(miles.body.milesAndMoreData).toEqual(
      expect.objectContaining({ remainingtotalpoints: 42000, minimumPointsFee: 7500 }),
    );
    expect(
      (
        await call('checkout_miles_more', {
          params: { checkoutId },
          body: { data: { cardNumber: '992003000123000' } },
        })
      ).body.messages?.[0]?.id,
    ).toBe('milesMoreLoginError');
    const countries = await call('checkout_get_country_info', { params: { checkoutId }, body: {} });
    expect(countries.body.countries.slice(0, 3).map((c) => c.code)).toEqual(['DE', 'AT', 'CH']);
    const payment = await call('checkout_get_payment', { params: { checkoutId }, body: {} });
    expect(payment.body.paymentConfig?.scriptVersion).toBe('2.0.0');
    expect(cartOf(payment.body).checkout.status).toBe('info');
    expect(
      (
        await call('checkout_set_insurance_market', {
          params: { checkoutId },
          body: { data: { market: 'at' } },
        })
      ).body.cart?.checkout.package.market,
    ).toBe('at');
    expect(
      (await call('checkout_rental_car_conditions', { params: { serviceId: 'car-suv' }, body: {} }))
        .body.conditions.length,
    ).toBe(3);
  });
});
