import type { RecaptchaRenderParameters } from '../../../src/features/recaptcha/recaptchaApi';
import { textsFor, type WidgetTexts } from './texts';

/** The key refused like Google refuses an unknown site key (demo/recaptcha/tokens.ts). */
const refusedSiteKey = 'invalid';

export interface IssuedToken {
  token: string;
  expiresInSeconds: number;
}

/** Asks the demo host for a token; rejects when it cannot (network, refused key). */
export type RequestToken = (sitekey: string) => Promise<IssuedToken>;

type State = 'idle' | 'verifying' | 'verified' | 'refused';

const boxStyle =
  'display:inline-grid;gap:6px;box-sizing:border-box;min-width:280px;padding:10px 12px;' +
  'border:1px solid #8a8a8a;border-radius:3px;background:#f9f9f9;color:#222222;' +
  'font:14px/1.4 Roboto,Arial,Helvetica,sans-serif';

let widgetCount = 0;

/**
 * One widget: an "I'm not a robot" checkbox (a real, labelled input) that asks the demo host for a
 * token when ticked, a polite status line, and the hidden `g-recaptcha-response` field Google
 * fills for plain form posts. The token runs out after the time the host gives.
 */
export class Widget {
  private state: State = 'idle';
  private token = '';
  private expiry: number | undefined;
  private request = 0;
  private readonly texts: WidgetTexts;
  private readonly checkbox = document.createElement('input');
  private readonly status = document.createElement('p');
  private readonly response = document.createElement('textarea');

  constructor(
    container: HTMLElement,
    private readonly parameters: RecaptchaRenderParameters,
    private readonly requestToken: RequestToken,
    hl: string | undefined,
  ) {
    this.texts = textsFor(parameters.hl ?? hl);
    widgetCount += 1;
    const root = document.createElement('div');
    root.className = 'demo-recaptcha';
    root.style.cssText = boxStyle;
    this.response.name = 'g-recaptcha-response';
    this.response.hidden = true;
    this.response.readOnly = true;
    this.response.tabIndex = -1;
    this.response.setAttribute('aria-hidden', 'true');
    const brand = document.createElement('small');
    brand.textContent = this.texts.brand;
    brand.style.cssText = 'color:#555555;font-size:11px';

    if (parameters.sitekey === refusedSiteKey) {
      this.state = 'refused';
      const error = document.createElement('p');
      error.setAttribute('role', 'alert');
      error.style.cssText = 'margin:0;color:#b00020';
      error.textContent = this.texts.invalidKey;
      root.append(error, brand, this.response);
      container.append(root);
      // Google reports an unusable widget after rendering, never from inside render().
      window.setTimeout(() => parameters['error-callback']?.(), 0);
      return;
    }

    const id = `demo-recaptcha-${widgetCount}`;
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = this.texts.checkbox;
    this.checkbox.type = 'checkbox';
    this.checkbox.id = id;
    this.checkbox.style.cssText = 'width:24px;height:24px;margin:0;accent-color:#1a73e8';
    if (parameters.tabindex !== undefined) this.checkbox.tabIndex = parameters.tabindex;
    this.checkbox.addEventListener('click', (event) => {
      // A passed check cannot be unticked, and one check at a time.
      if (this.state !== 'idle') event.preventDefault();
    });
    this.checkbox.addEventListener('change', () => {
      if (this.checkbox.checked) void this.verify();
    });
    const row = document.createElement('div');
    row.style.cssText = 'display:flex;align-items:center;gap:10px;font-size:15px';
    row.append(this.checkbox, label);
    this.status.setAttribute('role', 'status');
    this.status.style.cssText = 'margin:0;min-height:1.4em';
    root.append(row, this.status, brand, this.response);
    container.append(root);
  }

  getResponse(): string {
    return this.token;
  }

  /** Back to an unticked box; a token request under way is forgotten. */
  reset(): void {
    if (this.state === 'refused') return;
    this.request += 1;
    window.clearTimeout(this.expiry);
    this.setToken('');
    this.state = 'idle';
    this.checkbox.checked = false;
    this.checkbox.removeAttribute('aria-busy');
    this.status.textContent = '';
  }

  private async verify(): Promise<void> {
    this.state = 'verifying';
    const request = (this.request += 1);
    this.checkbox.setAttribute('aria-busy', 'true');
    this.status.textContent = this.texts.verifying;
    let issued: IssuedToken;
    try {
      issued = await this.requestToken(this.parameters.sitekey);
    } catch {
      if (request !== this.request) return;
      this.reset();
      this.status.textContent = this.texts.failed;
      this.parameters['error-callback']?.();
      return;
    }
    if (request !== this.request) return;
    this.state = 'verified';
    this.checkbox.removeAttribute('aria-busy');
    this.setToken(issued.token);
    this.status.textContent = this.texts.verified;
    this.expiry = window.setTimeout(() => this.expire(), issued.expiresInSeconds * 1000);
    this.parameters.callback?.(issued.token);
  }

  private expire(): void {
    this.reset();
    this.status.textContent = this.texts.expired;
    this.parameters['expired-callback']?.();
  }

  private setToken(token: string): void {
    this.token = token;
    this.response.value = token;
  }
}
