/**
 * `npm run bench:filters`: input-to-next-paint of toggling result-list filters at 4× CPU slowdown
 * (issue "Result list", Done means: ≤ 100 ms), against the production build on the demo host with
 * one of its largest destinations. Loopback only.
 */
import type { Page } from '@playwright/test';
import { runBench, type Interaction } from './runInteractionBench';

const main = (page: Page) => page.getByRole('main');
const group = (page: Page, name: string) => main(page).getByRole('group', { name });
/** The list has settled: the new results are in and nothing is loading. */
const settled = (page: Page) =>
  page.locator('ol.hs-resultlist__items[aria-busy="false"]').waitFor();

const toggle = (name: string, groupName: string, option: RegExp, undo: RegExp): Interaction => ({
  name,
  act: async (page) => {
    await group(page, groupName)
      .getByRole('checkbox', { name: option })
      .or(group(page, groupName).getByRole('radio', { name: option }))
      .first()
      .click();
    await settled(page);
  },
  reset: async (page) => {
    await group(page, groupName)
      .getByRole('checkbox', { name: undo })
      .or(group(page, groupName).getByRole('radio', { name: undo }))
      .first()
      .click();
    await settled(page);
  },
});

runBench({
  title: 'Result list filters',
  path: '/en-gb/search?dest=es-mallorca&dep=FRA',
  ready: async (page) => {
    await main(page)
      .getByRole('button', { name: /offers$/ })
      .waitFor();
    // At this width the filters are a column beside the results, open without a trigger.
    await group(page, 'Board type').waitFor();
  },
  interactions: [
    toggle('toggle a board type', 'Board type', /\(/, /\(/),
    toggle('choose a star threshold', 'Category', /^3\+ stars/, /^Any$/),
    toggle('toggle an amenity', 'Amenities', /\(/, /\(/),
  ],
});
