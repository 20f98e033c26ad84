import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The map journey: result list → an item's 'Show on map' → consent 'Accept' → the map opens on that
 * hotel with its card → keyboard toggling → its hotel page. The demo brand pages load the Maps
 * stand-in (keys.googleMaps, keys.googleMapsScriptUrl), so no request leaves the loopback host.
 */
test('from a list item through the map to its hotel page', async ({ page, expectAccessible }) => {
  test.setTimeout(90_000);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();
  const name =
    (await main.getByRole('heading', { level: 2 }).getByRole('link').first().textContent()) ?? '';
  expect(name).not.toBe('');

  await main.getByRole('button', { name: 'Show on map' }).first().click();
  await expect(page).toHaveURL(/map=1/);
  const map = main.getByRole('region', { name: 'Map of the hotels' });
  await expect(map.getByText('We need your consent to load the Google Maps service')).toBeVisible();
  await expectAccessible(page, 'map waiting for consent');
  await map.getByRole('button', { name: 'Accept' }).click();

  // The map opens at fit zoom on the hotel, its card open beside its marker.
  const card = map.getByRole('group', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/p\.p\. from/);
  const marker = map.getByRole('button', { name, exact: true });
  await expect(marker).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'map with a hotel card open');

  // By keyboard: Escape closes the card and focus stays on the marker; Enter opens it again.
  await card.getByRole('button', { name: 'Close details' }).focus();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(marker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card).toBeVisible();

  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\/.+-\d+\?.*dest=es-mallorca/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('from a destination through clusters to single hotels', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA&map=1');
  const map = page.getByRole('main').getByRole('region', { name: 'Map of the hotels' });
  await map.getByRole('button', { name: 'Accept' }).click();

  // A region search opens on the region's destinations, fitted to its hotels (mapFit.spec.ts).
  // Markers are buttons; by keyboard, since neighbours (or the cookie notice) may cover one.
  const activate = async (marker: Locator) => {
    await marker.focus();
    await page.keyboard.press('Enter');
  };
  // A destination opens its hotels, fitted to them; clusters open until single hotels show.
  const destination = map.getByRole('button', { name: / hotels · from / }).first();
  const destinationName = (await destination.textContent()) ?? '';
  expect(destinationName).not.toBe('');
  await activate(destination);
  await expect(map.getByRole('button', { name: destinationName, exact: true })).toBeHidden();
  // Hotel markers open a card (aria-expanded); airports do too, but show a plane.
  const hotels = map.getByRole('button', { expanded: false }).filter({ hasNotText: '✈' });
  const clusters = map.getByRole('button', { name: /^\d+ hotels$/ });
  const clusterLabels = async () =>
    JSON.stringify(
      await clusters.evaluateAll((all) => all.map((c) => c.getAttribute('aria-label'))),
    );
  await expect(hotels.or(clusters).first()).toBeVisible();
  for (let step = 0; step < 6 && (await hotels.count()) === 0; step++) {
    const before = await clusterLabels();
    await activate(clusters.first());
    // Wait for the zoom to replace the clusters with hotels or new clusters: between the two
    // the map may briefly show neither.
    await expect
      .poll(async () => {
        if ((await hotels.count()) > 0) return true;
        const now = await clusterLabels();
        return now !== '[]' && now !== before;
      })
      .toBe(true);
  }
  await expect(hotels.first()).toBeVisible();
  const name = (await hotels.first().getAttribute('aria-label')) ?? '';
  const marker = map.getByRole('button', { name, exact: true });
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(map.getByRole('group', { name })).toBeVisible();
  await expect(marker).toHaveAttribute('aria-expanded', 'true');
});

test('the list stays usable when the map cannot load', async ({ page, allowConsoleError }) => {
  // Playwright answers the script request with a failure, as an offline visitor would see it.
  await page.route(/\/demo-maps\/api\/js/, (route) => route.abort('internetdisconnected'));
  allowConsoleError(/demo-maps\/api\/js|ERR_INTERNET_DISCONNECTED/);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA&map=1');
  const main = page.getByRole('main');
  const map = main.getByRole('region', { name: 'Map of the hotels' });
  await map.getByRole('button', { name: 'Accept' }).click();
  await expect(
    map.getByText('The map could not be loaded. The list below shows all hotels.'),
  ).toBeVisible();
  await expect(map.getByRole('button', { name: 'Try again' })).toBeVisible();
  const hotelLinks = main.getByRole('heading', { level: 2 }).getByRole('link');
  await expect(hotelLinks.first()).toBeVisible();
  await hotelLinks.first().click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\//);
});
