import type { GoogleMapsOptions } from './googleMapsLoader';

// Stands in for Google's loader, which would add a script tag; `mock` names may be used here.
const mockScript = { load: jest.fn(), constructed: [] as unknown[] };
jest.mock('@googlemaps/js-api-loader', () => ({
  Loader: class {
    constructor(options: unknown) {
      mockScript.constructed.push(options);
    }
    load() {
      return mockScript.load();
    }
  },
}));
const load = mockScript.load;
const constructed = mockScript.constructed;

const options: GoogleMapsOptions = { apiKey: 'key-1', language: 'de', region: 'CH' };

/** A fresh module per test: the loader remembers its one load per page. */
function freshLoader(): typeof import('./googleMapsLoader') {
  let loaded: typeof import('./googleMapsLoader') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual('./googleMapsLoader');
  });
  return loaded!;
}

beforeEach(() => {
  load.mockReset();
  constructed.length = 0;
});

describe('Google Maps script loader', () => {
  it("loads Google's script once per page with the key, language and region, never retrying", async () => {
    const maps = { Map: function Map() {} };
    load.mockResolvedValue({ maps });
    const { loadGoogleMaps, googleMapsScriptUrl } = freshLoader();
    await expect(loadGoogleMaps(options)).resolves.toBe(maps);
    await expect(loadGoogleMaps(options)).resolves.toBe(maps);
    expect(load).toHaveBeenCalledTimes(1);
    expect(constructed).toEqual([
      { apiKey: 'key-1', url: googleMapsScriptUrl, language: 'de', region: 'CH', retries: 0 },
    ]);
  });

  it('loads from the address a brand gives (the demo host serves a stand-in)', async () => {
    load.mockResolvedValue({ maps: {} });
    await freshLoader().loadGoogleMaps({ ...options, scriptUrl: '/demo-maps/api/js' });
    expect(constructed).toEqual([expect.objectContaining({ url: '/demo-maps/api/js' })]);
  });

  it('rejects a failed load once, and a later call starts a fresh attempt', async () => {
    load.mockRejectedValueOnce('offline').mockResolvedValueOnce({ maps: { ok: true } });
    const { loadGoogleMaps } = freshLoader();
    await expect(loadGoogleMaps(options)).rejects.toThrow('The map service could not load.');
    await expect(loadGoogleMaps(options)).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
