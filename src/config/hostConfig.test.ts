import { parseHostConfig } from './hostConfig';

describe('host configuration', () => {
  it('fills every default from an empty configuration', () => {
    const result = parseHostConfig(undefined);
    expect(result).toEqual({
      ok: true,
      config: expect.objectContaining({
        variant: 'default',
        locale: 'de-de',
        market: 'de',
        apiBaseUrl: '',
        basePath: '',
        mountSelector: '#holiday-shop',
        cookieNotice: true,
        cmsUser: false,
        features: {
          login: false,
          favourites: true,
          hotelMap: true,
          frequentFlyerProgrammes: false,
          childAgeControl: true,
          hotelRating: true,
          newsletterConsent: false,
          milesProgramme: false,
        },
      }),
    });
  });

  it('takes the CMS user flag and refuses anything but a boolean', () => {
    const editor = parseHostConfig({ cmsUser: true });
    expect(editor.ok && editor.config.cmsUser).toBe(true);
    expect(parseHostConfig({ cmsUser: 'yes' }).ok).toBe(false);
  });

  it('takes a full brand configuration', () => {
    const result = parseHostConfig({
      variant: 'alpina',
      locale: 'de-ch',
      brand: {
        id: 'alpina',
        name: 'Alpina Holidays',
        hotline: { label: '+41 44 000 00 00', tel: '+41440000000' },
        theme: { primary: '#0b5d3b', primaryContrast: '#fff' },
      },
      apiBaseUrl: 'https://api.example.test',
      assetBase: 'https://cdn.example.test/shop/',
      basePath: '/holidays',
      features: { login: true },
      keys: { googleMaps: 'key', auth0: { domain: 'id.example.test', clientId: 'abc' } },
    });
    expect(result.ok && result.config).toMatchObject({
      variant: 'alpina',
      market: 'ch',
      basePath: '/holidays',
      features: { login: true, favourites: true },
      brand: { theme: { primary: '#0b5d3b' } },
    });
  });

  it('takes a reCAPTCHA site key and the address its script loads from', () => {
    const result = parseHostConfig({
      keys: { recaptcha: 'site-key', recaptchaScriptUrl: '/demo-recaptcha/api.js' },
    });
    expect(result.ok && result.config.keys).toEqual({
      recaptcha: 'site-key',
      recaptchaScriptUrl: '/demo-recaptcha/api.js',
    });
    const none = parseHostConfig({});
    expect(none.ok && none.config.keys.recaptchaScriptUrl).toBeUndefined();
  });

  it('derives the market from the locale unless the host names one', () => {
    const gb = parseHostConfig({ locale: 'en-gb' });
    expect(gb.ok && gb.config.market).toBe('gb');
    const enDe = parseHostConfig({ locale: 'en-de' });
    expect(enDe.ok && enDe.config.market).toBe('de');
    const named = parseHostConfig({ locale: 'en-de', market: 'at' });
    expect(named.ok && named.config.market).toBe('at');
  });

  it.each([
    [{ locale: 'xx-yy' }, 'locale'],
    [{ market: 'fr' }, 'market'],
    [{ features: { login: 'yes' } }, 'features.login'],
    [{ brand: { theme: { primary: 'red; background:url(x)' } } }, 'brand.theme.primary'],
    [{ basePath: 'holidays/' }, 'basePath'],
    [{ variant: '' }, 'variant'],
    [{ keys: { recaptchaScriptUrl: 42 } }, 'keys.recaptchaScriptUrl'],
    ['not an object', '(root)'],
  ])('rejects %j with a readable problem naming %s', (input, path) => {
    const result = parseHostConfig(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toContain(path);
  });
});
