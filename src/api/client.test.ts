import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { http, HttpResponse, delay } from 'msw';
import { cartOf, create } from '../../demo/testing/checkoutFlow';
import { setupDemoHost } from '../testing/setupDemoHost';
import { testApiBase } from '../testing/renderWithProviders';
import { createApiClient } from './client';
import * as v from 'valibot';
import { ApiError } from './apiError';
import { addResponseChecks, checkedRoutes } from './responseChecks';

const server = setupDemoHost();
const api = createApiClient(testApiBase, { variant: 'alpina' });

describe('the one API client', () => {
  it('builds URLs from named server routes and sends the variant', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/ajax/layout', ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    await api.request({
      route: 'get_layout',
      query: { locale: 'de-ch' },
      signal: new AbortController().signal,
    });
    expect(new URL(seen!.url).pathname + new URL(seen!.url).search).toBe(
      '/ajax/layout?locale=de-ch',
    );
    expect(seen!.headers.get('x-shop-variant')).toBe('alpina');
  });

  it('sends no XSRF header, so no request waits for a cookie read', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/ajax/layout', ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    document.cookie = 'XSRF-TOKEN=from-someone; Path=/';
    try {
      const sameOrigin = createApiClient('', { variant: 'alpina' });
      await sameOrigin.request({
        route: 'get_layout',
        query: { locale: 'de-ch' },
        signal: new AbortController().signal,
      });
    } finally {
      document.cookie = 'XSRF-TOKEN=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
    }
    expect(seen).toBeDefined();
    expect(seen!.headers.get('x-xsrf-token')).toBeNull();
  });

  it('aborts the HTTP request through the signal and reports it as cancelled', async () => {
    server.use(
      http.get('*/ajax/page', async () => {
        await delay(5_000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = api.request({
      route: 'get_page',
      query: { path: '/de-de', locale: 'de-de' },
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it.each([
    [
      'an error status',
      () => HttpResponse.json({ messages: [{ id: 'x', text: 'No' }] }, { status: 500 }),
      'http',
    ],
    ['a dropped connection', () => HttpResponse.error(), 'network'],
  ])('normalises %s to one ApiError', async (_label, answer, kind) => {
    server.use(http.get('*/ajax/page', answer));
    const error = await api
      .request({ route: 'get_page', signal: new AbortController().signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind });
    if (kind === 'http')
      expect(error).toMatchObject({ status: 500, messages: [{ id: 'x', text: 'No' }] });
  });

  it('turns an answer of a checked route in the wrong shape into an ApiError of kind malformed', async () => {
    // The page load's check is the shell's own; the booking's come with its chunk.
    const answer = (fault?: string) =>
      api.request({
        route: 'get_page',
        query: { path: '/de-de', locale: 'de-de' },
        headers: fault ? { 'x-demo-fault': fault } : {},
        signal: new AbortController().signal,
      });
    const error = await answer('malformed').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', messages: [] });
    expect((await answer()).code).toBe(200);
  });

  it("checks a feature's route once the feature has added its check, not before", async () => {
    const checkoutId = cartOf(await create()).id;
    const malformed = () =>
      api.request({
        route: 'checkout_poll',
        params: { checkoutId },
        data: {},
        headers: { 'x-demo-fault': 'malformed' },
        signal: new AbortController().signal,
      });
    expect(checkedRoutes()).not.toContain('checkout_poll');
    await expect(malformed()).resolves.toBeDefined();
    addResponseChecks({ checkout_poll: v.object({ finished: v.boolean() }) });
    await expect(malformed()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('hands per-request transfer settings to axios (a large upload: timeout and progress)', async () => {
    const seen: AxiosRequestConfig[] = [];
    const instance = {
      request: (config: AxiosRequestConfig) => {
        seen.push(config);
        return Promise.resolve({ data: { success: true } });
      },
    } as unknown as AxiosInstance;
    const onUploadProgress = () => undefined;
    const client = createApiClient(testApiBase, { instance });
    const signal = new AbortController().signal;
    await client.request({ route: 'get_layout', signal });
    await client.request({
      route: 'complaint_form',
      signal,
      transfer: { timeout: 600_000, onUploadProgress },
    });
    expect(seen[0]).not.toHaveProperty('timeout');
    expect(seen[0]).not.toHaveProperty('onUploadProgress');
    expect(seen[1]).toMatchObject({ timeout: 600_000, onUploadProgress });
  });
});
