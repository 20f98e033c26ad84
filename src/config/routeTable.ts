/**
 * Every named route of the shop (docs/rules/shell-and-routes.md, "Named routes"). Paths are written
 * here once, after the /{locale} prefix; everything else builds URLs with `href()`
 * (src/config/routes.ts). Order matters: the first pattern that matches a path wins.
 */
export type Scope = 'search' | 'hotel' | 'booking' | 'static';

export interface RouteDef {
  readonly path: string;
  /** Regular-expression source per parameter; default: one path segment. */
  readonly params?: Readonly<Record<string, string>>;
  readonly scopes: readonly Scope[];
  /** 'bare' pages render without header and footer (the voucher success page). */
  readonly chrome?: 'full' | 'bare';
  /**
   * The market/language flyout is disabled on checkout and SEO routes
   * (docs/rules/shell-and-routes.md, "The market switch").
   */
  readonly marketSwitch?: boolean;
}

const slug = '[A-Za-z0-9_-]+';
const id = '[A-Za-z0-9_-]+';
const booking = (step: string): RouteDef => ({
  path: `/booking/${step}/{checkoutId}`,
  params: { checkoutId: id },
  scopes: ['booking'],
  marketSwitch: false,
});

export const routeTable = {
  resultlist: { path: '/search', scopes: ['search', 'hotel'] },
  hoteldetail: {
    path: '/hotel/{slugPath}/{slugName}-{g}',
    params: { slugPath: `${slug}(?:/${slug})*`, slugName: slug, g: '[0-9]+' },
    scopes: ['search', 'hotel'],
  },
  legacy_hotel: { path: '/hotel/{g}', params: { g: '[0-9]+' }, scopes: ['hotel'] },
  all_destinations: { path: '/gallery/AllDestinations', scopes: ['search'] },
  destinations_by_airport: {
    path: '/gallery/airport/{airport}',
    params: { airport: '[A-Z]{3}' },
    scopes: ['search'],
  },
  legacy_gallery: { path: '/destinations', scopes: ['search'] },
  legacy_flight: { path: '/flights', scopes: ['search'] },
  favorites: { path: '/favorites', scopes: [] },
  login: { path: '/login', scopes: [] },
  verification_required: { path: '/verification-required', scopes: [] },
  logged_in_redirect: { path: '/auth/logged-in', scopes: [] },
  logged_out_redirect: { path: '/auth/logged-out', scopes: [] },
  email_verification_redirect: { path: '/auth/email-verified', scopes: [] },
  complaint_form: { path: '/contact', scopes: [] },
  voucher_checkout: {
    path: '/voucher/checkout/{checkoutId?}',
    params: { checkoutId: id },
    scopes: ['booking'],
    marketSwitch: false,
  },
  voucher: {
    path: '/voucher/success/{checkoutId}',
    params: { checkoutId: id },
    scopes: ['booking'],
    chrome: 'bare',
    marketSwitch: false,
  },
  checkout_ancillaries: booking('ancillaries'),
  checkout_info: booking('info'),
  checkout_customer_payment: booking('customer_payment'),
  checkout_payment: booking('payment'),
  checkout_processing: booking('process'),
  checkout_success: booking('success'),
  checkout_fail: booking('fail'),
  checkout_soft_booked: booking('soft_booked'),
  seoDestinationGlossary: {
    path: '/{prefix}.html',
    params: { prefix: '[a-z]' },
    scopes: ['static'],
    marketSwitch: false,
  },
  seoDestinationContent: {
    path: '/{group}/{path}.html',
    // The group has no slash; the path (which may have slashes) has no tilde
    // (docs/rules/shell-and-routes.md, "Route parameters").
    params: { group: '[^/]+', path: '[^/~]+(?:/[^/~]+)*' },
    scopes: ['static'],
    marketSwitch: false,
  },
  homepage: {
    path: '/{slug?}',
    // A landing-page slug never takes the name of a one-segment route (routes.test.ts checks).
    params: {
      slug: `(?!(?:search|favorites|login|contact|destinations|flights|verification-required)$)${slug}`,
    },
    scopes: ['search'],
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routeTable;
export const routeNames = Object.keys(routeTable) as RouteName[];
