import {
  loadRecaptcha,
  recaptchaLoadTimeoutMs,
  recaptchaOnloadName,
  recaptchaScriptSrc,
  resetRecaptchaLoader,
} from './loadRecaptcha';
import type { RecaptchaWindow } from './recaptchaApi';
import { FakeGrecaptcha } from './testing/fakeGrecaptcha';

type LoaderWindow = RecaptchaWindow & Partial<Record<string, () => void>>;
const page = window as unknown as LoaderWindow;
const recaptchaScripts = () =>
  Array.from(document.head.getElementsByTagName('script')).filter((script) =>
    script.src.includes('recaptcha'),
  );

/** What the script does once it has loaded: define grecaptcha, then call the onload callback. */
function scriptLoaded(api: unknown = new FakeGrecaptcha()): void {
  page.grecaptcha = api as RecaptchaWindow['grecaptcha'];
  page[recaptchaOnloadName]?.();
}

afterEach(() => {
  jest.useRealTimers();
  delete page.grecaptcha;
  resetRecaptchaLoader();
  for (const script of recaptchaScripts()) script.remove();
});

describe('reCAPTCHA script loader', () => {
  it("asks Google's script to render explicitly, call back on load and speak the language", () => {
    expect(recaptchaScriptSrc({ language: 'de' })).toBe(
      `https://www.google.com/recaptcha/api.js?render=explicit&onload=${recaptchaOnloadName}&hl=de`,
    );
  });

  it('loads from the address a brand gives, resolved against the page', () => {
    expect(recaptchaScriptSrc({ scriptUrl: '/demo-recaptcha/api.js', language: 'en' })).toBe(
      `http://localhost/demo-recaptcha/api.js?render=explicit&onload=${recaptchaOnloadName}&hl=en`,
    );
  });

  it('adds the script once, resolves on its onload call and leaves no callback behind', async () => {
    const first = loadRecaptcha({ language: 'de' });
    const second = loadRecaptcha({ language: 'de' });
    expect(recaptchaScripts()).toHaveLength(1);
    const api = new FakeGrecaptcha();
    scriptLoaded(api);
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    expect(page[recaptchaOnloadName]).toBeUndefined();
    await expect(loadRecaptcha()).resolves.toBe(api);
    expect(recaptchaScripts()).toHaveLength(1);
  });

  it('rejects a failed load once and tries afresh next time', async () => {
    const failed = loadRecaptcha();
    recaptchaScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('The reCAPTCHA script could not load.');
    expect(recaptchaScripts()).toHaveLength(0);
    expect(page[recaptchaOnloadName]).toBeUndefined();

    const retried = loadRecaptcha();
    expect(recaptchaScripts()).toHaveLength(1);
    const api = new FakeGrecaptcha();
    scriptLoaded(api);
    await expect(retried).resolves.toBe(api);
  });

  it('counts a script that never calls back in time as failed', async () => {
    jest.useFakeTimers();
    const loading = loadRecaptcha();
    jest.advanceTimersByTime(recaptchaLoadTimeoutMs);
    await expect(loading).rejects.toThrow('The reCAPTCHA script could not load.');
    expect(recaptchaScripts()).toHaveLength(0);
  });

  it('counts an onload call without a usable grecaptcha as failed', async () => {
    const loading = loadRecaptcha();
    scriptLoaded({ ready: () => undefined });
    await expect(loading).rejects.toThrow('The reCAPTCHA script could not load.');
  });

  it('uses a grecaptcha the host page already loaded', async () => {
    const api = new FakeGrecaptcha();
    page.grecaptcha = api;
    await expect(loadRecaptcha()).resolves.toBe(api);
    expect(recaptchaScripts()).toHaveLength(0);
  });
});
