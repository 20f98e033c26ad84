import { http } from 'msw';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { makeTestStore } from '../../testing/renderWithProviders';
import { until } from '../../testing/featureStore';
import type { AppStore } from '../../store/makeStore';
import type { Locale } from '../../config/locales';
import { shellActions } from './shellSlice';

const server = setupDemoHost();

const enter = (store: AppStore, locale: Locale, path: string) =>
  store.dispatch(
    shellActions.routeEntered({
      name: 'homepage',
      locale,
      params: {},
      pathname: `/${locale}${path}`,
    }),
  );
const layout = (store: AppStore) => store.getState().shell.layout;

describe('the layout load', () => {
  it('survives a second page of the same locale entered before the layout has arrived', async () => {
    const store = makeTestStore();
    enter(store, 'en-gb', '');
    enter(store, 'en-gb', '/');
    await until(store, () => layout(store).status !== 'loading');
    expect(layout(store)).toMatchObject({ status: 'resolved', locale: 'en-gb' });
    expect(layout(store).data?.navigation).toBeDefined();
  });

  it('asks once per locale, and again for another locale', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('layout')) asked.push(url.search);
    });
    const store = makeTestStore();
    enter(store, 'en-gb', '');
    await until(store, () => layout(store).status === 'resolved');
    enter(store, 'en-gb', '/search');
    enter(store, 'de-de', '');
    await until(
      store,
      () => layout(store).status === 'resolved' && layout(store).locale === 'de-de',
    );
    expect(asked).toHaveLength(2);
    server.events.removeAllListeners();
  });

  it('cancels a load for a locale the visitor has already left', async () => {
    server.use(
      http.get('*/ajax/layout', async ({ request }) => {
        if (new URL(request.url).search.includes('en-gb')) await new Promise(() => undefined);
        return undefined;
      }),
    );
    const store = makeTestStore();
    enter(store, 'en-gb', '');
    enter(store, 'de-de', '');
    await until(store, () => layout(store).status === 'resolved');
    expect(layout(store).locale).toBe('de-de');
  });
});
