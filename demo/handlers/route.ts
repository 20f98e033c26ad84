import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiMethod, apiRoutes, type ApiRouteName } from '../../src/api/endpoints';
import type { ApiResponse, ErrorResponse } from '../../src/api/types';
import { getCatalogue, type Catalogue, type Language } from '../catalogue';
import { languageOfLocale } from '../catalogue/language';
import { applyTransportFaults, faultsFor, hasFault, type Fault } from '../faults';
import { malform } from './malformed';
import { injectXss } from './xss';

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  cookies: Record<string, string>;
  faults: Fault[];
  catalogue: Catalogue;
  locale: string;
  language: Language;
}

type Resolver<N extends ApiRouteName> = (
  context: RouteContext,
) => ApiResponse<N> | Response | Promise<ApiResponse<N> | Response>;

/** '/ajax/booking/{checkoutId}/set-info' → '*\/ajax/booking/:checkoutId/set-info': any origin matches. */
export function mswPattern(name: ApiRouteName): string {
  return `*${apiRoutes[name].replace(/\{(\w+)\}/g, ':$1')}`;
}

function localeOf(request: Request, url: URL): string {
  const fromQuery = url.searchParams.get('locale');
  if (fromQuery) return fromQuery.toLowerCase();
  const header = request.headers.get('accept-language')?.split(',')[0]?.trim().toLowerCase();
  return header && /^[a-z]{2}-[a-z]{2}$/.test(header) ? header : 'de-de';
}

function stringParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  );
}

/**
 * Registers a named route: the path and method come from the route table, fault switches apply
 * first, and the resolver's object answer is sent as JSON.
 */
export function route<N extends ApiRouteName>(name: N, resolve: Resolver<N>): HttpHandler {
  const method = apiMethod(name) === 'GET' ? http.get : http.post;
  return method(mswPattern(name), async ({ request, params, cookies }) => {
    const faults = faultsFor(name, request, cookies);
    const faulted = await applyTransportFaults(name, faults);
    if (faulted) return faulted;
    const url = new URL(request.url);
    const locale = localeOf(request, url);
    const result = await resolve({
      request,
      url,
      params: stringParams(params),
      cookies,
      faults,
      catalogue: getCatalogue(),
      locale,
      language: languageOfLocale(locale),
    });
    // The host has done its work; only the answer is lost on the way back.
    if (hasFault(faults, 'drop-after')) return HttpResponse.error();
    if (result instanceof Response) return result;
    const body = hasFault(faults, 'xss') ? injectXss(result) : result;
    if (hasFault(faults, 'malformed')) return HttpResponse.json(malform(body) as typeof body);
    return HttpResponse.json(body);
  });
}

/** Reads a JSON body; anything unreadable counts as empty so handlers fall back to defaults. */
export async function jsonBody<T>(request: Request): Promise<Partial<T>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function notFound(id: string, context: string): Response {
  const body: ErrorResponse = { success: false, messages: [{ id, context }] };
  return HttpResponse.json(body, { status: 404 });
}

export function badRequest(id: string, context: string, text?: string): Response {
  const body: ErrorResponse = {
    success: false,
    messages: [{ id, context, ...(text ? { text } : {}) }],
  };
  return HttpResponse.json(body, { status: 400 });
}
