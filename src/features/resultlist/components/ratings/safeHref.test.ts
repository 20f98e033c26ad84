import { safeHref } from './safeHref';

describe('safeHref', () => {
  it.each([
    'https://holidaycheck.demo.invalid/hotel/12345',
    'http://example.test/a?b=c',
    '/en-gb/membership',
    'membership',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@b.test',
    '',
    '   ',
    undefined,
    null,
  ])('drops %p', (url) => {
    expect(safeHref(url)).toBeNull();
  });
});
