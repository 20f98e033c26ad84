import { ApiError } from './apiError';
import type { ApiClient, RequestOptions } from './client';
import * as v from 'valibot';
import { callKey, withPrefetch, type ApiCall } from './prefetch';
import { addResponseChecks } from './responseChecks';

/** A client whose answers the test hands out one by one, remembering every request it got. */
function scriptedClient() {
  const sent: RequestOptions[] = [];
  const answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const api: ApiClient = {
    request(options) {
      sent.push(options);
      return new Promise((resolve, reject) => {
        answers.push({ resolve: resolve as (value: unknown) => void, reject });
        options.signal.addEventListener('abort', () =>
          reject(new ApiError('cancelled', 'Request cancelled')),
        );
      });
    },
  };
  return { api, sent, answers };
}

const search: ApiCall = {
  route: 'get_mixed_resultlist',
  query: { locale: 'de-de' },
  data: { productSearch: { destinations: ['es-mallorca'] }, page: 1 },
};

const signal = () => new AbortController().signal;

describe('prefetched requests', () => {
  it('checks a prefetched answer as it is taken, with the checks a chunk added after it left', async () => {
    const { api, answers } = scriptedClient();
    const client = withPrefetch(api);
    const cart: ApiCall = { route: 'checkout_get', params: { checkoutId: 'c-1' }, data: {} };
    void client.prefetch(cart);
    answers[0]!.resolve({ success: 'yes' });
    // The checkout's chunk arrives with its checks; then its saga takes the prefetched cart.
    addResponseChecks({ checkout_get: v.object({ success: v.boolean() }) });
    await expect(client.request({ ...cart, signal: signal() })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('sends one request for a prefetch and the identical request after it', async () => {
    const { api, sent, answers } = scriptedClient();
    const client = withPrefetch(api);
    const peek = client.prefetch(search);
    const answer = client.request({
      ...search,
      data: structuredClone(search.data),
      signal: signal(),
    });
    expect(sent).toHaveLength(1);
    answers[0]!.resolve({ results: ['first'] });
    await expect(answer).resolves.toEqual({ results: ['first'] });
    await expect(peek).resolves.toEqual({ results: ['first'] });
  });

  it('hands a prefetched answer out once: the next identical request asks again', async () => {
    const { api, sent, answers } = scriptedClient();
    const client = withPrefetch(api);
    void client.prefetch(search);
    answers[0]!.resolve('early');
    await expect(client.request({ ...search, signal: signal() })).resolves.toBe('early');
    const again = client.request({ ...search, signal: signal() });
    expect(sent).toHaveLength(2);
    answers[1]!.resolve('fresh');
    await expect(again).resolves.toBe('fresh');
  });

  it('sends a request of its own when the prefetch failed', async () => {
    const { api, sent, answers } = scriptedClient();
    const client = withPrefetch(api);
    const peek = client.prefetch(search);
    const answer = client.request({ ...search, signal: signal() });
    answers[0]!.reject(new ApiError('http', 'Server answered 500', 500));
    await expect(peek).resolves.toBeUndefined();
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toHaveLength(2);
    answers[1]!.resolve('second try');
    await expect(answer).resolves.toBe('second try');
  });

  it('returns the error of the own request when that fails too', async () => {
    const { api, answers } = scriptedClient();
    const client = withPrefetch(api);
    void client.prefetch(search);
    answers[0]!.reject(new ApiError('network', 'Network error'));
    const answer = client.request({ ...search, signal: signal() });
    await Promise.resolve();
    await Promise.resolve();
    answers[1]!.reject(new ApiError('http', 'Server answered 404', 404));
    await expect(answer).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('aborts the prefetched request when the request that took it is cancelled', async () => {
    jest.useFakeTimers();
    try {
      const { api, sent } = scriptedClient();
      const client = withPrefetch(api);
      void client.prefetch(search);
      const controller = new AbortController();
      const answer = client.request({ ...search, signal: controller.signal });
      controller.abort();
      await expect(answer).rejects.toMatchObject({ kind: 'cancelled' });
      jest.runOnlyPendingTimers();
      expect(sent[0]!.signal.aborted).toBe(true);
      expect(sent).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a request restarted at once take the prefetch its cancelled twin took', async () => {
    const { api, sent, answers } = scriptedClient();
    const client = withPrefetch(api);
    void client.prefetch(search);
    const controller = new AbortController();
    const first = client.request({ ...search, signal: controller.signal });
    controller.abort();
    const second = client.request({ ...search, signal: signal() });
    await expect(first).rejects.toMatchObject({ kind: 'cancelled' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.signal.aborted).toBe(false);
    answers[0]!.resolve('kept');
    await expect(second).resolves.toBe('kept');
  });

  it('does not give the answer to a different request', async () => {
    const { api, sent, answers } = scriptedClient();
    const client = withPrefetch(api);
    void client.prefetch(search);
    const other = client.request({
      ...search,
      data: { productSearch: { destinations: ['gr-crete'] }, page: 1 },
      signal: signal(),
    });
    expect(sent).toHaveLength(2);
    answers[1]!.resolve('crete');
    await expect(other).resolves.toBe('crete');
  });

  it('forgets an answer nobody took in time', async () => {
    jest.useFakeTimers();
    try {
      const { api, sent, answers } = scriptedClient();
      const client = withPrefetch(api, { maxAgeMs: 1_000 });
      void client.prefetch(search);
      answers[0]!.resolve('old');
      jest.advanceTimersByTime(1_000);
      const answer = client.request({ ...search, signal: signal() });
      expect(sent).toHaveLength(2);
      answers[1]!.resolve('new');
      await expect(answer).resolves.toBe('new');
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts an identical prefetch once', () => {
    const { api, sent } = scriptedClient();
    const client = withPrefetch(api);
    void client.prefetch(search);
    void client.prefetch({ ...search });
    expect(sent).toHaveLength(1);
  });
});

describe('callKey', () => {
  it('tells calls apart by method, address, body and headers', () => {
    expect(callKey(search)).toBe(callKey({ ...search }));
    expect(callKey(search)).not.toBe(callKey({ ...search, query: { locale: 'en-gb' } }));
    expect(callKey({ route: 'get_page', query: { path: '/de-de', locale: 'de-de' } })).not.toBe(
      callKey({ route: 'get_page', query: { path: '/en-gb', locale: 'de-de' } }),
    );
    expect(callKey(search)).not.toBe(callKey({ ...search, headers: { 'X-Extra': '1' } }));
  });
});
