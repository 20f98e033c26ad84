/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import express from 'express';
import { resetDemoState } from '../handlers';
import { createRecaptchaStandIn } from './routes';
import { verifyRecaptchaToken } from './tokens';

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(createRecaptchaStandIn());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => resetDemoState());
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('reCAPTCHA stand-in over HTTP', () => {
  it('serves api.js with the query booted in as data; it defines grecaptcha and calls onload', async () => {
    const hostile = '"</script><script>alert(1)</script>';
    const query = new URLSearchParams({
      render: 'explicit',
      onload: 'onCaptchaReady',
      hl: hostile,
    });
    const response = await fetch(`${origin}/demo-recaptcha/api.js?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const text = await response.text();
    expect(text).not.toContain('</script>');
    expect(text).toContain('demoRecaptchaStandIn.boot(');

    // A bare global object is enough for an explicit boot: grecaptcha, then the onload call.
    const page = vm.createContext({ console }) as Record<string, unknown> & {
      grecaptcha?: Record<string, unknown>;
    };
    page.window = page;
    const ready = jest.fn();
    page.onCaptchaReady = ready;
    vm.runInContext(text, page);
    expect(ready).toHaveBeenCalledTimes(1);
    for (const name of ['render', 'reset', 'getResponse'])
      expect(typeof page.grecaptcha![name]).toBe('function');
    expect(Object.keys(page).sort()).toEqual(['console', 'grecaptcha', 'onCaptchaReady', 'window']);
  });

  it('issues a two-minute token for a ticked box, which the server check accepts once', async () => {
    const response = await post('/demo-recaptcha/token', { sitekey: 'demo-recaptcha-key' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const issued = (await response.json()) as { token: string; expiresInSeconds: number };
    expect(issued.expiresInSeconds).toBe(120);
    expect(verifyRecaptchaToken(issued.token)).toBe(true);
    expect(verifyRecaptchaToken(issued.token)).toBe(false);
  });

  it("refuses the site key 'invalid', other origins and other methods", async () => {
    expect((await post('/demo-recaptcha/token', { sitekey: 'invalid' })).status).toBe(400);
    expect((await post('/demo-recaptcha/token', {})).status).toBe(400);
    const foreign = await post(
      '/demo-recaptcha/token',
      { sitekey: 'demo-recaptcha-key' },
      { Origin: 'http://elsewhere.example' },
    );
    expect(foreign.status).toBe(403);
    const get = await fetch(`${origin}/demo-recaptcha/token`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${origin}/demo-recaptcha/api.js`, { method: 'POST' })).status).toBe(405);
  });

  it("answers siteverify in Google's shape: success once per token", async () => {
    const { token } = (await (
      await post('/demo-recaptcha/token', { sitekey: 'demo-recaptcha-key' })
    ).json()) as { token: string };
    const verify = async () =>
      (await post('/demo-recaptcha/siteverify', { response: token })).json();
    expect(await verify()).toEqual({ success: true, hostname: '127.0.0.1' });
    expect(await verify()).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
  });

  it('serves the harness page and its script, and 404s elsewhere under the prefix', async () => {
    const harness = await fetch(`${origin}/demo-recaptcha/harness`);
    expect(harness.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await harness.text()).toContain('<script src="/demo-recaptcha/harness.js">');
    const script = await fetch(`${origin}/demo-recaptcha/harness.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${origin}/demo-recaptcha/unknown`)).status).toBe(404);
  });
});
