import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { apiMethod, apiPath, type ApiMethodOf, type ApiRouteName } from './endpoints';
import { normaliseError } from './apiError';
import { checkedAnswer } from './responseChecks';
import type { ApiBody, ApiQuery, ApiResponse } from './types/contract';
import { toQueryString } from '../config/routes';
import { trackLoad } from '../lib/pageQuiet';

/**
 * A request of one named route: what it sends and what it answers are the contract's for that
 * route (ApiContract), so a call cannot send a body the host does not read.
 */
export interface RequestOptions<N extends ApiRouteName = ApiRouteName> {
  route: N;
  /** Cancelling the saga aborts the HTTP request through this signal. */
  signal: AbortSignal;
  params?: Record<string, string | number>;
  /** A GET route's request; on other routes only the shell's locale. */
  query?: ApiQuery<N>;
  /** The request of a route that is not GET; a GET route sends no body. */
  data?: ApiBody<N>;
  /** Always the route's own method: a call cannot turn a GET route into one with a body. */
  method?: ApiMethodOf<N>;
  headers?: Record<string, string>;
  /** 'same-origin': cookies only to the page's own origin (the content service's GraphQL, which needs no session); default: always. */
  credentials?: 'same-origin' | 'include';
  /** For large uploads: a longer timeout than the default 30 s, and the upload's progress. */
  transfer?: Pick<AxiosRequestConfig, 'timeout' | 'onUploadProgress'>;
}

/**
 * The answer's type comes from the route (ApiContract), never from the caller: a caller that
 * expects another shape has to say so in the contract, where the demo host sees it too.
 */
export interface ApiClient {
  request<N extends ApiRouteName>(options: RequestOptions<N>): Promise<ApiResponse<N>>;
}

/** The address of a call, read as any route's: every route's query is a plain record. */
function urlOf({ route, params, query }: Omit<RequestOptions, 'signal'>): string {
  return apiPath(route, params) + toQueryString(query);
}

/** The shop's one HTTP client; every URL comes from the named server routes. */
export function createApiClient(
  baseURL: string,
  { variant = 'default', instance }: { variant?: string; instance?: AxiosInstance } = {},
): ApiClient {
  const http =
    instance ??
    axios.create({
      baseURL: baseURL || undefined,
      timeout: 30_000,
      withCredentials: true,
      // One backend may serve several brands: it tells them apart by the variant.
      headers: { Accept: 'application/json', 'X-Shop-Variant': variant },
      // No XSRF cookie is part of the brand API. Looking for one, axios reads the cookie store
      // asynchronously before each same-origin request is sent: a wait on every first request.
      withXSRFToken: false,
    });
  return {
    async request<N extends ApiRouteName>(options: RequestOptions<N>): Promise<ApiResponse<N>> {
      const url = urlOf(options);
      try {
        // Counted in flight, so the parts that wait for the page's content wait for this too.
        const response = await trackLoad(
          http.request<unknown>({
            url,
            method: options.method ?? apiMethod(options.route),
            data: options.data,
            signal: options.signal,
            headers: options.headers,
            // Without withCredentials the browser still sends cookies to its own origin.
            ...(options.credentials ? { withCredentials: options.credentials === 'include' } : {}),
            ...options.transfer,
          }),
        );
        // The booking's routes and the page load are read only once their answer has the shape
        // the shop renders and decides by (docs/rules/shell-and-routes.md, "Answers the shop checks").
        return checkedAnswer(options.route, response.data);
      } catch (error) {
        throw normaliseError(error);
      }
    },
  };
}
