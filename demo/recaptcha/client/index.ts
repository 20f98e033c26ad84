import type {
  Grecaptcha,
  RecaptchaRenderParameters,
} from '../../../src/features/recaptcha/recaptchaApi';
import { Widget, type IssuedToken, type RequestToken } from './widget';

/** The script's query, handed over by the demo host (demo/recaptcha/scriptText.ts). */
export interface BootParams {
  /** Name of a page function to call once the API is ready. */
  onload?: string;
  /** 'explicit': the page renders; otherwise every `.g-recaptcha` element is rendered at load. */
  render?: string;
  hl?: string;
}

type PageWindow = Window & { grecaptcha?: Partial<Grecaptcha> & { demo?: true } };

/** The demo host's token endpoint (demo/recaptcha/paths.ts), on the page's own origin. */
const tokenPath = '/demo-recaptcha/token';

const fetchToken: RequestToken = async (sitekey) => {
  const response = await fetch(tokenPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sitekey }),
  });
  if (!response.ok) throw new Error(`The token request failed (${response.status}).`);
  return (await response.json()) as IssuedToken;
};

/** `grecaptcha` with the calls the shop makes: render, reset and getResponse, as Google has them. */
export function createGrecaptcha(requestToken: RequestToken, hl?: string): Grecaptcha {
  const widgets: Widget[] = [];
  const widgetOf = (widgetId: number | undefined): Widget => {
    if (widgets.length === 0) throw new Error('No reCAPTCHA clients exist.');
    const widget = widgets[widgetId ?? 0];
    if (!widget) throw new Error(`Invalid reCAPTCHA client id: ${widgetId}`);
    return widget;
  };
  return {
    render(container, parameters: RecaptchaRenderParameters) {
      const element =
        typeof container === 'string' ? document.getElementById(container) : container;
      if (!element) throw new Error('Invalid reCAPTCHA container.');
      if (!parameters?.sitekey) throw new Error('Missing required parameters: sitekey');
      if (element.childNodes.length > 0)
        throw new Error('reCAPTCHA has already been rendered in this element');
      widgets.push(new Widget(element, parameters, requestToken, hl));
      return widgets.length - 1;
    },
    reset: (widgetId) => widgetOf(widgetId).reset(),
    getResponse: (widgetId) => widgetOf(widgetId).getResponse(),
  };
}

/** A page function named in a data attribute or the query, if there is one. */
function pageFunction(name: string | null | undefined): ((...args: unknown[]) => void) | undefined {
  const value = name ? (window as unknown as Record<string, unknown>)[name] : undefined;
  return typeof value === 'function' ? (value as (...args: unknown[]) => void) : undefined;
}

/** `render=onload` (Google's default): widgets for the page's `.g-recaptcha` elements. */
function renderMarkedElements(api: Grecaptcha): void {
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('.g-recaptcha'))) {
    const { sitekey, callback, expiredCallback, errorCallback } = element.dataset;
    if (!sitekey || element.childNodes.length > 0) continue;
    api.render(element, {
      sitekey,
      callback: pageFunction(callback),
      'expired-callback': pageFunction(expiredCallback),
      'error-callback': pageFunction(errorCallback),
    });
  }
}

/** Defines `grecaptcha` on the page, then renders or calls `onload`, as Google's api.js does. */
export function boot(params: BootParams, requestToken: RequestToken = fetchToken): void {
  const page = window as PageWindow;
  if (page.grecaptcha?.demo) {
    console.warn('You have included the demo reCAPTCHA stand-in multiple times on this page.');
  } else {
    page.grecaptcha = Object.assign(createGrecaptcha(requestToken, params.hl), {
      demo: true as const,
    });
  }
  const api = page.grecaptcha as Grecaptcha;
  if (params.render !== 'explicit') {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', () => renderMarkedElements(api), {
        once: true,
      });
    else renderMarkedElements(api);
  }
  if (!params.onload) return;
  const onload = pageFunction(params.onload);
  if (onload) onload();
  else console.error(`Demo reCAPTCHA stand-in: onload function ${params.onload} is not defined.`);
}
