import { ApiError } from '../api/apiError';
import type { ApiClient, RequestOptions } from '../api/client';
import type { ApiRouteName } from '../api/endpoints';
import type { ApiResponse } from '../api/types';

export type Answer = unknown | ((options: RequestOptions) => unknown);

/**
 * The network edge for whole saga runs: answers per server route, in order (the last one
 * repeats), and a log of every request the shop sent, with its abort signal.
 */
export function scriptedApi(script: Partial<Record<ApiRouteName, Answer[]>>) {
  const sent: RequestOptions[] = [];
  const used = new Map<ApiRouteName, number>();
  const api: ApiClient = {
    request<N extends ApiRouteName>(options: RequestOptions<N>): Promise<ApiResponse<N>> {
      sent.push(options);
      const answers = script[options.route];
      if (!answers?.length) return Promise.reject(new ApiError('http', 'no script', 404));
      const index = used.get(options.route) ?? 0;
      used.set(options.route, index + 1);
      const answer = answers[Math.min(index, answers.length - 1)];
      return new Promise<ApiResponse<N>>((resolve, reject) => {
        options.signal.addEventListener('abort', () =>
          reject(new ApiError('cancelled', 'Request cancelled')),
        );
        void Promise.resolve().then(() => {
          try {
            const value =
              typeof answer === 'function'
                ? (answer as (o: RequestOptions) => unknown)(options)
                : answer;
            if (value instanceof Error) reject(value);
            else Promise.resolve(value).then((v) => resolve(v as ApiResponse<N>), reject);
          } catch (error) {
            reject(error);
          }
        });
      });
    },
  };
  return { api, sent, calls: (route: ApiRouteName) => sent.filter((o) => o.route === route) };
}

export const networkError = () => new ApiError('network', 'Network error');
