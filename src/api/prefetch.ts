import { ApiError } from './apiError';
import type { ApiClient, RequestOptions } from './client';
import { apiMethod, apiPath, type ApiRouteName } from './endpoints';
import type { ApiResponse } from './types/contract';
import { checkedAnswer } from './responseChecks';
import { toQueryString } from '../config/routes';
import type { Locale } from '../config/locales';

/** A request as sagas describe it, without the signal their cancellation brings. */
export type ApiCall<N extends ApiRouteName = ApiRouteName> = Omit<RequestOptions<N>, 'signal'>;

export interface PrefetchingApiClient extends ApiClient {
  /**
   * Starts a request ahead of the saga that will need it (at boot, before the route's chunk has
   * arrived). The first identical `request` takes its answer instead of asking again; the promise
   * returned here is for peeking at the answer (an image to preload), never rejects.
   */
  prefetch<N extends ApiRouteName>(call: ApiCall<N>): Promise<ApiResponse<N> | undefined>;
}

interface Pending {
  promise: Promise<unknown>;
  controller: AbortController;
  timer: ReturnType<typeof setTimeout>;
}

/** Unclaimed answers are dropped after this long, so a later visit never gets an old answer. */
export const prefetchMaxAgeMs = 15_000;

/** Two calls are the same request when they would send the same method, URL, body and headers. */
export function callKey(call: ApiCall): string {
  return JSON.stringify([
    call.method ?? apiMethod(call.route),
    apiPath(call.route, call.params) + toQueryString(call.query),
    call.data ?? null,
    call.headers ?? null,
    call.credentials ?? null,
  ]);
}

/**
 * The client with a small cache of requests started early. A prefetched request is used once:
 * by the first identical request, which then owns it (its cancellation aborts it, as a saga's
 * cancellation aborts its own request). A prefetch that failed is no answer: the request is sent
 * again as if nothing had been prefetched, so sagas see the errors of their own request only.
 */
export function withPrefetch(
  api: ApiClient,
  { maxAgeMs = prefetchMaxAgeMs }: { maxAgeMs?: number } = {},
): PrefetchingApiClient {
  const pending = new Map<string, Pending>();

  const take = (key: string): Pending | undefined => {
    const entry = pending.get(key);
    if (!entry) return undefined;
    pending.delete(key);
    clearTimeout(entry.timer);
    return entry;
  };

  /**
   * A request cancelled by its caller gives the prefetch back for the rest of this task: a saga
   * restarted at once with the same request (takeLatest, a remounted page) still takes it.
   * Nobody took it: it is aborted, as the cancelled request would have been.
   */
  const release = (key: string, entry: Pending): void => {
    if (pending.has(key)) {
      entry.controller.abort();
      return;
    }
    pending.set(key, entry);
    entry.timer = setTimeout(() => {
      if (pending.get(key) !== entry) return;
      pending.delete(key);
      entry.controller.abort();
    }, 0);
  };

  return {
    prefetch<N extends ApiRouteName>(call: ApiCall<N>): Promise<ApiResponse<N> | undefined> {
      const key = callKey(call);
      const running = pending.get(key);
      if (running)
        return running.promise.then((answer) => answer as ApiResponse<N>).catch(() => undefined);
      const controller = new AbortController();
      const promise = api.request({ ...call, signal: controller.signal });
      // An unclaimed prefetch is forgotten, not aborted: by then it has long answered or timed out.
      const timer = setTimeout(() => {
        if (pending.get(key)?.promise === promise) pending.delete(key);
      }, maxAgeMs);
      pending.set(key, { promise, controller, timer });
      return promise.catch(() => undefined);
    },

    async request<N extends ApiRouteName>(options: RequestOptions<N>): Promise<ApiResponse<N>> {
      const key = callKey(options);
      const entry = take(key);
      if (!entry) return api.request(options);
      const { signal } = options;
      let onAbort: () => void = () => undefined;
      const cancelled = new Promise<never>((_resolve, reject) => {
        onAbort = () => {
          release(key, entry);
          reject(new ApiError('cancelled', 'Request cancelled'));
        };
      });
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
      let answer: unknown;
      try {
        answer = await Promise.race([entry.promise, cancelled]);
      } catch (error) {
        // The caller's own cancellation ends here as it would without the prefetch.
        if (signal.aborted) throw error;
        return api.request(options);
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
      // Checked again as it is taken: a feature's checks come with its chunk, which may have
      // arrived after the prefetch left at boot (the cart of a checkout address).
      return checkedAnswer(options.route, answer);
    },
  };
}

/** What a route's data prefetch knows at boot: the address and the client. */
export interface RouteDataContext {
  api: PrefetchingApiClient;
  /** The address's locale; null when the address has none (the saga then sends none either). */
  locale: Locale | null;
  /** The host's locale, which pages use when the address has none. */
  hostLocale: Locale;
  /** The address's query string, with its '?'. */
  search: string;
  /** The route's path parameters. */
  params: Record<string, string>;
}
