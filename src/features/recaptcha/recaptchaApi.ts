/**
 * The part of Google's reCAPTCHA v2 JavaScript API (the `grecaptcha` global of api.js with
 * `render=explicit`) that the shop uses. The demo host's stand-in implements the same shape.
 */

/** Parameters of `grecaptcha.render`, named as Google names them. */
export interface RecaptchaRenderParameters {
  sitekey: string;
  /** Called with the response token once the visitor has passed the check. */
  callback?: (token: string) => void;
  /** The token expired (after two minutes); the visitor has to tick the box again. */
  'expired-callback'?: () => void;
  /** The widget hit an error (usually the network) and cannot go on until it is reset. */
  'error-callback'?: () => void;
  theme?: 'light' | 'dark';
  size?: 'normal' | 'compact';
  tabindex?: number;
  /** Widget language, e.g. 'de'. */
  hl?: string;
}

export interface Grecaptcha {
  /** Renders a widget into an empty container and returns its id. */
  render(container: HTMLElement | string, parameters: RecaptchaRenderParameters): number;
  /** Resets a widget (default: the first one) to the unticked state. */
  reset(widgetId?: number): void;
  /** The current token of a widget (default: the first one), '' when there is none. */
  getResponse(widgetId?: number): string;
}

export type RecaptchaWindow = Window & { grecaptcha?: Partial<Grecaptcha> };

/** The script's global once it can render (api.js defines part of it before it has loaded). */
export function readyGrecaptcha(): Grecaptcha | null {
  const api = (window as RecaptchaWindow).grecaptcha;
  return typeof api?.render === 'function' &&
    typeof api.reset === 'function' &&
    typeof api.getResponse === 'function'
    ? (api as Grecaptcha)
    : null;
}
