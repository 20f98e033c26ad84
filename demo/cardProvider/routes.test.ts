/** @jest-environment node */
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { demoState, resetDemoState } from '../handlers';
import { createCardProviderStandIn } from './routes';

let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(createCardProviderStandIn());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => resetDemoState());
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Requests to 127.0.0.1 under either loopback name: the Host header says which origin it is. */
function send(
  path: string,
  {
    host = `127.0.0.1:${port}`,
    method = 'GET',
    headers = {},
    body,
  }: {
    host?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { ...headers, Host: host } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    if (body !== undefined) {
      req.setHeader('Content-Type', 'application/json');
      req.write(JSON.stringify(body));
    }
    req.end();
  });
}

const provider = () => `localhost:${port}`;
const providerOrigin = () => `http://${provider()}`;
const shopOrigin = () => `http://127.0.0.1:${port}`;

const tokenize = (body: unknown, origin = providerOrigin()) =>
  send('/demo-card/tokenize', {
    host: provider(),
    method: 'POST',
    headers: { Origin: origin },
    body,
  });

const nextYear = new Date().getFullYear() + 1;

describe('card provider stand-in over HTTP', () => {
  it('serves the SecureFields script under its versioned name', async () => {
    const script = await send('/demo-card/secure-fields-2.0.0.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('SecureFields');
    expect((await send('/demo-card/secure-fields-2.0.0.min.js')).status).toBe(200);
    expect((await send('/demo-card/nothing')).status).toBe(404);
  });

  it("serves a field frame on the provider origin only to its shop's origin", async () => {
    const query = `?field=cvv&instance=sf1&parent=${encodeURIComponent(shopOrigin())}`;
    const frame = await send(`/demo-card/field${query}`, { host: provider() });
    expect(frame.status).toBe(200);
    expect(frame.headers['content-security-policy']).toContain(`frame-ancestors ${shopOrigin()};`);
    expect(frame.body).toContain('autocomplete="cc-csc"');
    // Asked on the shop's own origin, or for a foreign parent: refused.
    expect((await send(`/demo-card/field${query}`)).status).toBe(403);
    const foreign = `?field=cvv&parent=${encodeURIComponent('http://evil.example')}`;
    expect((await send(`/demo-card/field${foreign}`, { host: provider() })).status).toBe(403);
  });

  it('tokenises a valid card into the transactionId and keeps only the masked card', async () => {
    const answer = await tokenize({
      transactionId: 'TX-bk-1',
      cardNumber: '4000 0000 0000 3220',
      cvv: '123',
      expm: 12,
      expy: nextYear,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ transactionId: 'TX-bk-1' });
    expect(demoState.cardTokens.get('TX-bk-1')).toEqual({
      paymentMethod: 'VIS',
      maskedCard: '400000xxxxxx3220',
      outcome: 'challenge',
    });
  });

  it('answers provider error codes for a bad number, CVV or expiry', async () => {
    const card = { cardNumber: '4242424242424242', cvv: '123', expm: 12, expy: nextYear };
    const codeOf = async (body: unknown) =>
      (JSON.parse((await tokenize(body)).body) as { error: { code: string } }).error.code;
    expect(await codeOf({ ...card, cardNumber: '4242424242424241' })).toBe('error.va.sf-cc-num.01');
    expect(await codeOf({ ...card, cvv: '12' })).toBe('error.va.sf-cc-cvc.01');
    expect(await codeOf({ ...card, expy: 2020 })).toBe('error.va.sf-cc-dat.01');
    expect(demoState.cardTokens.size).toBe(0);
  });

  it('refuses tokenisation from any origin but its own', async () => {
    const card = { cardNumber: '4242424242424242', cvv: '123', expm: 12, expy: nextYear };
    expect((await tokenize(card, shopOrigin())).status).toBe(403);
    expect((await tokenize(card, 'http://evil.example')).status).toBe(403);
    expect(demoState.cardTokens.size).toBe(0);
  });
});
