import { expect, test } from './fixtures';

/**
 * The map journey (issue item 8): result list → 'Show hotels on map' → consent 'Accept' →
 * markers → open places and clusters down to single hotels → a hotel's card → its hotel page.
 * The demo brand pages load the Maps stand-in (keys.googleMaps, keys.googleMapsScriptUrl), so no
 * request leaves the loopback host.
 */
test('from the result list through the map to a hotel page', async ({ page, expectAccessible }) => {
  test.setTimeout(90_000);
  await page.goto('/en-gb/search?dest=es-mallorca&dep=FRA');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /offers$/ })).toBeVisible();

  await main.getByRole('button', { name: 'Show hotels on map' }).click();
  await expect(page).toHaveURL(/map=1/);
  const map = main.getByRole('region', { name: 'Map of the hotels' });
  await expect(map.getByText('We need your consent to load the Google Maps service')).toBeVisible();
  await expectAccessible(page, 'map waiting for consent');
  await map.getByRole('button', { name: 'Accept' }).click();

  // The global view (zoom 4): one place per country; a click opens its destinations (zoom 7).
  await map.getByRole('button', { name: /^Spain · / }).click();
  // A destination opens its hotels (zoom 11); clusters open until single hotels show.
  await map
    .getByRole('button', { name: / Hotels · from / })
    .first()
    .click();
  const hotels = map.getByRole('button', { expanded: false });
  const clusters = map.getByRole('button', { name: /^\d+ hotels$/ });
  await expect(hotels.or(clusters).first()).toBeVisible();
  for (let step = 0; step < 6 && (await hotels.count()) === 0; step++) {
    await clusters.first().click();
    await expect(hotels.or(clusters).first()).toBeVisible();
  }
  const marker = hotels.first();
  const name = (await marker.getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('');

  // By keyboard: Enter opens the card, Escape closes it and focus stays on the marker.
  await marker.focus();
  await page.keyboard.press('Enter');
  const card = map.getByRole('group', { name });
  await expect(card).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(map.getByRole('button', { name, exact: true })).toBeFocused();

  await map.getByRole('button', { name, exact: true }).click();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/p\.p\. from/);
  await expectAccessible(page, 'map with a hotel card open');

  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/en-gb\/hotel\/.+-\d+\?.*dest=es-mallorca/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
