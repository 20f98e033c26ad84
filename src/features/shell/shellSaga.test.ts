import { http, HttpResponse, delay } from 'msw';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { until } from '../../testing/featureStore';
import { makeTestStore, testApiBase } from '../../testing/renderWithProviders';
import { makeStore } from '../../store/makeStore';
import { createApiClient, type ApiClient, type RequestOptions } from '../../api/client';
import type { Query } from '../../config/routes';
import { shellActions, type RouteEntered } from './shellSlice';

const server = setupDemoHost();

const entered = (pathname: string, locale: RouteEntered['locale'] = 'en-gb'): RouteEntered => ({
  name: 'homepage',
  locale,
  params: {},
  pathname,
});

describe('shell saga, run whole against a real store', () => {
  it('loads the page of the current path and resolves it with its meta title', async () => {
    const store = makeTestStore();
    store.dispatch(shellActions.routeEntered(entered('/en-gb')));
    expect(store.getState().shell.page.status).toBe('loading');
    await until(store, () => store.getState().shell.page.status === 'resolved');
    expect(store.getState().shell.page.title).toEqual(expect.any(String));
    expect(store.getState().shell.page.data?.modules.length).toBeGreaterThan(0);
  });

  it('aborts the previous page request when a new navigation starts', async () => {
    const seen: { path: string; signal: AbortSignal }[] = [];
    server.use(
      http.get('*/ajax/page', async ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        await delay(path === '/en-gb/slow' ? 5_000 : 10);
        return HttpResponse.json({ code: 200, pageMetaContent: { title: `Title of ${path}` } });
      }),
    );
    // The real client, watched: the signal each request was given.
    const real = createApiClient(testApiBase);
    const api: ApiClient = {
      request(options) {
        // Read as any route's request: every query is a plain record.
        const sent: RequestOptions = options;
        const query: Query | undefined = sent.query;
        if (options.route === 'get_page') {
          seen.push({ path: String(query?.path), signal: options.signal });
        }
        return real.request(options);
      },
    };
    const store = makeStore({ api });
    store.dispatch(shellActions.routeEntered(entered('/en-gb/slow')));
    // The saga runs synchronously up to the request: it has been sent by now.
    expect(seen).toHaveLength(1);
    store.dispatch(shellActions.routeEntered(entered('/en-gb/fast')));
    await until(store, () => store.getState().shell.page.status === 'resolved');
    expect(store.getState().shell.page.title).toBe('Title of /en-gb/fast');
    expect(seen.map((s) => [s.path, s.signal.aborted])).toEqual([
      ['/en-gb/slow', true],
      ['/en-gb/fast', false],
    ]);
    expect(store.getState().shell.errorModal.open).toBe(false);
  });

  it('marks a page with a code other than 200 as not found', async () => {
    server.use(
      http.get('*/ajax/page', () =>
        HttpResponse.json({ code: 410, pageMetaContent: { title: 'x' } }),
      ),
    );
    const store = makeTestStore();
    store.dispatch(shellActions.routeEntered(entered('/en-gb/old')));
    await until(store, () => store.getState().shell.page.status === 'notFound');
    expect(store.getState().shell.page.code).toBe(410);
  });

  it('opens the generic error modal when the server fails', async () => {
    server.use(http.get('*/ajax/page', () => new HttpResponse(null, { status: 503 })));
    const store = makeTestStore();
    store.dispatch(
      shellActions.routeEntered({ ...entered('/en-gb/destinations'), name: 'all_destinations' }),
    );
    await until(store, () => store.getState().shell.page.status === 'rejected');
    expect(store.getState().shell.errorModal.open).toBe(true);
  });

  it('leaves a failed homepage to say so in place, and loads it anew on a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/ajax/page', () => (fail ? new HttpResponse(null, { status: 500 }) : undefined)),
    );
    const store = makeTestStore();
    store.dispatch(shellActions.routeEntered(entered('/en-gb')));
    await until(store, () => store.getState().shell.page.status === 'rejected');
    expect(store.getState().shell.errorModal.open).toBe(false);

    fail = false;
    store.dispatch(shellActions.pageRetried());
    expect(store.getState().shell.page.status).toBe('loading');
    await until(store, () => store.getState().shell.page.status === 'resolved');
    expect(store.getState().shell.page.data?.modules.length).toBeGreaterThan(0);
  });

  it('loads the layout once per locale', async () => {
    let layoutCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/ajax/layout')) layoutCalls += 1;
    });
    const store = makeTestStore();
    store.dispatch(shellActions.routeEntered(entered('/en-gb')));
    await until(store, () => store.getState().shell.layout.status === 'resolved');
    store.dispatch(shellActions.routeEntered(entered('/en-gb/other')));
    store.dispatch(shellActions.routeEntered(entered('/de-de', 'de-de')));
    await until(
      store,
      () =>
        store.getState().shell.layout.locale === 'de-de' &&
        store.getState().shell.layout.status === 'resolved',
    );
    expect(layoutCalls).toBe(2);
    server.events.removeAllListeners();
  });

  it('keeps loading the layout when a second page of the locale is entered before it answers', async () => {
    const store = makeTestStore();
    store.dispatch(shellActions.routeEntered(entered('/en-gb')));
    store.dispatch(shellActions.routeEntered(entered('/en-gb/other')));
    await until(store, () => store.getState().shell.layout.status !== 'loading');
    expect(store.getState().shell.layout).toMatchObject({ status: 'resolved', locale: 'en-gb' });
    expect(store.getState().shell.layout.data?.navigation).toBeDefined();
  });

  it('drops the layout load of a locale the visitor has already left', async () => {
    server.use(
      http.get('*/ajax/layout', async ({ request }) => {
        if (new URL(request.url).searchParams.get('locale') === 'en-gb') await delay('infinite');
        return undefined;
      }),
    );
    const store = makeTestStore();
    store.dispatch(shellActions.routeEntered(entered('/en-gb')));
    store.dispatch(shellActions.routeEntered(entered('/de-de', 'de-de')));
    await until(store, () => store.getState().shell.layout.status === 'resolved');
    expect(store.getState().shell.layout.locale).toBe('de-de');
  });

  it('does not load a page for an unknown route', () => {
    const store = makeTestStore();
    store.dispatch(
      shellActions.routeEntered({ name: null, locale: null, params: {}, pathname: '/x' }),
    );
    expect(store.getState().shell.page).toEqual({ status: 'notFound', code: 404 });
  });
});
