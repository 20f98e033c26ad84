/** @jest-environment node */
import { tokenise } from '../../demo/cardProvider/testCards';
import { demoState } from '../../demo/handlers';
import { malform } from '../../demo/handlers/malformed';
import { cartOf, create, setInfo } from '../../demo/testing/checkoutFlow';
import { startDemoServer } from '../../demo/testing/demoServer';
import { voucherSetInfoBody } from '../../demo/testing/voucherFlow';
import { call } from '../../demo/testing/shape';
import { ApiError } from './apiError';
import type { ApiRouteName } from './endpoints';
import { bookingAnswerChecks } from '../features/checkout';
import { voucherAnswerChecks } from '../features/voucher';
import { addResponseChecks, checkedAnswer, checkedRoutes } from './responseChecks';
import type { CheckoutResponse } from './types';

startDemoServer();

/** Every checked route's answer as the demo host gives it, along one booking and one voucher. */
async function demoAnswers(): Promise<Partial<Record<ApiRouteName, unknown[]>>> {
  const page = await call('get_page', { query: { path: '/de-de', locale: 'de-de' } });
  const created = await create();
  const checkoutId = cartOf(created).id;
  const params = { checkoutId };
  const got = await call('checkout_get', { params, body: {} });
  const extras = await call('checkout_set_ancillaries', {
    params,
    body: { data: { type: 'insurance', refIds: [] } },
  });
  const coupon = await call('checkout_set_coupon', { params, body: { data: { code: 'NOPE' } } });
  const info = await setInfo(checkoutId, 'Muster');
  const payment = await call('checkout_get_payment', { params, body: {} });
  const refused3ds = await call('checkout_finalize_payment', {
    params,
    body: { data: { details: { threeDSResult: 'refused' } } },
  });
  const paid = await call('do_payment_set', {
    params,
    body: { data: { payment: { type: 'CreditCard', card: { cardHolder: 'Erika Muster' } } } },
  });
  const booked = await call('checkout_book', { params, body: {} });
  const polled = await call('checkout_poll', { params, body: {} });
  const voucher = await call('voucher_create', { body: {}, query: { locale: 'de-de' } });
  const voucherId = voucher.body.cart!.id;
  demoState.cardTokens.set(`TX-${voucherId}`, tokenise('4242424242424242'));
  const voucherInfo = await call('voucher_set_info', {
    params: { checkoutId: voucherId },
    body: voucherSetInfoBody(`TX-${voucherId}`),
  });
  return {
    get_page: [page.body],
    checkout_get: [got.body, created],
    checkout_set_ancillaries: [extras.body],
    checkout_set_coupon: [coupon.body],
    checkout_set_info: [info.body],
    checkout_get_payment: [payment.body],
    checkout_finalize_payment: [refused3ds.body],
    do_payment_set: [paid.body],
    checkout_book: [booked.body],
    checkout_poll: [polled.body],
    voucher_set_info: [voucherInfo.body, voucher.body],
  };
}

// The booking's and the voucher's checks come with their chunks; here they are added at once.
addResponseChecks({ ...bookingAnswerChecks, ...voucherAnswerChecks });

function malformedError(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the answer passed');
}

describe('the answers the shop checks', () => {
  it('checks the booking routes and the page load', () => {
    expect(checkedRoutes().sort()).toEqual(
      [
        'checkout_book',
        'checkout_finalize_payment',
        'checkout_get',
        'checkout_get_payment',
        'checkout_poll',
        'checkout_set_ancillaries',
        'checkout_set_coupon',
        'checkout_set_info',
        'do_payment_set',
        'get_page',
        'voucher_set_info',
      ].sort(),
    );
  });

  it("passes the demo host's answers and refuses them malformed", async () => {
    const answers = await demoAnswers();
    for (const route of checkedRoutes()) {
      const given = answers[route] ?? [];
      expect({ route, answered: given.length > 0 }).toEqual({ route, answered: true });
      for (const answer of given) {
        expect(checkedAnswer(route, answer)).toBe(answer);
        const error = malformedError(() => checkedAnswer(route, malform(answer)));
        expect(error).toBeInstanceOf(ApiError);
        expect({ route, kind: error.kind }).toEqual({ route, kind: 'malformed' });
      }
    }
  });

  it('refuses a cart without its checkout id, with a numeric status or with prices as text', async () => {
    const answer = await create();
    const cart = cartOf(answer);
    const variants: CheckoutResponse[] = [
      { ...answer, cart: { ...cart, checkout: { ...cart.checkout, id: undefined as never } } },
      { ...answer, cart: { ...cart, checkout: { ...cart.checkout, status: 3 as never } } },
      {
        ...answer,
        cart: {
          ...cart,
          checkout: {
            ...cart.checkout,
            amounts: { totalAmount: { value: '1299.00' as never, currency: 'EUR' } },
          },
        },
      },
      { success: 'yes' as never },
    ];
    for (const variant of variants) {
      expect(malformedError(() => checkedAnswer('checkout_get', variant)).kind).toBe('malformed');
    }
  });

  it('names the failing fields, never their values', () => {
    const error = malformedError(() =>
      checkedAnswer('checkout_poll', { success: true, finished: 'tok_4242424242424242', soft: 0 }),
    );
    expect(error.message).toBe('checkout_poll answered an unreadable shape at finished, soft');
    expect(error.messages).toEqual([]);
  });

  it('passes the answers of routes without a schema as they came', () => {
    const odd = { anything: ['goes'] };
    expect(checkedAnswer('get_layout', odd)).toBe(odd);
  });
});
