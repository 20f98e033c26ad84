import { delay, HttpResponse } from 'msw';
import type { ApiRouteName } from '../src/api/endpoints';
import type { ErrorResponse } from '../src/api/types';

/**
 * Fault switches: make any endpoint slow, fail, drop the connection or misbehave on purpose, so the
 * shop's reactions can be tested. Sources, all with the same grammar:
 *   - environment DEMO_FAULTS, e.g. "get_mixed_resultlist:status=503;checkout_poll:never-finish"
 *   - cookie demo_faults (same grammar; handy in browser tests)
 *   - request header x-demo-fault and query parameter demoFault; there the route may be left out
 *     ("latency=800") and then applies to that request.
 * An entry is `route:kind[=value][,kind[=value]...]`; route `*` means every route and a trailing `*`
 * matches a prefix (`checkout_*`).
 */
export type FaultKind =
  | 'latency'
  | 'status'
  | 'drop'
  | 'never-finish'
  | 'price-change'
  | 'unavailable'
  | 'no-ancillaries'
  | 'no-vouchers'
  | 'xss'
  | 'token-rejected'
  | 'no-child-ages'
  | 'charged-gbp'
  | 'drop-after'
  | 'repeat-3ds'
  | 'bare-status'
  | 'malformed';

export interface Fault {
  route: string;
  kind: FaultKind;
  value?: number;
}

const kinds: readonly string[] = [
  'latency',
  'status',
  'drop',
  'never-finish',
  'price-change',
  'unavailable',
  'no-ancillaries',
  'no-vouchers',
  'xss',
  'token-rejected',
  'no-child-ages',
  'charged-gbp',
  'drop-after',
  'repeat-3ds',
  'bare-status',
  'malformed',
];
const isKind = (value: string): value is FaultKind => kinds.includes(value);

/** Parses a fault spec; unknown kinds are ignored so a typo never breaks the demo host. */
export function parseFaults(spec: string | null | undefined, routeWhenMissing = '*'): Fault[] {
  if (!spec) return [];
  return spec.split(';').flatMap((entry) => {
    const trimmed = entry.trim();
    if (!trimmed) return [];
    const colon = trimmed.indexOf(':');
    const hasRoute = colon > 0 && !trimmed.slice(0, colon).includes('=');
    const route = hasRoute ? trimmed.slice(0, colon).trim() : routeWhenMissing;
    const body = hasRoute ? trimmed.slice(colon + 1) : trimmed;
    return body.split(',').flatMap((part) => {
      const [rawKind = '', rawValue] = part.split('=').map((s) => s.trim());
      if (!isKind(rawKind)) return [];
      const value = rawValue === undefined ? undefined : Number(rawValue);
      return [
        {
          route,
          kind: rawKind,
          ...(value !== undefined && Number.isFinite(value) ? { value } : {}),
        },
      ];
    });
  });
}

function routeMatches(pattern: string, route: ApiRouteName): boolean {
  if (pattern === '*' || pattern === route) return true;
  return pattern.endsWith('*') && route.startsWith(pattern.slice(0, -1));
}

function environmentSpec(): string | undefined {
  return typeof process === 'undefined' ? undefined : process.env.DEMO_FAULTS;
}

/** Every fault that applies to this request of `route`. */
export function faultsFor(
  route: ApiRouteName,
  request: Request,
  cookies: Record<string, string>,
): Fault[] {
  const url = new URL(request.url);
  return [
    ...parseFaults(environmentSpec()),
    ...parseFaults(cookies.demo_faults),
    ...parseFaults(request.headers.get('x-demo-fault')),
    ...parseFaults(url.searchParams.get('demoFault')),
  ].filter((fault) => routeMatches(fault.route, route));
}

export function hasFault(faults: Fault[], kind: FaultKind): boolean {
  return faults.some((fault) => fault.kind === kind);
}

/**
 * Applies the transport faults: waits for latency, then answers with a dropped connection or an
 * error status. Returns null when the handler should answer normally.
 */
export async function applyTransportFaults(
  route: ApiRouteName,
  faults: Fault[],
): Promise<Response | null> {
  const latency = faults.find((fault) => fault.kind === 'latency');
  if (latency?.value !== undefined && latency.value > 0) await delay(latency.value);
  if (hasFault(faults, 'drop')) return HttpResponse.error();
  const status = faults.find((fault) => fault.kind === 'status');
  if (status?.value !== undefined && status.value >= 400 && status.value <= 599) {
    const body: ErrorResponse = {
      success: false,
      messages: [
        { id: 'technicalError', context: route, text: `Demo fault: status ${status.value}` },
      ],
    };
    return HttpResponse.json(body, { status: status.value });
  }
  // A proxy or gateway in front of the host: a status and a page of its own, no message of the host.
  const bare = faults.find((fault) => fault.kind === 'bare-status');
  if (bare?.value !== undefined && bare.value >= 400 && bare.value <= 599) {
    return new HttpResponse(`<html><body>Error ${bare.value}</body></html>`, {
      status: bare.value,
      headers: { 'Content-Type': 'text/html' },
    });
  }
  return null;
}
