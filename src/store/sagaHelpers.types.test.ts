import type { CheckoutResponse, PageResponse, PollResponse } from '../api/types';
import { callApi, callApiNoticingSlowness, type CallOutcome } from './sagaHelpers';

/** True only when A and B are the same type (checked by the compiler, `npm test` runs tsc). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Never run: its body is the test, compiled with the rest of the suite. */
function* typedByRoute() {
  const poll = yield* callApi({ route: 'checkout_poll', params: { checkoutId: 'bk-1' } });
  const pollTyped: Same<typeof poll, PollResponse> = true;
  const page = yield* callApi({ route: 'get_page', query: { path: '/de-de', locale: 'de-de' } });
  const pageTyped: Same<typeof page, PageResponse> = true;
  const outcome = yield* callApiNoticingSlowness(
    { route: 'checkout_get', params: { checkoutId: 'bk-1' } },
    { type: 'slow' },
  );
  const outcomeTyped: Same<typeof outcome, CallOutcome<CheckoutResponse>> = true;
  // @ts-expect-error the caller cannot name the answer's type; the route does
  yield* callApi<PollResponse>({ route: 'checkout_get' });
  // @ts-expect-error nor widen the route so the answer becomes whatever it likes
  const wrong: PollResponse = yield* callApi({ route: 'checkout_get' });
  return [poll, pollTyped, page, pageTyped, outcome, outcomeTyped, wrong];
}

describe('callApi', () => {
  it('takes its answer type from the route (ApiContract)', () => {
    expect(typeof typedByRoute).toBe('function');
  });
});
