/** Everything the reCAPTCHA stand-in serves lives under this prefix. */
export const recaptchaPrefix = '/demo-recaptcha/';
/** What a brand host puts in `keys.recaptchaScriptUrl` to use the stand-in. */
export const recaptchaScriptPath = '/demo-recaptcha/api.js';
/** Called by the widget when the box is ticked: site key in, token out. */
export const recaptchaTokenPath = '/demo-recaptcha/token';
/** Google's siteverify, for the check page: a token in, whether it is good (once) out. */
export const recaptchaVerifyPath = '/demo-recaptcha/siteverify';
/** A page showing the shop's RecaptchaField on the stand-in, for the browser check. */
export const recaptchaHarnessPath = '/demo-recaptcha/harness';
