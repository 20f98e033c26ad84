import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The map fits what it shows (docs/rules/map.md): a region search opens on the region's hotels,
 * a country opens on all of its hotels, no two labels overlap, and a hotel's card stays inside
 * the map wherever its pin is. The demo brand pages load the Maps stand-in, on loopback.
 */

type Box = { x: number; y: number; width: number; height: number };

const inside = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x + 0.5 ||
  b.x + b.width <= a.x + 0.5 ||
  a.y + a.height <= b.y + 0.5 ||
  b.y + b.height <= a.y + 0.5;

/** The boxes of these marker labels as the map draws them now, with their names. */
const boxesOf = (markers: Locator) =>
  markers.evaluateAll((buttons) =>
    buttons.map((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
      return { x, y, width, height, name };
    }),
  );
const labelBoxes = (map: Locator) => boxesOf(map.locator('.hs-map-marker__button'));

const overlapping = (boxes: Box[]) =>
  boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => !apart(a, b))
      .map(() => 1),
  ).length;

async function openMap(page: Page, path: string) {
  await page.goto(path);
  const map = page.getByRole('main').getByRole('region', { name: 'Map of the hotels' });
  await map.getByRole('button', { name: 'Accept' }).click();
  const canvas = map.locator('.hs-map__canvas');
  await expect(canvas).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  return { map, canvas };
}

/**
 * Markers by keyboard: a neighbour or the cookie notice may cover one. Only once the map has its
 * answer: a marker drawn anew by a late answer would lose the focus and the key with it.
 */
async function activate(page: Page, marker: Locator) {
  await expect(page.locator('.hs-map__canvas')).toHaveAttribute('aria-busy', 'false');
  await marker.focus();
  await page.keyboard.press('Enter');
}

test('a region search opens on its hotels, with labels apart', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const { map, canvas } = await openMap(page, '/en-gb/search?dest=es-mallorca&dep=FRA&map=1');
  const destinations = map.getByRole('button', { name: / · \d+ hotels · from £\d+$/ });
  await expect(destinations.first()).toBeVisible();
  await expect(map.getByRole('button', { name: /^Spain · / })).toHaveCount(0);
  // Every destination of Mallorca lies in the view, none of them cut off.
  const mapBox = (await canvas.boundingBox())!;
  await expect
    .poll(async () => {
      const boxes = await labelBoxes(map);
      const named = boxes.filter((box) => /hotels · from/.test(box.name));
      return named.length > 1 && named.every((box) => inside(mapBox, box)) && overlapping(boxes);
    })
    .toBe(0);
  await expectAccessible(page, 'map fitted to a region');
});

for (const size of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 600, height: 900 },
]) {
  test(`a card opened near the map's bottom edge stays inside the map (${size.name})`, async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    const { map, canvas } = await openMap(page, '/en-gb/search?dest=es-mallorca&dep=FRA&map=1');
    // The destination with the most hotels opens on them; groups open until hotels show.
    const destination = map.getByRole('button', { name: /^Palma · / });
    await activate(page, destination);
    await expect(destination).toBeHidden();
    const hotels = map.getByRole('button', { expanded: false }).filter({ hasText: /£\d/ });
    const groups = map.getByRole('button', { name: /^\d+ hotels$/ });
    for (let step = 0; step < 6 && (await hotels.count()) === 0; step++) {
      await expect(hotels.or(groups).first()).toBeVisible();
      if ((await hotels.count()) > 0) break;
      const before = await groups.count();
      await activate(page, groups.first());
      await expect
        .poll(async () => (await hotels.count()) > 0 || (await groups.count()) !== before)
        .toBe(true);
    }
    await expect(hotels.first()).toBeVisible();
    // Labels never cover one another, at any zoom the map shows.
    await expect.poll(async () => overlapping(await labelBoxes(map))).toBe(0);

    // The hotel pin nearest the map's bottom edge.
    const mapBox = (await canvas.boundingBox())!;
    const lowest = (await boxesOf(hotels))
      .filter((box) => inside(mapBox, box))
      .sort((a, b) => b.y - a.y)[0];
    expect(lowest).toBeDefined();
    const marker = map.getByRole('button', { name: lowest!.name, exact: true });
    await activate(page, marker);
    const card = map.getByRole('group', { name: lowest!.name });
    await expect(card).toBeVisible();
    await expect(card.getByText(/£\d/).last()).toBeVisible();
    await expect
      .poll(async () => {
        const box = await card.boundingBox();
        return box !== null && inside((await canvas.boundingBox())!, box);
      })
      .toBe(true);
    await expectAccessible(page, `map with a card at its bottom edge (${size.name})`);
  });
}

test('a country opens on all of its hotels, not on its average point', async ({ page }) => {
  test.setTimeout(90_000);
  const { map, canvas } = await openMap(page, '/en-gb/search?dest=es&dep=FRA&map=1');
  const spain = map.getByRole('button', { name: /^Spain · / });
  // A late map answer may redraw the marker between its focus and the key press, which then
  // lands nowhere: press again until the country has opened.
  await expect(async () => {
    await activate(page, spain);
    await expect(spain).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  // Its destinations (or groups of them) show, from the Canaries to the Balearics.
  const mapBox = (await canvas.boundingBox())!;
  await expect
    .poll(async () => (await labelBoxes(map)).filter((box) => inside(mapBox, box)).length)
    .toBeGreaterThan(1);
});
