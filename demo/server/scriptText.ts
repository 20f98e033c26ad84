/** JSON that can stand inside a <script> element: '<' escaped, so no value can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The named query parameters that are present: those a stand-in's script reads. */
export function queryParams<Name extends string>(
  search: URLSearchParams,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const params: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = search.get(name);
    if (value !== null) params[name] = value;
  }
  return params;
}

/**
 * A stand-in's served script: its bundle, then a boot with this request's parameters, all inside
 * one function so the bundle's `globalName` stays local and only the API it stands in for is left
 * behind. The parameters go in as a JSON literal.
 */
export function bootScript(bundle: string, globalName: string, params: object): string {
  return `(function () {\n${bundle}\n${globalName}.boot(${scriptSafeJson(params)});\n})();\n`;
}
