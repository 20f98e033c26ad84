import { checkoutActions } from '../checkoutSlice';
import { checkoutState, checkoutStore } from '../testing/checkoutStore';
import { networkError, scriptedApi } from '../../../testing/scriptedApi';
import { pollIntervalMs } from './processingSaga';

const pending = { success: true, finished: false, soft: false };
const tracking = { checkoutId: 'bk-1', hotelId: 7, offerId: 'o-1' };

function start(script: Parameters<typeof scriptedApi>[0], retries = 3, timeoutMs = 600_000) {
  const scripted = scriptedApi(script);
  const store = checkoutStore(scripted.api);
  store.dispatch(checkoutActions.processingRequested({ checkoutId: 'bk-1', retries, timeoutMs }));
  return { store, ...scripted };
}

/** Lets the pending requests answer and the poll interval pass, `times` times. */
async function pollTimes(times: number) {
  for (let i = 0; i < times; i += 1) await jest.advanceTimersByTimeAsync(pollIntervalMs);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('processing poll', () => {
  it('polls every 2 s until finished and goes to success with the checkout id and tracking parameters', async () => {
    const { store, calls } = start({
      checkout_poll: [
        pending,
        pending,
        { success: true, finished: true, soft: false, trackingParams: tracking },
      ],
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls('checkout_poll')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(pollIntervalMs - 1);
    expect(calls('checkout_poll')).toHaveLength(1);
    await pollTimes(2);
    expect(calls('checkout_poll')).toHaveLength(3);
    expect(checkoutState(store).processing).toEqual({ status: 'finished', outcome: 'success' });
    expect(checkoutState(store).navigation).toEqual({
      route: 'checkout_success',
      params: { checkoutId: 'bk-1' },
      query: { hotelId: '7', offerId: 'o-1' },
      replace: true,
    });
    await pollTimes(3);
    expect(calls('checkout_poll')).toHaveLength(3);
  });

  it.each([
    ['finished but unsuccessful', { success: false, finished: true, soft: false }, 'checkout_fail'],
    [
      'unfinished and unsuccessful',
      { success: false, finished: false, soft: false },
      'checkout_fail',
    ],
    ['soft', { success: false, finished: true, soft: true }, 'checkout_soft_booked'],
  ])('goes on from a poll answer that is %s', async (_name, answer, route) => {
    const { store } = start({ checkout_poll: [pending, answer] });
    await pollTimes(2);
    expect(checkoutState(store).navigation?.route).toBe(route);
  });

  it('retries network errors up to the configured count, counting failures in a row only', async () => {
    const finished = { success: true, finished: true, soft: false };
    const { store, calls } = start(
      { checkout_poll: [networkError(), networkError(), pending, networkError(), finished] },
      2,
    );
    await pollTimes(5);
    expect(calls('checkout_poll')).toHaveLength(5);
    expect(checkoutState(store).navigation?.route).toBe('checkout_success');
  });

  it('returns soft after the configured count of failed attempts', async () => {
    const { store, calls } = start({ checkout_poll: [networkError()] }, 2);
    await pollTimes(4);
    expect(calls('checkout_poll')).toHaveLength(3);
    expect(checkoutState(store).navigation?.route).toBe('checkout_soft_booked');
  });

  it('fails at the first network error when no count is configured', async () => {
    const { store, calls } = start({ checkout_poll: [networkError()] }, 0);
    await pollTimes(2);
    expect(calls('checkout_poll')).toHaveLength(1);
    expect(checkoutState(store).navigation?.route).toBe('checkout_fail');
  });

  it('stops polling when the visitor leaves', async () => {
    const { store, calls } = start({ checkout_poll: [pending] });
    await pollTimes(2);
    const before = calls('checkout_poll').length;
    store.dispatch(checkoutActions.processingLeft());
    await pollTimes(5);
    expect(calls('checkout_poll')).toHaveLength(before);
    expect(checkoutState(store).navigation).toBeNull();
    expect(checkoutState(store).processing.status).toBe('idle');
  });

  it('shows a processing that never finishes as soft-booked after the timeout, never as lost', async () => {
    const { store, calls } = start({ checkout_poll: [pending] }, 3, 60_000);
    await pollTimes(30);
    expect(calls('checkout_poll').length).toBeGreaterThanOrEqual(29);
    expect(checkoutState(store).navigation?.route).toBe('checkout_soft_booked');
    const count = calls('checkout_poll').length;
    await pollTimes(3);
    expect(calls('checkout_poll')).toHaveLength(count);
  });
});
