import { bootScript, queryParams } from '../server/scriptText';
import { mapsBundles } from './bundle';
import type { BootParams } from './client';

/** The script parameters the stand-in reads (Google's script takes these and more). */
const bootParams = ['key', 'callback', 'language', 'region', 'libraries', 'v'] as const;

export function bootParamsOf(search: URLSearchParams): BootParams {
  return queryParams(search, bootParams);
}

/** The served script: the bundle booted with this request's parameters; no global but `google`. */
export function standInScript(bundle: string, params: BootParams): string {
  return bootScript(bundle, mapsBundles.standIn.globalName, params);
}
