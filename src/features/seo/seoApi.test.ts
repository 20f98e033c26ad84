import { http, HttpResponse } from 'msw';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { createApiClient } from '../../api/client';
import { featureStore, until } from '../../testing/featureStore';
import { setupDemoHost } from '../../testing/setupDemoHost';
import { graphqlRequest } from './seoApi';
import { seoFeature } from './seoFeature';
import { seoActions } from './seoSlice';

const server = setupDemoHost();

describe('GraphQL calls', () => {
  it('POSTs to /graphql with the locale query, the operation and same-origin credentials', async () => {
    const seen: AxiosRequestConfig[] = [];
    const instance = {
      request: (config: AxiosRequestConfig) => {
        seen.push(config);
        return Promise.resolve({ data: { data: { loadDestinationPrefixes: [] } } });
      },
    } as unknown as AxiosInstance;
    const api = createApiClient('', { instance });
    await api.request({
      ...graphqlRequest('loadDestinationPrefixes', {}, 'de-de'),
      signal: new AbortController().signal,
    });
    expect(seen).toEqual([
      expect.objectContaining({
        url: '/graphql?locale=de-de',
        method: 'POST',
        withCredentials: false,
        data: {
          operationName: 'loadDestinationPrefixes',
          query: expect.stringMatching(/^query loadDestinationPrefixes \{/),
          variables: {},
        },
      }),
    ]);
  });

  it('names each operation in its query document', () => {
    const request = graphqlRequest('loadDestinationFAQ', { path: 'a', group: 'urlaub' }, 'de-de');
    expect(request.data).toEqual({
      operationName: 'loadDestinationFAQ',
      query: expect.stringContaining('loadDestinationFAQ(path: $path, group: $group)'),
      variables: { path: 'a', group: 'urlaub' },
    });
  });

  it('treats an answer with GraphQL errors as a failure, not as content', async () => {
    server.use(
      http.post('*/graphql', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'boom' }] }),
      ),
    );
    const store = featureStore(seoFeature, {
      name: 'seoDestinationGlossary',
      pathname: '/de-de/m.html',
    });
    store.dispatch(seoActions.glossaryRequested({ locale: 'de-de' }));
    await until(store, () => store.getState().seo?.glossary.status === 'rejected');
    expect(store.getState().seo?.glossary.entries).toEqual([]);
  });
});
