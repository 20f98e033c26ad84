import { runSaga } from 'redux-saga';
import { apiMethod, type ApiMethodOf } from '../api/endpoints';
import type { CheckoutResponse, PageResponse } from '../api/types';
import { scriptedApi } from '../testing/scriptedApi';
import { callApi, callApiNoticingSlowness } from './sagaHelpers';

/** True only when A and B are the same type (checked by the compiler, `npm test` runs tsc). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const checkoutId = 'bk-1';

/** Calls the contract allows: a GET route's query, a POST route's body with the locale query. */
function* validCalls() {
  const page = yield* callApi({ route: 'get_page', query: { path: '/de-de', locale: 'de-de' } });
  const coupon = yield* callApi({
    route: 'checkout_set_coupon',
    params: { checkoutId },
    query: { locale: 'de-de' },
    data: { data: { code: 'SUMMER' } },
  });
  return { page, coupon };
}

/** Never run: its body is the test, compiled with the rest of the suite. */
function* refusedCalls() {
  const { page, coupon } = yield* validCalls();
  const pageTyped: Same<typeof page, PageResponse> = true;
  const couponTyped: Same<typeof coupon, CheckoutResponse> = true;
  const getIsGet: Same<ApiMethodOf<'get_page'>, 'GET'> = true;
  const couponIsPost: Same<ApiMethodOf<'checkout_set_coupon'>, 'POST'> = true;
  // @ts-expect-error a POST route's body is its contract request: a step's values go under data
  yield* callApi({ route: 'checkout_set_coupon', params: { checkoutId }, data: { code: 'X' } });
  // @ts-expect-error nor may it carry a field the host does not read
  yield* callApi({ route: 'do_favorites_add', data: { hotelId: 1, note: 'nice' } });
  // @ts-expect-error a GET route sends no body
  yield* callApi({ route: 'get_favorites_list', query: { locale: 'de-de' }, data: {} });
  // @ts-expect-error a GET route's query has the contract's fields only
  yield* callApi({ route: 'get_page', query: { path: '/de-de', locale: 'de-de', page: 2 } });
  // @ts-expect-error and the ones it requires
  yield* callApi({ route: 'get_layout', query: {} });
  // @ts-expect-error a POST route's query carries the locale only; the request is its body
  yield* callApi({ route: 'get_mixed_resultlist', query: { locale: 'de-de', page: 2 } });
  // @ts-expect-error a call cannot turn a GET route into one with a body
  yield* callApi({ route: 'get_page', method: 'POST' });
  yield* callApiNoticingSlowness(
    // @ts-expect-error the slow-noticing call checks its body the same way
    { route: 'all_destinations', data: { arrivalAirport: 7 } },
    { type: 'slow' },
  );
  return [page, pageTyped, coupon, couponTyped, getIsGet, couponIsPost];
}

describe('callApi requests', () => {
  it('refuses at compile time what the contract does not allow', () => {
    expect(typeof refusedCalls).toBe('function');
  });

  it('sends a GET route its query and a POST route its body', async () => {
    const { api, sent } = scriptedApi({ get_page: [{ code: 200 }], checkout_set_coupon: [{}] });
    await runSaga({ context: { api } }, validCalls).toPromise();
    expect(sent.map(({ route, query, data }) => [apiMethod(route), route, query, data])).toEqual([
      ['GET', 'get_page', { path: '/de-de', locale: 'de-de' }, undefined],
      ['POST', 'checkout_set_coupon', { locale: 'de-de' }, { data: { code: 'SUMMER' } }],
    ]);
  });
});
