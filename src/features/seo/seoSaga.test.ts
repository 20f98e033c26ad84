import { http, HttpResponse } from 'msw';
import type { DestinationOperations, GraphqlRequest } from '../../api/types';
import type { AppStore } from '../../store/makeStore';
import { featureStore, until } from '../../testing/featureStore';
import { scriptedApi } from '../../testing/scriptedApi';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { productVariables } from './model/destinationSearch';
import { seoFeature } from './seoFeature';
import { destinationPageKey, isMissingPage, seoActions } from './seoSlice';
import { destinationContent, productResult } from './testing/seoFixtures';

const server = setupDemoHost();

const route = {
  name: 'seoDestinationContent' as const,
  pathname: '/de-de/urlaub/spanien/mallorca.html',
};
const mallorca = {
  locale: 'de-de' as const,
  group: 'urlaub',
  path: 'spanien/mallorca',
  today: '2026-03-01',
};
const page = (store: AppStore) => store.getState().seo!.page;
const products = (store: AppStore) => store.getState().seo!.products;

/** Makes one GraphQL operation fail; every other request falls through to the demo host. */
function failOperation(name: keyof DestinationOperations) {
  server.use(
    http.post('*/graphql', async ({ request }) => {
      const body = (await request.clone().json()) as GraphqlRequest;
      if (body.operationName !== name) return undefined;
      return HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 });
    }),
  );
}

describe('destination page saga, run whole against a real store', () => {
  it('loads the content, then quick links, siblings, FAQ, tabs, the cheapest offer and the weather', async () => {
    const store = featureStore(seoFeature, route);
    store.dispatch(seoActions.pageRequested(mallorca));
    expect(page(store).status).toBe('loading');
    await until(store, () => page(store).status === 'resolved');
    expect(page(store).content?.static_group_id).toEqual(expect.any(Number));
    await until(store, () => {
      const p = page(store);
      return !!(
        p.quicklinks.length &&
        p.siblings.length &&
        p.faq.length &&
        p.tabs.length &&
        p.cheapest &&
        p.weatherProduct
      );
    });
    expect(page(store).quicklinks[0]?.name).toBe('Palma');
    expect(page(store).weatherProduct?.hotels[0]?.location.avgAirTemp).toEqual(expect.any(Number));
  });

  it('marks a destination the content service does not know as not found', async () => {
    const store = featureStore(seoFeature, route);
    store.dispatch(seoActions.pageRequested({ ...mallorca, path: 'atlantis' }));
    await until(store, () => isMissingPage(page(store)));
    expect(page(store).content).toBeNull();
  });

  it('hides a part whose call fails and shows the rest', async () => {
    failOperation('loadDestinationFAQ');
    const store = featureStore(seoFeature, route);
    store.dispatch(seoActions.pageRequested(mallorca));
    await until(store, () => page(store).tabs.length > 0 && page(store).siblings.length > 0);
    await until(store, () => page(store).cheapest !== null);
    expect(page(store).faq).toEqual([]);
    expect(page(store).status).toBe('resolved');
  });

  it('marks a failed content load as failed, and a new request loads it', async () => {
    failOperation('loadDestinationContent');
    const store = featureStore(seoFeature, route);
    store.dispatch(seoActions.pageRequested(mallorca));
    await until(store, () => page(store).status === 'rejected');
    server.resetHandlers();
    store.dispatch(seoActions.pageRequested(mallorca));
    await until(store, () => page(store).status === 'resolved');
  });

  it('aborts the previous product request when another page of hotels is asked for', async () => {
    const content = destinationContent();
    const result = productResult([]);
    const scripted = scriptedApi({
      graphql: [new Promise(() => undefined), { data: { loadDestinationProduct: result } }],
    });
    const store = featureStore(seoFeature, route, scripted.api);
    const ask = (pageNumber: number) => {
      const variables = productVariables(content, {
        page: pageNumber,
        perPage: 10,
        filters: { boards: [] },
        today: '2026-03-01',
      });
      const key = `de-de|${JSON.stringify(variables)}`;
      store.dispatch(seoActions.productsRequested({ key, locale: 'de-de', variables }));
      return key;
    };
    ask(1);
    const second = ask(2);
    await until(store, () => products(store).status === 'resolved');
    expect(products(store).requestKey).toBe(second);
    const sent = scripted.calls('graphql');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.signal.aborted).toBe(true);
    expect((sent[1]!.data as GraphqlRequest<'loadDestinationProduct'>).variables.page).toBe(2);
  });

  it('does not load a page again that it already shows', async () => {
    const scripted = scriptedApi({
      graphql: [{ data: { loadDestinationContent: destinationContent() } }, { data: {} }],
    });
    const store = featureStore(seoFeature, route, scripted.api);
    store.dispatch(seoActions.pageRequested(mallorca));
    await until(store, () => page(store).status === 'resolved');
    const before = scripted.calls('graphql').length;
    store.dispatch(seoActions.pageRequested(mallorca));
    expect(page(store).requestKey).toBe(destinationPageKey(mallorca));
    expect(page(store).status).toBe('resolved');
    expect(scripted.calls('graphql')).toHaveLength(before);
  });
});
