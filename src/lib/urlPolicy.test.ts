import fc from 'fast-check';
import { readXssVectors } from '../testing/xssVectors';
import { allowedUrl, decideUrl, isLoadableUrl, routerPathOf, type UrlContext } from './urlPolicy';

const context: UrlContext = {
  origin: 'https://shop.example',
  basePath: '/alpina',
  allowedOrigins: ['https://pay.example', 'https://login.example'],
};
const allowedPrefixes = ['https://shop.example/', 'https://pay.example/', 'https://login.example/'];

/** Where a browser would really go if it followed `url` from a page of the shop. */
const followed = (url: string) => new URL(url, 'https://shop.example/alpina/de-ch/page');

const hostile = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<svg onload=alert(1)>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://shop.example/0b9d',
  'file:///etc/passwd',
  'mailto:team@example.test',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  'https://shop.example@evil.example/',
  'https://user:secret@shop.example/',
  'https://evil.example/',
  'http://shop.example/',
  'https://shop.example.evil.example/',
  'https://pay.example.evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'privacy.html',
  '"><img src=x onerror=alert(1)>',
  '',
];

describe('URL policy', () => {
  it.each(hostile)('refuses %j', (url) => {
    expect(decideUrl(url, context)).toEqual({ ok: false, reason: expect.any(String) });
  });

  it('refuses every vector of the XSS test data that is no plain path', () => {
    for (const vector of readXssVectors()) {
      const decision = decideUrl(vector, context);
      if (decision.ok) expect(followed(decision.url).origin).toBe('https://shop.example');
    }
  });

  it.each([
    ['/de-ch/search?destinations=12', '/de-ch/search?destinations=12'],
    ['/alpina/datenschutz.html', '/alpina/datenschutz.html'],
    ['#privacy', '#privacy'],
    ['  /de-ch  ', '/de-ch'],
    ['https://shop.example/alpina/de-ch/x?y=1#z', '/alpina/de-ch/x?y=1#z'],
  ])('takes %j as the path %j of this site', (url, path) => {
    expect(decideUrl(url, context)).toEqual({ ok: true, kind: 'path', url: path });
  });

  it.each([
    ['https://pay.example/approve?token=1', 'https://pay.example/approve?token=1'],
    ['HTTPS://LOGIN.EXAMPLE/authorize', 'https://login.example/authorize'],
  ])('takes %j on an allowed origin', (url, href) => {
    expect(decideUrl(url, context)).toEqual({ ok: true, kind: 'absolute', url: href });
  });

  it('never lets anything lead off the allowed origins or run script', () => {
    const scheme = fc.constantFrom(
      'javascript:',
      'JAVASCRIPT:',
      'data:',
      'vbscript:',
      'blob:',
      'file:',
      'http:',
      'https:',
      '',
    );
    const prefix = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u001f', '/', '//', '\\', '/\\');
    const host = fc.constantFrom(
      'evil.example',
      'shop.example',
      'pay.example',
      'shop.example@evil.example',
      'shop.example.evil.example',
    );
    const hostileUrl = fc
      .tuple(prefix, scheme, fc.constantFrom('', '/', '//', '\\\\', '/\\'), host, fc.string())
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(hostileUrl, fc.webUrl(), fc.string()), (url) => {
        const decision = decideUrl(url, context);
        if (!decision.ok) return;
        const target = followed(decision.url);
        expect(['https:']).toContain(target.protocol);
        expect(allowedPrefixes).toContain(`${target.origin}/`);
        expect(target.username + target.password).toBe('');
        if (decision.kind === 'path') expect(decision.url).toMatch(/^(\/(?![/\\])|#)/);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a path of this site in the form it was given', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(segment))
      .map(([parts, query]) => `/${parts.join('/')}${query ? `?q=${query}` : ''}`);
    fc.assert(
      fc.property(path, (url) => {
        expect(decideUrl(url, context)).toEqual({ ok: true, kind: 'path', url });
      }),
    );
  });
});

describe('router paths', () => {
  it('lose the basePath they carry, and never get it twice', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    const routerPath = fc
      .array(segment, { minLength: 0, maxLength: 4 })
      .map((parts) => `/${parts.join('/')}`)
      .filter((path) => !/^\/alpina(\/|$)/.test(path));
    fc.assert(
      fc.property(routerPath, (path) => {
        expect(routerPathOf(path, '/alpina')).toBe(path);
        expect(routerPathOf(`/alpina${path === '/' ? '' : path}`, '/alpina')).toBe(path);
        expect(routerPathOf(path, '')).toBe(path);
      }),
    );
    expect(routerPathOf('/alpina?x=1', '/alpina')).toBe('/?x=1');
    expect(routerPathOf('/alpinax/de-ch', '/alpina')).toBe('/alpinax/de-ch');
    expect(routerPathOf('/alpina//evil.example', '/alpina')).toBe('/evil.example');
  });
});

describe('refusals', () => {
  it('are told once per address and source as a readable warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(allowedUrl('javascript:alert(2)', context, 'CMS link')).toBeNull();
    expect(allowedUrl('javascript:alert(2)', context, 'CMS link')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^Holiday shop: refused the address .*javascript:alert.* \(CMS link\): not http\(s\) or a path of this site\.$/,
    );
  });

  it('are not made of a missing address', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(allowedUrl(undefined, context, 'CMS link')).toBeNull();
    expect(allowedUrl('', context, 'CMS link')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('loadable addresses', () => {
  it('load from paths and http(s) addresses on any origin, never from other schemes', () => {
    expect(isLoadableUrl('https://cdn.example/logo.svg')).toBe(true);
    expect(isLoadableUrl('/brands/logo.svg')).toBe(true);
    for (const url of ['#x', 'javascript:alert(1)', 'data:image/png;base64,AA', '//cdn.example/x'])
      expect(isLoadableUrl(url)).toBe(false);
  });
});
