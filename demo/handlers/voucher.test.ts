/** @jest-environment node */
import type { VoucherCart, VoucherResponse, VoucherSetInfoRequest } from '../../src/api/types';
import { startDemoServer } from '../testing/demoServer';
import { voucherSetInfoBody } from '../testing/voucherFlow';
import { call, expectShape, requiredKeys } from '../testing/shape';
import { tokenise } from '../cardProvider/testCards';
import { issueRecaptchaToken } from '../recaptcha/tokens';
import { demoState } from './index';
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

const info = voucherSetInfoBody;

/** The hosted card fields of this voucher tokenised the given test card. */
function cardFor(checkoutId: string, number: string): string {
  const transactionId = `TX-${checkoutId}`;
  demoState.cardTokens.set(transactionId, tokenise(number.replace(/ /g, '')));
  return transactionId;
}

const setInfo = (checkoutId: string, body: VoucherSetInfoRequest, key?: string) =>
  call('voucher_set_info', {
    params: { checkoutId },
    body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
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
    const loaded = await call('voucher_cart', { params: { checkoutId } });
    expect(cartOf(loaded.body).id).toBe(checkoutId);
    expect(loaded.body.paymentConfig?.transactionId).toBe(`TX-${checkoutId}`);
    const booked = await setInfo(checkoutId, info(cardFor(checkoutId, '4242 4242 4242 4242')));
    expect(cartOf(booked.body)).toEqual(
      expect.objectContaining({
        finished: true,
        success: true,
        payment: { resultCode: 'Authorised' },
        customer: { email: 'erika@example.com' },
      }),
    );
    expect(booked.body.cart?.voucher.code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{2}-[A-Z0-9]{12}$/);
    expect(booked.body.paymentConfig).toBeUndefined();
    const again = await setInfo(checkoutId, info(`TX-${checkoutId}`));
    expect(again.body.errors).toEqual([{ id: 'voucherAlreadyBookedError' }]);
  });

  it('asks for 3-D Secure for the challenge test card, with the issuer page on the sibling origin', async () => {
    const checkoutId = await created();
    const pending = cartOf(
      (await setInfo(checkoutId, info(cardFor(checkoutId, '4000 0000 0000 3220')))).body,
    );
    expect(pending.checkout.payment).toEqual({
      threeDs: true,
      action: expect.objectContaining({
        type: 'threeDS2',
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1(:\d+)?\/demo-card\/challenge\?/),
      }),
    });
    expect(pending.finished).toBe(false);
    const missing = await call('voucher_book', { params: { checkoutId }, body: { details: {} } });
    expect(missing.body.errors).toEqual([{ id: 'technicalError' }]);
  });

  it('books with an approved challenge and refuses a refused one', async () => {
    const approvedId = await created();
    await setInfo(approvedId, info(cardFor(approvedId, '4000 0000 0000 3220')));
    const done = await call('voucher_book', {
      params: { checkoutId: approvedId },
      body: { details: { threeDSResult: 'approved' }, paymentData: `pd-${approvedId}` },
    });
    expect(cartOf(done.body)).toEqual(expect.objectContaining({ finished: true, success: true }));

    const refusedId = await created();
    await setInfo(refusedId, info(cardFor(refusedId, '4000 0000 0000 3220')));
    const refused = await call('voucher_book', {
      params: { checkoutId: refusedId },
      body: { details: { threeDSResult: 'refused' } },
    });
    expect(refused.body.errors).toEqual([{ id: 'threeDsChallengeRefused' }]);
    expect(cartOf(refused.body).finished).toBe(false);
  });

  it('declines the refused test card, a card never tokenised, and invalid form data', async () => {
    const checkoutId = await created();
    const refused = await setInfo(checkoutId, info(cardFor(checkoutId, '4000 0000 0000 0002')));
    expect(refused.body.errors).toEqual([{ id: 'threeDsChallengeRejectedError' }]);
    const unknownCard = await setInfo(checkoutId, info('TX-never'));
    expect(unknownCard.body.errors).toEqual([{ id: 'technicalError' }]);
    const tx = cardFor(checkoutId, '4242 4242 4242 4242');
    for (const bad of [
      { amount: 33 },
      { birthDate: '2015-01-01' },
      { postalCode: '50 667' },
      { postalCode: 'SW1A 1AA' },
      { postalCode: '50667', countryCode: 'GB' },
      { street: 'S'.repeat(31) },
      { firstName: '😀🎉' },
      { recipientLastName: 'Ⓜⓤⓢⓣⓔⓡ' },
      { cardHolder: 'Erika 2' },
    ]) {
      const answer = await setInfo(checkoutId, info(tx, bad));
      expect(answer.body.errors).toEqual([{ id: 'unknownIssue' }]);
    }
  });

  it('books a voucher for a buyer with a UK postcode or an Irish Eircode', async () => {
    for (const [countryCode, postalCode] of [
      ['GB', 'SW1A 1AA'],
      ['IE', 'D02 X285'],
    ] as const) {
      const checkoutId = await created();
      const tx = cardFor(checkoutId, '4242 4242 4242 4242');
      const answer = await setInfo(checkoutId, info(tx, { countryCode, postalCode }));
      expect(answer.body.errors).toEqual([]);
      expect(answer.body.success).toBe(true);
    }
  });

  it('takes an issued reCAPTCHA token once, and wants one from the demo brands', async () => {
    const checkoutId = await created();
    const tx = cardFor(checkoutId, '4000 0000 0000 0002');
    const issued = issueRecaptchaToken('demo-recaptcha-key')?.token ?? '';
    const first = await setInfo(checkoutId, { ...info(tx), recaptcha: issued });
    expect(first.body.errors).toEqual([{ id: 'threeDsChallengeRejectedError' }]);
    const reused = await setInfo(checkoutId, { ...info(tx), recaptcha: issued });
    expect(reused.body.errors).toEqual([{ id: 'unknownIssue' }]);
    const missing = await call('voucher_set_info', {
      params: { checkoutId },
      body: info(tx),
      headers: { 'X-Shop-Variant': 'sunwave' },
    });
    expect(missing.body.errors).toEqual([{ id: 'unknownIssue' }]);
  });

  it('answers a retried attempt as the first time and charges once', async () => {
    const checkoutId = await created();
    const tx = cardFor(checkoutId, '4242 4242 4242 4242');
    const first = await setInfo(checkoutId, info(tx), 'attempt-1');
    const retry = await setInfo(checkoutId, info(tx), 'attempt-1');
    expect(retry.body).toEqual(first.body);
    expect(first.body.success).toBe(true);
    expect(demoState.vouchers.get(checkoutId)?.paymentSets).toBe(1);
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
        fallbackUrl: '/de-de',
      }),
    );
    const alpina = await call('voucher_create', {
      body: {},
      query: { locale: 'de-ch' },
      headers: { 'x-demo-fault': 'no-vouchers', 'X-Shop-Variant': 'alpina' },
    });
    expect(alpina.body.fallbackUrl).toBe('/alpina/de-ch');
    expect((await call('voucher_cart', { params: { checkoutId: 'vc-404' } })).status).toBe(404);
  });

  it('lets a bought voucher pay for a booking as a coupon', async () => {
    const checkoutId = await created();
    const booked = await setInfo(
      checkoutId,
      info(cardFor(checkoutId, '4242 4242 4242 4242'), { amount: 150 }),
    );
    const code = booked.body.cart?.voucher.code ?? '';
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
