import { expect, test } from './fixtures';

/**
 * The hero slider on the homepage of both demo brands: the first slide shows with the landing page,
 * the slider follows; it is operated by keyboard, autoplay can be paused, and the page passes the
 * accessibility scan.
 */
for (const [brand, path, labels] of [
  [
    'Sunwave',
    '/en-gb',
    {
      next: 'Next slide',
      pause: 'Pause the slides',
      play: 'Play the slides',
      slide: /^Slide 2 of \d+/,
    },
  ],
  [
    'Alpina',
    '/alpina/de-ch',
    {
      next: 'Nächstes Bild',
      pause: 'Bilder anhalten',
      play: 'Bilder abspielen',
      slide: /^Bild 2 von \d+/,
    },
  ],
] as const) {
  test(`${brand}: the hero slider works by keyboard and can be paused`, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(path);
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(hero.getByRole('img').first()).toBeVisible();
    const pause = hero.getByRole('button', { name: labels.pause });
    await expect(pause).toBeVisible();

    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: labels.play })).toBeFocused();

    const next = hero.getByRole('button', { name: labels.next });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: labels.slide })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectAccessible(page, `${brand} homepage with the hero slider`);
  });
}

test('after a search, the homepage hero offers the last-seen search with its link and picture', async ({
  page,
  expectAccessible,
}) => {
  // A search through the mask and a hero scan on two cores: more than the default 30 s.
  test.setTimeout(60_000);
  await page.goto('/en-gb');
  const form = page.getByRole('search', { name: 'Search holidays' });
  await form.getByRole('button', { name: /^Destination:/ }).click();
  const places = page.getByRole('dialog', { name: 'Destination' });
  await places.getByRole('tab', { name: 'Spain' }).click();
  await places.getByRole('checkbox', { name: 'All of Spain' }).check();
  await places.getByRole('button', { name: 'Done' }).click();
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en-gb\/search\?.*dest=es(&|$)/);
  const searched = new URL(page.url()).searchParams;
  // The list notes its lowest per-person price on the stored search.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();

  // Back in the app (no reload): the homepage's hero reads the search stored a moment ago.
  await page.goBack();
  await expect(page).toHaveURL(/\/en-gb$/);
  const hero = page.getByRole('region', { name: 'Highlights' });
  // The first slide stays the first: the last-seen slide comes second.
  await expect(
    hero.getByRole('button', { name: /^Slide 1 of \d+: Soak up the sun/ }),
  ).toHaveAttribute('aria-current', 'true');
  const goTo = hero.getByRole('button', { name: /^Slide 2 of \d+: Your last search$/ });
  await goTo.focus();
  await page.keyboard.press('Enter');
  await expect(goTo).toHaveAttribute('aria-current', 'true');
  await hero.getByRole('button', { name: 'Pause the slides' }).press('Enter');

  const link = hero.getByRole('link', { name: 'Continue searching' });
  await expect(link).toBeVisible();
  await expect(hero.getByRole('img', { name: 'Spain' })).toBeVisible();
  await expect(hero.getByText('Spain', { exact: true })).toBeVisible();
  await expect(hero.getByText('p.p. from')).toBeVisible();
  await expectAccessible(page, 'homepage with the last-seen search slide');

  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-gb\/search\?/);
  const back = new URL(page.url()).searchParams;
  for (const key of ['dest', 'from', 'to', 'adults']) expect(back.get(key)).toBe(searched.get(key));
});
