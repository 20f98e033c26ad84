import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadGoogleMaps } from '../../src/features/map/googleMapsLoader';
import { latLngToWorld } from './client/projection';
import { mapsScriptPath } from './paths';
import { bootParamsOf, standInScript } from './scriptText';
import { buildBundleInNode, runScript } from '../testing/standInBundle';
import { mapsBundles } from './bundle';

/* The stand-in as the shop meets it: loaded by @googlemaps/js-api-loader through the shop's
   loader, then driven the way google-map-react drives google.maps. */

interface Pixel {
  x: number;
  y: number;
}
interface Listener {
  remove(): void;
}
interface Maps {
  version: string;
  importLibrary(name: string): Promise<unknown>;
  Map: new (div: HTMLElement, options: object) => DemoMap;
  OverlayView: new () => Overlay;
  LatLng: new (lat: number, lng: number) => { lat(): number; lng(): number };
  event: {
    addListener(instance: object, name: string, handler: () => void): Listener;
    addListenerOnce(instance: object, name: string, handler: () => void): Listener;
    trigger(instance: object, name: string): void;
    clearInstanceListeners(instance: object): void;
  };
}
interface DemoMap {
  zoom: number;
  getZoom(): number;
  setZoom(zoom: number): void;
  getCenter(): { lat(): number; lng(): number };
  setCenter(center: { lat: number; lng: number }): void;
}
interface Projection {
  fromLatLngToContainerPixel(latLng: object): Pixel;
  fromLatLngToDivPixel(latLng: object): Pixel;
  fromContainerPixelToLatLng(pixel: Pixel): { lat(): number; lng(): number };
}
interface Overlay {
  onAdd: () => void;
  draw: () => void;
  onRemove: () => void;
  setMap(map: DemoMap | null): void;
  getPanes(): Record<string, HTMLElement> | null;
  getProjection(): Projection;
}
type PageWindow = Window & { google?: { maps: Maps }; gm_authFailure?: () => void };

const page = window as PageWindow;
const size = { width: 640, height: 400 };
const start = { lat: 39.9, lng: 1.6 };
const palma = { lat: 39.5696, lng: 2.6502 };
let bundle: string;

/** Web Mercator written out on its own: where `point` lands in a 640×400 view. */
function expectedPixel(point: { lat: number; lng: number }, center: typeof point, zoom: number) {
  const scale = 2 ** zoom;
  const a = latLngToWorld(point);
  const b = latLngToWorld(center);
  return { x: size.width / 2 + (a.x - b.x) * scale, y: size.height / 2 + (a.y - b.y) * scale };
}

function nextIdle(maps: Maps, map: DemoMap): Promise<void> {
  return new Promise((resolve) => maps.event.addListenerOnce(map, 'idle', () => resolve()));
}

beforeAll(() => {
  bundle = buildBundleInNode(mapsBundles.standIn);
});

beforeEach(() => {
  // jsdom lays nothing out; the map reads its size from the root's client box.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(size.width);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(size.height);
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('the maps stand-in loaded by the shop loader', () => {
  let maps: Maps;

  beforeAll(async () => {
    const loading = loadGoogleMaps({
      apiKey: 'demo-maps-key',
      scriptUrl: mapsScriptPath,
      language: 'de',
      region: 'CH',
    });
    // The loader's bootstrap adds the <script> after a microtask; jsdom does not fetch it, so the
    // test serves it: the bundle booted with the tag's own query, as the demo host would.
    await waitFor(() => expect(document.getElementById('__googleMapsScriptId')).not.toBeNull());
    const tag = document.getElementById('__googleMapsScriptId') as HTMLScriptElement;
    const src = new URL(tag.src);
    expect(src.pathname).toBe(mapsScriptPath);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      key: 'demo-maps-key',
      language: 'de',
      region: 'CH',
      libraries: 'core',
      callback: 'google.maps.__ib__',
    });
    runScript(standInScript(bundle, bootParamsOf(src.searchParams)));
    maps = (await loading) as unknown as Maps;
  });

  it('calls the loader back, and importLibrary resolves to the namespace', async () => {
    expect(maps).toBe(page.google!.maps);
    expect(maps.version).toMatch(/^3\.\d+\./);
    await expect(maps.importLibrary('maps')).resolves.toBe(maps);
    await expect(maps.importLibrary('core')).resolves.toBe(maps);
    await expect(maps.importLibrary('places')).rejects.toThrow('places');
    expect('demoMapsStandIn' in window).toBe(false);
  });

  it('fires zoom_changed on setZoom and moves the overlay projection with the zoom', async () => {
    const div = document.createElement('div');
    document.body.append(div);
    const map = new maps.Map(div, { center: start, zoom: 6 });
    const overlay = new maps.OverlayView();
    const added = jest.fn();
    overlay.onAdd = added;
    overlay.draw = jest.fn();
    overlay.setMap(map);
    expect(overlay.getPanes()).toBeNull();
    await waitFor(() => expect(overlay.draw).toHaveBeenCalledTimes(1));
    expect(added).toHaveBeenCalledTimes(1);
    expect(overlay.getPanes()!.overlayMouseTarget).toBeInstanceOf(HTMLElement);

    const projection = overlay.getProjection();
    const at6 = projection.fromLatLngToContainerPixel(new maps.LatLng(palma.lat, palma.lng));
    expect(at6.x).toBeCloseTo(expectedPixel(palma, start, 6).x, 6);
    expect(at6.y).toBeCloseTo(expectedPixel(palma, start, 6).y, 6);

    const zooms: number[] = [];
    maps.event.addListener(map, 'zoom_changed', () => zooms.push(map.zoom));
    const idle = nextIdle(maps, map);
    map.setZoom(7);
    expect(zooms).toEqual([7]);
    await idle;
    expect(overlay.draw).toHaveBeenCalledTimes(2);
    const at7 = projection.fromLatLngToContainerPixel(new maps.LatLng(palma.lat, palma.lng));
    expect(at7.x).toBeCloseTo(expectedPixel(palma, start, 7).x, 6);
    expect(at7.y).toBeCloseTo(expectedPixel(palma, start, 7).y, 6);
    const centre = projection.fromContainerPixelToLatLng({ x: 320, y: 200 });
    expect(centre.lat()).toBeCloseTo(start.lat, 9);
    expect(centre.lng()).toBeCloseTo(start.lng, 9);

    overlay.onRemove = jest.fn();
    overlay.setMap(null);
    expect(overlay.onRemove).toHaveBeenCalledTimes(1);
  });

  it('keeps div pixels still while the map pans and fires center_changed', async () => {
    const div = document.createElement('div');
    document.body.append(div);
    const map = new maps.Map(div, { center: start, zoom: 6 });
    const overlay = new maps.OverlayView();
    overlay.setMap(map);
    await nextIdle(maps, map);
    const projection = overlay.getProjection();
    const divBefore = projection.fromLatLngToDivPixel(new maps.LatLng(palma.lat, palma.lng));
    const moves = jest.fn();
    maps.event.addListener(map, 'center_changed', moves);
    const east = { lat: start.lat, lng: start.lng + 1 };
    map.setCenter(east);
    expect(moves).toHaveBeenCalledTimes(1);
    expect(map.getCenter().lng()).toBe(east.lng);
    await nextIdle(maps, map);
    expect(projection.fromLatLngToDivPixel(new maps.LatLng(palma.lat, palma.lng))).toEqual(
      divBefore,
    );
    const container = projection.fromLatLngToContainerPixel(new maps.LatLng(palma.lat, palma.lng));
    expect(container.x).toBeCloseTo(expectedPixel(palma, east, 6).x, 6);
  });

  it('has named zoom buttons that zoom within 2..18', async () => {
    const div = document.createElement('div');
    document.body.append(div);
    const map = new maps.Map(div, { center: start, zoom: 17 });
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map.getZoom()).toBe(18);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map.getZoom()).toBe(18);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(map.getZoom()).toBe(17);
    map.setZoom(0);
    expect(map.getZoom()).toBe(2);
    maps.event.clearInstanceListeners(map);
  });
});

describe('the maps stand-in with a refused key', () => {
  afterEach(() => {
    delete page.google;
    delete page.gm_authFailure;
  });

  it.each([
    ['the key "invalid"', 'invalid'],
    ['no key', undefined],
  ])('with %s calls gm_authFailure once and leaves the map blank', async (_label, key) => {
    delete page.google;
    const ready = jest.fn();
    (window as unknown as Record<string, unknown>).onDemoMapsReady = ready;
    page.gm_authFailure = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    runScript(standInScript(bundle, { ...(key ? { key } : {}), callback: 'onDemoMapsReady' }));
    expect(ready).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused'));

    const { maps } = page.google!;
    const div = document.createElement('div');
    document.body.append(div);
    new maps.Map(div, { center: start, zoom: 6 });
    new maps.Map(document.body.appendChild(document.createElement('div')), {
      center: start,
      zoom: 6,
    });
    await waitFor(() => expect(page.gm_authFailure).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Zoom in', hidden: true })[0]).not.toBeVisible(),
    );
    expect(screen.getAllByText('Demo map')[0]).not.toBeVisible();
  });
});
