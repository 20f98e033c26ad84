/** @jest-environment node */
import type { VoucherCart, VoucherResponse, VoucherSetInfoRequest } from '../../src/api/types';
import { startDemoServer } from '../testing/demoServer';
import { call, expectShape, requiredKeys } from '../testing/shape';
import { voucherAmounts } from './voucher';

startDemoServer();

function cartOf(body: VoucherResponse): VoucherCart {
  expectShape<VoucherResponse>(
    body,
    requiredKeys<VoucherResponse>()('success', 'cart', 'messages', 'errors'),
  );
  return expectShape<VoucherCart>(
    body.cart,
    requiredKeys<VoucherCart>()(
      'id',
      'finished',
      'success',
      'currency',
      'availableVouchers',
      'voucher',
      'payment',
      'checkout',
    ),
  );
}

const info = (cardHolder: string, amount = 100): VoucherSetInfoRequest => ({
  voucher: {
    amount: { amount, currency: 'EUR' },
    recipient: { firstName: 'Max', lastName: 'Muster' },
  },
  customer: {
    type: 'PERSON',
    gender: 'FEMALE',
    firstName: 'Erika',
    lastName: 'Muster',
    address: { street: 'Hauptstraße 1', city: 'Köln', postalCode: '50667', countryCode: 'DE' },
    birthDate: '1980-04-02',
    contact: { email: 'erika@example.com', telephone1: '0221123456' },
  },
  payment: {
    brand: 'visa',
    encryptedCardNumber: 'enc',
    encryptedExpiryMonth: 'enc',
    encryptedExpiryYear: 'enc',
    encryptedSecurityCode: 'enc',
    cardHolder,
    returnUrl: 'http://localhost/de-de/voucher/checkout',
    origin: 'http://localhost',
  },
});

async function created(): Promise<string> {
  const { body } = await call('voucher_create', { body: {}, query: { locale: 'de-de' } });
  const cart = cartOf(body);
  expect(cart.availableVouchers.map((v) => v.amount)).toEqual(voucherAmounts);
  expect(cart.voucher.code).toBeNull();
  return cart.id;
}

describe('voucher checkout', () => {
  it('creates, loads and books a voucher without a challenge', async () => {
    const checkoutId = await created();
    expect(cartOf((await call('voucher_cart', { params: { checkoutId } })).body).id).toBe(
      checkoutId,
    );
    const booked = cartOf(
      (await call('voucher_set_info', { params: { checkoutId }, body: info('Erika Muster') })).body,
    );
    expect(booked).toEqual(
      expect.objectContaining({
        finished: true,
        success: true,
        payment: { resultCode: 'Authorised' },
      }),
    );
    expect(booked.voucher.code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{2}-[A-Z0-9]{12}$/);
    const again = await call('voucher_set_info', {
      params: { checkoutId },
      body: info('Erika Muster'),
    });
    expect(again.body.errors).toEqual([{ id: 'voucherAlreadyBookedError' }]);
  });

  it('asks for 3-D Secure for the card holder "Challenge" and books with the result', async () => {
    const checkoutId = await created();
    const pending = cartOf(
      (await call('voucher_set_info', { params: { checkoutId }, body: info('Challenge Me') })).body,
    );
    expect(pending.checkout.payment).toEqual({
      threeDs: true,
      action: expect.objectContaining({ type: 'threeDS2' }),
    });
    expect(pending.finished).toBe(false);
    const missing = await call('voucher_book', { params: { checkoutId }, body: { details: {} } });
    expect(missing.body.errors).toEqual([{ id: 'technicalError' }]);
    const done = cartOf(
      (
        await call('voucher_book', {
          params: { checkoutId },
          body: { details: { threeDSResult: 'ok' } },
        })
      ).body,
    );
    expect(done).toEqual(expect.objectContaining({ finished: true, success: true }));
  });

  it('declines the card holder "Refused" and rejects unknown amounts', async () => {
    const checkoutId = await created();
    const refused = await call('voucher_set_info', {
      params: { checkoutId },
      body: info('Refused Card'),
    });
    expect(refused.body.errors).toEqual([{ id: 'threeDsChallengeRejectedError' }]);
    const odd = await call('voucher_set_info', {
      params: { checkoutId },
      body: info('Erika Muster', 33),
    });
    expect(odd.body.errors).toEqual([{ id: 'unknownIssue' }]);
  });

  it('reports NO_VOUCHERS_AVAILABLE under the no-vouchers fault and 404 for unknown carts', async () => {
    const { body } = await call('voucher_create', {
      body: {},
      headers: { 'x-demo-fault': 'no-vouchers' },
    });
    expect(body).toEqual(
      expect.objectContaining({
        success: false,
        cart: null,
        errors: [{ id: 'NO_VOUCHERS_AVAILABLE' }],
      }),
    );
    expect((await call('voucher_cart', { params: { checkoutId: 'vc-404' } })).status).toBe(404);
  });

  it('lets a bought voucher pay for a booking as a coupon', async () => {
    const checkoutId = await created();
    const code =
      cartOf(
        (
          await call('voucher_set_info', {
            params: { checkoutId },
            body: info('Erika Muster', 150),
          })
        ).body,
      ).voucher.code ?? '';
    const list = await call('get_mixed_resultlist', {
      body: { productSearch: { destinations: ['cy'] }, resultsPerPage: 1 },
    });
    const cart = await call('checkout_create', {
      body: { offer: list.body.results[0]?.offers[0]?.id },
    });
    const bookingId = cart.body.cart?.id ?? '';
    const coupon = await call('checkout_set_coupon', {
      params: { checkoutId: bookingId },
      body: { data: { code } },
    });
    expect(coupon.body.cart?.checkout.package.coupon).toEqual({ code, price: { amount: 150 } });
  });
});
