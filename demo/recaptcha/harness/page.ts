import { harnessPageHtml } from '../../server/harnessPage';
import { recaptchaHarnessPath } from '../paths';

/**
 * The check page (GET /demo-recaptcha/harness): `?key=` picks the site key (default
 * 'demo-recaptcha-key', 'invalid' for the refused one), `?hl=de` the language.
 */
export function harnessPage(): string {
  return harnessPageHtml({
    path: recaptchaHarnessPath,
    title: 'Demo reCAPTCHA stand-in',
    intro: "The shop's reCAPTCHA field on the demo host's stand-in for Google reCAPTCHA v2.",
    maxWidth: '36rem',
  });
}
