import { expect, test } from './fixtures';

/**
 * The hero slider on the homepage of both demo brands (issue #13, spec 1 §2.4): the first slide
 * shows with the landing page, the slider follows; it is operated by keyboard, autoplay can be
 * paused, and the page passes the accessibility scan.
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
