import { act } from '@testing-library/react';
import type { Grecaptcha, RecaptchaRenderParameters, RecaptchaWindow } from '../recaptchaApi';

interface FakeWidget {
  container: HTMLElement;
  parameters: RecaptchaRenderParameters;
  checkbox: HTMLInputElement;
  token: string;
}

/**
 * Google's `grecaptcha` as the shop sees it (the edge of the reCAPTCHA field): each widget is an
 * "I'm not a robot" checkbox; ticking it answers a token at once. A test plays expiry and errors.
 */
export class FakeGrecaptcha implements Grecaptcha {
  widgets: FakeWidget[] = [];
  resets: number[] = [];
  private issued = 0;

  render(container: HTMLElement | string, parameters: RecaptchaRenderParameters): number {
    const element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element) throw new Error('Invalid reCAPTCHA container');
    if (element.childNodes.length) throw new Error('reCAPTCHA has already been rendered here');
    const id = this.widgets.length;
    const label = document.createElement('label');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    checkbox.addEventListener('change', () => {
      if (!checkbox.checked) return;
      this.issued += 1;
      widget.token = `fake-token-${this.issued}`;
      parameters.callback?.(widget.token);
    });
    label.append(checkbox, " I'm not a robot");
    element.append(label);
    const widget: FakeWidget = { container: element, parameters, checkbox, token: '' };
    this.widgets.push(widget);
    return id;
  }

  reset(widgetId = 0): void {
    const widget = this.widget(widgetId);
    this.resets.push(widgetId);
    widget.token = '';
    widget.checkbox.checked = false;
  }

  getResponse(widgetId = 0): string {
    return this.widget(widgetId).token;
  }

  /** The token runs out, as Google's do after two minutes. */
  expire(widgetId = 0): void {
    const widget = this.widget(widgetId);
    widget.token = '';
    widget.checkbox.checked = false;
    act(() => widget.parameters['expired-callback']?.());
  }

  /** The widget loses its connection. */
  fail(widgetId = 0): void {
    const widget = this.widget(widgetId);
    widget.token = '';
    widget.checkbox.checked = false;
    act(() => widget.parameters['error-callback']?.());
  }

  private widget(widgetId: number): FakeWidget {
    const widget = this.widgets[widgetId];
    if (!widget) throw new Error(`Invalid reCAPTCHA client id: ${widgetId}`);
    return widget;
  }
}

/** Puts a fresh fake `grecaptcha` on the page (the loader uses a present one as it is). */
export function installFakeGrecaptcha(): { grecaptcha: FakeGrecaptcha; uninstall: () => void } {
  const page = window as RecaptchaWindow;
  const grecaptcha = new FakeGrecaptcha();
  page.grecaptcha = grecaptcha;
  return { grecaptcha, uninstall: () => delete page.grecaptcha };
}
