import { localeDataSteps, startFirstLoads } from './bootFirst';

/**
 * The entry's first step (docs/rules/speed.md): before the rest of shop.js runs, it asks for the
 * shell's stylesheet, the language catalogue, the route's chunk and the route's message area, and
 * nothing else: no API request, no render.
 */
const mockEvents: string[] = [];

jest.mock('../i18n/loadCatalogue', () => ({
  loadCatalogue: (language: string) => {
    mockEvents.push(`catalogue ${language}`);
    return new Promise(() => undefined);
  },
  loadMessageArea: (area: string, language: string) => {
    mockEvents.push(`area ${area} ${language}`);
    return new Promise(() => undefined);
  },
}));

jest.mock('./routeModules', () => {
  const actual = jest.requireActual<typeof import('./routeModules')>('./routeModules');
  return {
    routeMessageAreas: actual.routeMessageAreas,
    routeLoaders: new Proxy(
      {},
      {
        get: (_target, name) => () => {
          mockEvents.push(`chunk ${String(name)}`);
          return new Promise(() => undefined);
        },
      },
    ),
  };
});

function hostPage(path: string, config: object) {
  window.history.pushState({}, '', path);
  (window as unknown as { holidayShopConfig?: unknown }).holidayShopConfig = config;
}

describe("the entry's first step", () => {
  beforeEach(() => {
    mockEvents.length = 0;
  });
  afterEach(() => {
    window.history.pushState({}, '', '/');
    delete (window as unknown as { holidayShopConfig?: unknown }).holidayShopConfig;
  });

  it("asks for a checkout step's chunk, catalogue and checkout texts side by side", () => {
    hostPage('/de-at/booking/info/bk-1', { locale: 'de-de' });
    startFirstLoads();
    expect(mockEvents).toEqual(['catalogue de', 'chunk checkout_info', 'area checkout de']);
  });

  it("asks for a result list's chunk and catalogue, and no message area", () => {
    hostPage('/it-it/search?dest=es-mallorca', { locale: 'de-de' });
    startFirstLoads();
    expect(mockEvents).toEqual(['catalogue it', 'chunk resultlist']);
  });

  it("reads the address below the host's base path", () => {
    hostPage('/reisen/de-de/urlaub/spanien/mallorca.html', {
      locale: 'fr-ch',
      basePath: '/reisen',
    });
    startFirstLoads();
    expect(mockEvents).toEqual(['catalogue de', 'chunk seoDestinationContent', 'area seo de']);
  });

  it("takes the host's locale for an address that names none", () => {
    hostPage('/', { locale: 'fr-ch' });
    startFirstLoads();
    expect(mockEvents).toEqual(['catalogue fr']);
  });

  it('leaves the catalogue to the next step when the configuration names no known locale', () => {
    hostPage('/', { locale: 'xx-yy' });
    expect(startFirstLoads()).toEqual({ intlTag: undefined });
    expect(mockEvents).toEqual([]);
  });

  it("names the address's language for the browser's number and date data", () => {
    hostPage('/de-at/booking/info/bk-1', { locale: 'en-gb' });
    expect(startFirstLoads()).toEqual({ intlTag: 'de-AT' });
    hostPage('/', { locale: 'fr-ch' });
    expect(startFirstLoads()).toEqual({ intlTag: 'fr-CH' });
  });
});

describe('localeDataSteps', () => {
  afterEach(() => jest.restoreAllMocks());

  it("makes, in two steps, the calls react-intl's provider makes first, for the language's tag", () => {
    const subtags = jest.spyOn(Intl.Locale.prototype, 'maximize');
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const [first, second, ...more] = localeDataSteps('de-AT');
    expect(more).toEqual([]);
    first?.();
    expect(subtags.mock.contexts.map(String)).toEqual(['de-AT']);
    expect(numbers).not.toHaveBeenCalled();
    second?.();
    expect(numbers).toHaveBeenCalledWith('de-AT');
    expect(dates).toHaveBeenCalledWith('de-AT');
  });

  it('has nothing to do without a known language', () => {
    expect(localeDataSteps(undefined)).toEqual([]);
  });
});
