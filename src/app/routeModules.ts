import type { ComponentType } from 'react';
import type { RouteName } from '../config/routeTable';
import { lazyChunk, type LazyChunk } from '../lib/chunks';
import { routeModulesTurn } from '../lib/moduleTurns';
import type { MessageAreaName } from '../i18n/loadCatalogue';

/** A route chunk's entry, which hands out the loader of the route's page in the same chunk. */
type RouteEntry = () => Promise<{ default: () => Promise<{ default: ComponentType }> }>;

/**
 * One chunk per named route; each module is a thin composition of its feature. Boot starts the
 * current route's load before the first render (bootPreload.ts); the lazy component below shares
 * that load.
 *
 * A route's chunk is entered through `routes/entry/<name>.ts`, whose eager import keeps the page
 * in the same chunk without running it: the page's modules run a task later, once boot has
 * evaluated React and the store (routeModulesTurn). Running them in the task that evaluated the
 * chunk's script made one long task of the two on a phone (docs/rules/speed.md, "A route's first
 * load"). The route modules' test checks that every entry imports its page eagerly.
 */
const routeImports: Record<RouteName, RouteEntry> = {
  legacy_hotel: () =>
    import(/* webpackChunkName: "route-legacy_hotel" */ './routes/entry/legacy_hotel'),
  legacy_gallery: () =>
    import(/* webpackChunkName: "route-legacy_gallery" */ './routes/entry/legacy_gallery'),
  legacy_flight: () =>
    import(/* webpackChunkName: "route-legacy_flight" */ './routes/entry/legacy_flight'),
  resultlist: () => import(/* webpackChunkName: "route-resultlist" */ './routes/entry/resultlist'),
  hoteldetail: () =>
    import(/* webpackChunkName: "route-hoteldetail" */ './routes/entry/hoteldetail'),
  all_destinations: () =>
    import(/* webpackChunkName: "route-all_destinations" */ './routes/entry/all_destinations'),
  destinations_by_airport: () =>
    import(
      /* webpackChunkName: "route-destinations_by_airport" */ './routes/entry/destinations_by_airport'
    ),
  favorites: () => import(/* webpackChunkName: "route-favorites" */ './routes/entry/favorites'),
  login: () => import(/* webpackChunkName: "route-login" */ './routes/entry/login'),
  verification_required: () =>
    import(
      /* webpackChunkName: "route-verification_required" */ './routes/entry/verification_required'
    ),
  logged_in_redirect: () =>
    import(/* webpackChunkName: "route-logged_in_redirect" */ './routes/entry/logged_in_redirect'),
  logged_out_redirect: () =>
    import(
      /* webpackChunkName: "route-logged_out_redirect" */ './routes/entry/logged_out_redirect'
    ),
  email_verification_redirect: () =>
    import(
      /* webpackChunkName: "route-email_verification_redirect" */ './routes/entry/email_verification_redirect'
    ),
  complaint_form: () =>
    import(/* webpackChunkName: "route-complaint_form" */ './routes/entry/complaint_form'),
  voucher_checkout: () =>
    import(/* webpackChunkName: "route-voucher_checkout" */ './routes/entry/voucher_checkout'),
  voucher: () => import(/* webpackChunkName: "route-voucher" */ './routes/entry/voucher'),
  checkout_ancillaries: () =>
    import(
      /* webpackChunkName: "route-checkout_ancillaries" */ './routes/entry/checkout_ancillaries'
    ),
  checkout_info: () =>
    import(/* webpackChunkName: "route-checkout_info" */ './routes/entry/checkout_info'),
  checkout_customer_payment: () =>
    import(
      /* webpackChunkName: "route-checkout_customer_payment" */ './routes/entry/checkout_customer_payment'
    ),
  checkout_payment: () =>
    import(/* webpackChunkName: "route-checkout_payment" */ './routes/entry/checkout_payment'),
  checkout_processing: () =>
    import(
      /* webpackChunkName: "route-checkout_processing" */ './routes/entry/checkout_processing'
    ),
  checkout_success: () =>
    import(/* webpackChunkName: "route-checkout_success" */ './routes/entry/checkout_success'),
  checkout_fail: () =>
    import(/* webpackChunkName: "route-checkout_fail" */ './routes/entry/checkout_fail'),
  checkout_soft_booked: () =>
    import(
      /* webpackChunkName: "route-checkout_soft_booked" */ './routes/entry/checkout_soft_booked'
    ),
  seoDestinationGlossary: () =>
    import(
      /* webpackChunkName: "route-seoDestinationGlossary" */ './routes/entry/seoDestinationGlossary'
    ),
  seoDestinationContent: () =>
    import(
      /* webpackChunkName: "route-seoDestinationContent" */ './routes/entry/seoDestinationContent'
    ),
  homepage: () => import(/* webpackChunkName: "route-homepage" */ './routes/entry/homepage'),
};

/** The route chunks, each with one more attempt after a failed download (chunks.ts). */
export const routeModules = Object.fromEntries(
  Object.entries(routeImports).map(([name, enter]) => [
    name,
    // The page's modules run a task after the chunk's script, once boot has released them.
    lazyChunk(() => enter().then((entry) => routeModulesTurn().then(entry.default))),
  ]),
) as Record<RouteName, LazyChunk<object>>;

/** Starts a route's load before its first render; the route's component then shares it. */
export const routeLoaders = Object.fromEntries(
  Object.entries(routeModules).map(([name, module]) => [name, module.preload]),
) as Record<RouteName, () => Promise<void>>;

/**
 * Routes whose texts come in a message area of their own (loadCatalogue.ts). The route view adds
 * the area around the route's page, and boot loads it beside the route's chunk: a page never waits
 * for its texts after its code.
 */
export const routeMessageAreas: Partial<Record<RouteName, MessageAreaName>> = {
  checkout_ancillaries: 'checkout',
  checkout_info: 'checkout',
  checkout_payment: 'checkout',
  checkout_processing: 'checkout',
  checkout_success: 'checkout',
  checkout_fail: 'checkout',
  checkout_soft_booked: 'checkout',
  voucher: 'voucher',
  voucher_checkout: 'voucher',
  complaint_form: 'complaint',
  seoDestinationContent: 'seo',
  seoDestinationGlossary: 'seo',
};
