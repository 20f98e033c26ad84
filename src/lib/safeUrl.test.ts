import fc from 'fast-check';
import { safeUrl } from './safeUrl';

describe('safeUrl: server addresses that may reach an href or src', () => {
  it.each([
    'https://reviews.demo.invalid/hotel/1/review/2',
    'http://example.com/a.jpg',
    '/demo-media/hotel/100001/0.svg',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/x.js',
    '/\\evil.example',
    '"><img src=x onerror=alert(1)>',
    '',
    'not a url',
  ])('drops %s', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it('drops non-strings', () => {
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(42)).toBeUndefined();
  });

  it('only ever returns http(s) addresses or paths on this site', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constant('javascript:x')), (url) => {
        const kept = safeUrl(url);
        if (kept !== undefined) expect(kept).toMatch(/^(https?:\/\/|\/(?![/\\]))/i);
      }),
    );
  });
});
