import { bootScript, queryParams } from '../server/scriptText';
import { recaptchaBundles } from './bundle';
import type { BootParams } from './client';

/** The script parameters the stand-in reads (Google's api.js takes these and a few more). */
const bootParams = ['onload', 'render', 'hl'] as const;

export function bootParamsOf(search: URLSearchParams): BootParams {
  return queryParams(search, bootParams);
}

/** The served script: the bundle booted with this request's parameters; no global but `grecaptcha`. */
export function standInScript(bundle: string, params: BootParams): string {
  return bootScript(bundle, recaptchaBundles.standIn.globalName, params);
}
