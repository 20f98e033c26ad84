/**
 * Gzipped JavaScript budgets in KiB for `npm run size` (issue "Foundation").
 *
 * A route's budget covers everything its first load needs: the shell (entry chunks), the route's
 * own chunk group and the default locale's message catalogue. These are the starting budgets;
 * later feature issues tighten them as their routes fill in, never loosen them silently.
 */
export interface SizeBudgets {
  /** The entry chunks alone: what every page of every brand downloads first. */
  shell: number;
  /** Per route name; a route not listed uses `otherRoutes`. */
  routes: Readonly<Record<string, number>>;
  /** Route names starting with this prefix use `checkoutRoutes`. */
  checkoutPrefix: string;
  checkoutRoutes: number;
  otherRoutes: number;
  /**
   * Message areas that load with their routes (src/i18n/MessageArea.tsx): routes whose name
   * starts with the key also load the named chunk group on first load, and it counts for them.
   */
  routeMessageAreas: Readonly<Record<string, string>>;
  /**
   * Routes whose pages the browser measure loads (`pageBudgets` below): it counts everything their
   * first load runs, the static count only the chunk groups, so theirs are shown here, not held.
   */
  measuredInBrowser: readonly string[];
}

export const sizeBudgets: SizeBudgets = {
  shell: 135,
  // Home, result list, hotel, checkout travellers, voucher checkout and destination content pages
  // are held by the browser measure (`pageBudgets`, `measuredInBrowser`).
  routes: {
    // Galleries: the search mask's model and the card grid (measured 163 KiB at their first build).
    all_destinations: 170,
    destinations_by_airport: 170,
    // The glossary (measured 161.3 KiB at its first build) carries only its letters.
    seoDestinationGlossary: 165,
  },
  checkoutPrefix: 'checkout_',
  checkoutRoutes: 200,
  otherRoutes: 200,
  routeMessageAreas: {
    checkout_: 'messages-checkout-de',
    voucher: 'messages-voucher-de',
    complaint_form: 'messages-complaint-de',
    seoDestination: 'messages-seo-de',
  },
  measuredInBrowser: [
    'homepage',
    'resultlist',
    'hoteldetail',
    'checkout_info',
    'voucher_checkout',
    'seoDestinationContent',
  ],
};

/** Packages that must only ever arrive in lazy chunks, never in the shell. */
export const packagesNotInShell: readonly string[] = [
  '@auth0/auth0-spa-js',
  'google-map-react',
  'formik',
  'yup',
  'react-slick',
];

/** The catalogue every first load is measured with: the default locale de-de speaks German. */
export const defaultCatalogueGroup = 'messages-de';

/** Webpack chunk group names: `route-<routeName>` per named route (src/app/routeModules.ts). */
export const routeGroupPrefix = 'route-';

/**
 * Budgets in KiB for the browser measure (`npm run size`, scripts/sizeInBrowser.ts): the shop's
 * JavaScript, gzipped, that a first visit to the page loads until the page has settled, the lazy
 * parts the shell draws included.
 */
export const pageBudgets = {
  home: 170,
  'result list': 180,
  hotel: 190,
  'checkout travellers': 200,
  voucher: 200,
  destination: 175,
} as const satisfies Readonly<Record<string, number>>;

export type MeasuredPage = keyof typeof pageBudgets;

/**
 * Interim ceilings for a page whose first load is above its budget (a budget tightened below
 * today's figure): its figure plus 1.5 KiB, so the page cannot grow while the gap closes; lowered
 * as the page is trimmed and removed once it meets its budget. The table prints the budget as the
 * target beside the ceiling. None today: every page is within its budget.
 */
export const pageCeilings: Partial<Readonly<Record<MeasuredPage, number>>> = {};

/** The limit that fails a page (its ceiling while it has one), and the target beside it. */
export function pageLimits(page: MeasuredPage): { limitKiB: number; targetKiB: number | null } {
  const ceiling = pageCeilings[page];
  return ceiling === undefined || ceiling <= pageBudgets[page]
    ? { limitKiB: pageBudgets[page], targetKiB: null }
    : { limitKiB: ceiling, targetKiB: pageBudgets[page] };
}
