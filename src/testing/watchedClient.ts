import { createApiClient, type ApiClient } from '../api/client';
import type { ApiRouteName } from '../api/endpoints';
import { testApiBase } from './renderWithProviders';

/** The demo host's client, noting the route and kind of every request that failed. */
export function watchedClient() {
  const real = createApiClient(testApiBase);
  const failed: { route: ApiRouteName; kind: unknown }[] = [];
  const api: ApiClient = {
    request(options) {
      return real.request(options).catch((error: unknown) => {
        failed.push({ route: options.route, kind: (error as { kind?: unknown }).kind });
        throw error;
      });
    },
  };
  return { api, failed };
}
