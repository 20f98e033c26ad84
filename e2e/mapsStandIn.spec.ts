import type { Page } from '@playwright/test';
import { harnessPlaces } from '../demo/maps/harness/places';
import { expect, test } from './fixtures';

/**
 * The Google Maps stand-in of the demo host (demo/maps) drives google-map-react exactly as the
 * real service does: the harness page renders markers through google-map-react, and each must sit
 * where Web Mercator puts it relative to the map's centre and zoom, before and after zoom
 * buttons, a drag and the mouse wheel.
 */

interface HarnessWindow {
  demoMapsHarness?: {
    map: { getZoom(): number; getCenter(): { toJSON(): { lat: number; lng: number } } };
  };
}

/** Web Mercator world coordinates (256 units across), written out independently of the stand-in. */
function world(lat: number, lng: number) {
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: 256 * (0.5 + lng / 360),
    y: 256 * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map' });
const marker = (page: Page, name: string) => page.getByRole('img', { name });

async function centreOf(page: Page, name: string) {
  const box = (await marker(page, name).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Every marker within a pixel of where the map's current centre and zoom put it. */
async function expectMarkersInPlace(page: Page): Promise<void> {
  await expect(async () => {
    const map = (await mapRegion(page).boundingBox())!;
    const { zoom, center } = await page.evaluate(() => {
      const harness = (window as HarnessWindow).demoMapsHarness!;
      return { zoom: harness.map.getZoom(), center: harness.map.getCenter().toJSON() };
    });
    const middle = world(center.lat, center.lng);
    const scale = 2 ** zoom;
    for (const place of harnessPlaces) {
      const point = world(place.lat, place.lng);
      const actual = await centreOf(page, place.name);
      expect(
        Math.abs(actual.x - (map.x + map.width / 2 + (point.x - middle.x) * scale)),
      ).toBeLessThan(1);
      expect(
        Math.abs(actual.y - (map.y + map.height / 2 + (point.y - middle.y) * scale)),
      ).toBeLessThan(1);
    }
  }).toPass({ timeout: 5_000 });
}

test('google-map-react markers sit on the stand-in map and follow zoom, drag and wheel', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/demo-maps/harness');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Zoom 6, centre 39.9000, 1.6000');
  await expect(mapRegion(page).getByText('Demo map')).toBeVisible();
  await expectMarkersInPlace(page);
  await expectAccessible(page, 'the maps stand-in harness');

  await mapRegion(page).getByRole('button', { name: 'Zoom in' }).click();
  await expect(status).toHaveText(/^Zoom 7, /);
  await expectMarkersInPlace(page);

  // A drag moves the markers with the pointer, pixel for pixel.
  const before = await centreOf(page, 'Palma');
  const map = (await mapRegion(page).boundingBox())!;
  await page.mouse.move(map.x + 200, map.y + 150);
  await page.mouse.down();
  await page.mouse.move(map.x + 320, map.y + 230, { steps: 6 });
  await page.mouse.up();
  await expect(status).not.toHaveText(/centre 39.9000, 1.6000/);
  await expect(async () => {
    const after = await centreOf(page, 'Palma');
    expect(Math.abs(after.x - before.x - 120)).toBeLessThan(1);
    expect(Math.abs(after.y - before.y - 80)).toBeLessThan(1);
  }).toPass({ timeout: 5_000 });
  await expectMarkersInPlace(page);

  // The wheel zooms around the pointer: the marker under it stays put.
  const palma = await centreOf(page, 'Palma');
  await page.mouse.move(palma.x, palma.y);
  await page.mouse.wheel(0, -100);
  await expect(status).toHaveText(/^Zoom 8, /);
  await expectMarkersInPlace(page);
  const still = await centreOf(page, 'Palma');
  expect(Math.abs(still.x - palma.x)).toBeLessThan(1);
  expect(Math.abs(still.y - palma.y)).toBeLessThan(1);

  await mapRegion(page).getByRole('button', { name: 'Zoom out' }).click();
  await expect(status).toHaveText(/^Zoom 7, /);
  await expectMarkersInPlace(page);
});

test('a refused key calls gm_authFailure and leaves the map blank', async ({ page }) => {
  await page.goto('/demo-maps/harness?key=invalid');
  await expect(page.getByRole('status')).toHaveText('The map service refused the key.');
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeHidden();
  await expect(page.getByText('Demo map', { exact: true })).toBeHidden();
  await expect(marker(page, 'Palma')).toBeHidden();
});
