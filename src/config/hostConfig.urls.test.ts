import { parseHostConfig } from './hostConfig';
import { pageUrlContext, setPageUrlPolicy, urlContextOf } from './urlContext';

const problemsOf = (input: unknown) => {
  const result = parseHostConfig(input);
  return result.ok ? [] : result.problems;
};

describe('host configuration: every key of the wrong kind gets a readable problem', () => {
  it.each([
    [{ mountSelector: '##' }, 'mountSelector: expected a CSS selector, got "##"'],
    [{ mountSelector: 'div[' }, 'mountSelector: expected a CSS selector'],
    [{ keys: [1, 2] }, 'keys: expected an object, got Array'],
    [[{ locale: 'de-de' }], '(root): expected an object, got Array'],
    [{ brand: [] }, 'brand: expected an object'],
    [{ features: ['login'] }, 'features: expected an object'],
    [{ brand: { theme: [] } }, 'brand.theme: expected an object'],
    [{ keys: { auth0: [] } }, 'keys.auth0: expected an object'],
    [{ keys: { auth0: { domain: 'javascript:alert(1)', clientId: 'x' } } }, 'keys.auth0.domain'],
    [{ keys: { auth0: { domain: 'id.example.test', clientId: '' } } }, 'keys.auth0.clientId'],
    [{ payment: { bin: [] } }, 'payment.bin: expected an object'],
    [{ brand: { logoSize: { width: '200', height: 48 } } }, 'brand.logoSize.width'],
    [{ brand: { hotline: { label: 'Call', tel: 'javascript:alert(1)' } } }, 'brand.hotline.tel'],
    [{ seo: { resultsPerPage: 0 } }, 'seo.resultsPerPage'],
    [{ booking: { pollRetries: 1.5 } }, 'booking.pollRetries'],
    [{ miles: { earnRate: -1 } }, 'miles.earnRate'],
    [{ membership: { discountPercent: '10' } }, 'membership.discountPercent'],
    [{ analytics: { eventLog: 'no' } }, 'analytics.eventLog'],
    [{ cookieNotice: 1 }, 'cookieNotice'],
    [{ images: { cloudPrefix: '/media/' } }, 'images.cdnPrefix'],
    [{ allowedOrigins: 'https://pay.example.com' }, 'allowedOrigins: expected Array'],
    [
      { allowedOrigins: ['https://pay.example.com/approve'] },
      'allowedOrigins.0: expected an origin',
    ],
    [{ allowedOrigins: ['javascript:alert(1)'] }, 'allowedOrigins.0'],
    [{ allowedOrigins: ['https://PAY.example.com'] }, 'allowedOrigins.0: expected an origin'],
    [{ allowedOrigins: ['https://pay.example.com/'] }, 'allowedOrigins.0: expected an origin'],
  ])('%j: %s', (input, problem) => {
    expect(problemsOf(input).join('\n')).toContain(problem);
  });

  it.each([
    ['brand.logoUrl', { brand: { logoUrl: 'javascript:alert(1)' } }],
    ['brand.logoUrl', { brand: { logoUrl: 'data:image/svg+xml,<svg onload=alert(1)>' } }],
    ['privacyUrl', { privacyUrl: 'javascript:alert(1)' }],
    ['privacyUrl', { privacyUrl: ' JaVaScRiPt:alert(1)' }],
    ['privacyUrl', { privacyUrl: 'https://evil.example/privacy' }],
    ['privacyUrl', { privacyUrl: '//evil.example/privacy' }],
    ['membership.url', { membership: { url: 'vbscript:msgbox(1)' } }],
    [
      'keys.cardFieldsScriptUrl',
      { keys: { cardFieldsScriptUrl: 'data:text/javascript,alert(1)' } },
    ],
    ['keys.googleMapsScriptUrl', { keys: { googleMapsScriptUrl: 'javascript:alert(1)' } }],
    ['keys.recaptchaScriptUrl', { keys: { recaptchaScriptUrl: '//evil.example/api.js' } }],
    ['apiBaseUrl', { apiBaseUrl: 'javascript:alert(1)' }],
    ['assetBase', { assetBase: 'blob:https://shop.example/x' }],
  ])('refuses a hostile address in %s', (path, input) => {
    const problems = problemsOf(input);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${path.replaceAll('.', '\\.')}: expected`));
  });

  it('takes the addresses hosts really use', () => {
    const result = parseHostConfig({
      brand: { logoUrl: '/brands/alpina/logo.svg' },
      apiBaseUrl: 'https://api.example.test',
      assetBase: 'https://cdn.example.test/shop/',
      keys: {
        cardFieldsScriptUrl: '/demo-card/secure-fields-2.0.0.js',
        googleMapsScriptUrl: 'https://maps.googleapis.com/maps/api/js',
        auth0: { domain: 'http://localhost:8080/demo-idp', clientId: 'demo-shop' },
      },
      privacyUrl: '/alpina/datenschutz.html',
      membership: { url: 'https://brand.example/club' },
      allowedOrigins: ['https://brand.example', 'https://www.paypal.com'],
      images: { cloudPrefix: '/demo-media/', cdnPrefix: '/demo-cdn/w_{width},h_{height}/' },
    });
    expect(result).toEqual({ ok: true, config: expect.objectContaining({}) });
    expect(parseHostConfig({}).ok && parseHostConfig({})).toMatchObject({
      config: { privacyUrl: '#privacy', allowedOrigins: [] },
    });
  });
});

describe('the URL policy context of a configuration', () => {
  afterEach(() => setPageUrlPolicy(null));

  it('allows the listed origins and the identity provider, on the page’s own origin', () => {
    const config = {
      basePath: '/alpina',
      allowedOrigins: ['https://www.paypal.com'],
      keys: { auth0: { domain: 'login.brand.example', clientId: 'x' } },
    };
    expect(urlContextOf(config, 'https://shop.example')).toEqual({
      origin: 'https://shop.example',
      basePath: '/alpina',
      allowedOrigins: ['https://www.paypal.com', 'https://login.brand.example'],
    });
  });

  it('gives sagas the booted configuration, and only the own origin before boot', () => {
    expect(pageUrlContext()).toEqual({
      origin: window.location.origin,
      basePath: '',
      allowedOrigins: [],
    });
    setPageUrlPolicy({ basePath: '/b', allowedOrigins: ['https://pay.example'], keys: {} });
    expect(pageUrlContext().allowedOrigins).toEqual(['https://pay.example']);
  });
});
