import { readyGrecaptcha, type Grecaptcha } from './recaptchaApi';

/** Google's script; a brand (or the demo host) may point `keys.recaptchaScriptUrl` elsewhere. */
export const googleRecaptchaScriptUrl = 'https://www.google.com/recaptcha/api.js';

type CallbackWindow = Window & { holidayShopRecaptchaLoaded?: () => void };

/**
 * The page function the script calls once it can render (its `onload` parameter). It exists only
 * while a load is under way: the shop leaves no global of its own behind.
 */
export const recaptchaOnloadName = 'holidayShopRecaptchaLoaded' satisfies keyof CallbackWindow;

/** Without the onload call by then, the load counts as failed and may be tried again. */
export const recaptchaLoadTimeoutMs = 20_000;

export interface RecaptchaScriptOptions {
  /** `keys.recaptchaScriptUrl`; default Google's script. */
  scriptUrl?: string;
  /** Widget language, e.g. 'de' (Google's `hl`). */
  language?: string;
}

/** The script address with explicit rendering, the onload callback and the language. */
export function recaptchaScriptSrc({ scriptUrl, language }: RecaptchaScriptOptions = {}): string {
  const url = new URL(scriptUrl || googleRecaptchaScriptUrl, document.baseURI);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('onload', recaptchaOnloadName);
  if (language) url.searchParams.set('hl', language);
  return url.href;
}

let loading: Promise<Grecaptcha> | undefined;

function insertScript(src: string): Promise<Grecaptcha> {
  const page = window as CallbackWindow;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const settle = () => {
      window.clearTimeout(timer);
      delete page.holidayShopRecaptchaLoaded;
    };
    const fail = () => {
      settle();
      script.remove();
      if (loading === promise) loading = undefined;
      reject(new Error('The reCAPTCHA script could not load.'));
    };
    const timer = window.setTimeout(fail, recaptchaLoadTimeoutMs);
    page.holidayShopRecaptchaLoaded = () => {
      const api = readyGrecaptcha();
      if (!api) {
        fail();
        return;
      }
      settle();
      resolve(api);
    };
    script.src = src;
    script.async = true;
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return promise;
}

/**
 * Loads the reCAPTCHA v2 script once per page, rendering explicitly, and resolves with the
 * `grecaptcha` global once it can render. A failed load (no network, blocked, no onload call in
 * time) rejects once and is forgotten, so 'Try again' starts a fresh attempt. A script the host
 * page already loaded is used as it is.
 */
export function loadRecaptcha(options: RecaptchaScriptOptions = {}): Promise<Grecaptcha> {
  const present = readyGrecaptcha();
  if (present) return Promise.resolve(present);
  loading ??= insertScript(recaptchaScriptSrc(options));
  return loading;
}

/** Tests only: forget a load under way. */
export function resetRecaptchaLoader(): void {
  loading = undefined;
  delete (window as CallbackWindow).holidayShopRecaptchaLoaded;
}
