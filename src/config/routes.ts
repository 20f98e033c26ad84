import { isLocale, type Locale } from './locales';
import { routeTable, routeNames, type RouteDef, type RouteName } from './routeTable';

export type RouteParams = Record<string, string>;
export interface MatchedRoute {
  name: RouteName;
  locale: Locale;
  params: RouteParams;
}

interface Compiled {
  name: RouteName;
  regex: RegExp;
  paramNames: string[];
}

const placeholder = /\{(\w+)(\?)?\}/g;
const escapeRegex = (text: string): string => text.replace(/[.*+^$()|[\]\\]/g, '\\$&');

function compile(name: RouteName, def: RouteDef): Compiled {
  const paramNames: string[] = [];
  let source = '';
  let last = 0;
  for (const m of def.path.matchAll(placeholder)) {
    const [whole, param = '', optional] = m;
    const index = m.index ?? 0;
    let literal = def.path.slice(last, index);
    const pattern = def.params?.[param] ?? '[^/]+';
    paramNames.push(param);
    if (optional) {
      // An optional parameter owns the slash before it: '/{slug?}' matches '' or '/x'.
      literal = literal.replace(/\/$/, '');
      source += `${escapeRegex(literal)}(?:/(${pattern}))?`;
    } else {
      source += `${escapeRegex(literal)}(${pattern})`;
    }
    last = index + whole.length;
  }
  source += escapeRegex(def.path.slice(last));
  return { name, regex: new RegExp(`^/([a-z]{2}-[a-z]{2})${source}/?$`), paramNames };
}

const compiled = routeNames.map((name) => compile(name, routeTable[name]));

const paramPatterns = new Map<string, RegExp>();

function paramPattern(def: RouteDef, param: string): RegExp {
  const source = def.params?.[param] ?? '[^/]+';
  let pattern = paramPatterns.get(source);
  if (!pattern) {
    pattern = new RegExp(`^(?:${source})$`);
    paramPatterns.set(source, pattern);
  }
  return pattern;
}

function decodeParam(value: string): string | null {
  try {
    return value.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/** The locale prefix of a router path, also when no route matches (the not-found view speaks it). */
export function localeOfPath(pathname: string): Locale | null {
  const prefix = /^\/([a-z]{2}-[a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return isLocale(prefix) ? prefix : null;
}

/** Parses a router path (without the host's basePath) into a named route, or null (not found). */
export function matchRoute(pathname: string): MatchedRoute | null {
  for (const route of compiled) {
    const m = route.regex.exec(pathname);
    if (!m || !isLocale(m[1])) continue;
    const params: RouteParams = {};
    const def: RouteDef = routeTable[route.name];
    const valid = route.paramNames.every((param, i) => {
      const raw = m[i + 2];
      if (raw === undefined) return true;
      const value = decodeParam(raw);
      // Checked again once decoded: '%2F' must not smuggle a slash into a one-segment parameter.
      if (value === null || !paramPattern(def, param).test(value)) return false;
      params[param] = value;
      return true;
    });
    if (valid) return { name: route.name, locale: m[1], params };
  }
  return null;
}

export type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Builds the router path of a named route: '/{locale}' + its path, with encoded parameters. */
export function href(name: RouteName, locale: Locale, params: RouteParams = {}, query?: Query) {
  const def: RouteDef = routeTable[name];
  const path = def.path.replace(placeholder, (_whole, param: string, optional?: string) => {
    const value = params[param];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Route ${name} needs the parameter ${param}`);
    }
    if (!paramPattern(def, param).test(value))
      throw new Error(`Route ${name}: ${param}='${value}' is not valid`);
    return value.split('/').map(encodeURIComponent).join('/');
  });
  const cleaned = path.replace(/\/$/, '');
  return `/${locale}${cleaned}${toQueryString(query)}`;
}

export function routeDef(name: RouteName): RouteDef {
  return routeTable[name];
}

/**
 * Booking, voucher and SEO routes keep the visitor in one market
 * (docs/rules/shell-and-routes.md, "The market switch").
 */
export function allowsMarketSwitch(name: RouteName | null): boolean {
  return name === null || routeDef(name).marketSwitch !== false;
}

/** The same page in another locale: the locale prefix is swapped, the rest kept. */
export function switchLocale(pathname: string, search: string, locale: Locale): string {
  const matched = matchRoute(pathname);
  if (!matched) return `/${locale}`;
  return href(matched.name, locale, matched.params) + search;
}
