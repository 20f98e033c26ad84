import type { BootParams } from './client';

/** The script parameters the stand-in reads (Google's api.js takes these and a few more). */
const bootParams = ['onload', 'render', 'hl'] as const;

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
 * function so no global but `grecaptcha` is left behind. The parameters go in as a JSON literal.
 */
export function standInScript(bundle: string, params: BootParams): string {
  const literal = JSON.stringify(params).replace(/</g, '\\u003c');
  return `(function () {\n${bundle}\ndemoRecaptchaStandIn.boot(${literal});\n})();\n`;
}
