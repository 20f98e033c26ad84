import { apiPath, apiMethod, type ApiRouteName } from '../../src/api/endpoints';
import type { ApiResponse } from '../../src/api/types';

/** Keys of T that are not optional. */
export type RequiredKeys<T> = {
  [K in keyof T]-?: object extends Pick<T, K> ? never : K;
}[keyof T];

type Missing<T, Listed> = Exclude<RequiredKeys<T>, Listed>;

/**
 * Lists every required key of T; leaving one out is a compile error, so when a shared type gains
 * a required field the shape tests must check it too.
 */
export function requiredKeys<T>() {
  return <const K extends readonly RequiredKeys<T>[]>(
    ...keys: K &
      ([Missing<T, K[number]>] extends [never] ? unknown : { missing: Missing<T, K[number]> })
  ): readonly RequiredKeys<T>[] => keys;
}

/** Fails the test when any listed field is absent; returns the value typed as T. */
export function expectShape<T>(
  value: unknown,
  keys: readonly RequiredKeys<T>[],
  where = 'value',
): T {
  if (!value || typeof value !== 'object')
    throw new Error(`${where} is not an object: ${String(value)}`);
  const missing = keys.filter((key) => (value as Record<PropertyKey, unknown>)[key] === undefined);
  if (missing.length) throw new Error(`${where} lacks ${missing.map(String).join(', ')}`);
  return value as T;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<N extends ApiRouteName> {
  status: number;
  body: ApiResponse<N>;
  response: Response;
}

export const testOrigin = 'http://localhost';

/** Calls a named route with real fetch (answered by MSW in tests); JSON in, JSON out. */
export async function call<N extends ApiRouteName>(
  name: N,
  options: CallOptions = {},
  origin = testOrigin,
): Promise<CallResult<N>> {
  const url = new URL(apiPath(name, options.params), origin);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const method = apiMethod(name);
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const response = await fetch(url, {
    method,
    headers: {
      ...(method === 'POST' && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(method === 'POST'
      ? { body: isForm ? (options.body as FormData) : JSON.stringify(options.body ?? {}) }
      : {}),
  });
  const text = await response.text();
  const body = (
    text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
  ) as ApiResponse<N>;
  return { status: response.status, body, response };
}
