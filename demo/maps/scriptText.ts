import type { BootParams } from './client';

/** The script parameters the stand-in reads (Google's script takes these and more). */
const bootParams = ['key', 'callback', 'language', 'region', 'libraries', 'v'] as const;

export function bootParamsOf(search: URLSearchParams): BootParams {
  const params: BootParams = {};
  for (const name of bootParams) {
    const value = search.get(name);
    if (value !== null) params[name] = value;
  }
  return params;
}

/**
 * The served script: the bundle, then a boot with this request's parameters, all inside one
 * function so no global but `google` is left behind. The parameters go in as a JSON literal.
 */
export function standInScript(bundle: string, params: BootParams): string {
  return `(function () {\n${bundle}\ndemoMapsStandIn.boot(${JSON.stringify(params)});\n})();\n`;
}
