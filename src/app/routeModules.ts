import type { ComponentType } from 'react';
import type { RouteName } from '../config/routeTable';
import { lazyChunk, type LazyChunk } from '../lib/chunks';
import { routeModulesTurn } from '../lib/moduleTurns';
import type { MessageAreaName } from '../i18n/loadCatalogue';

type RouteLoader = () => Promise<{ default: ComponentType }>;

/**
 * One chunk per named route; each module is a thin composition of its feature. Boot starts the
 * current route's load before the first render (bootPreload.ts); the lazy component below shares
 * that load.
 *
 * Each route is imported twice under its chunk name, which webpack gives one chunk group: first
 * an empty module, which fetches the chunk without running the route's modules, then the route,
 * in a later task (routeModulesTurn). Running a chunk's modules in the task that evaluates its
 * script made one long task of the two on a phone (docs/rules/speed.md, "A route's first load").
 * Both imports must name the same chunk: the route modules' test checks that they do.
 */
const routeImports: Record<RouteName, [fetch: () => Promise<unknown>, run: RouteLoader]> = {
  legacy_hotel: [
    () => import(/* webpackChunkName: "route-legacy_hotel" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-legacy_hotel" */ './routes/legacy_hotel'),
  ],
  legacy_gallery: [
    () => import(/* webpackChunkName: "route-legacy_gallery" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-legacy_gallery" */ './routes/legacy_gallery'),
  ],
  legacy_flight: [
    () => import(/* webpackChunkName: "route-legacy_flight" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-legacy_flight" */ './routes/legacy_flight'),
  ],
  resultlist: [
    () => import(/* webpackChunkName: "route-resultlist" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-resultlist" */ './routes/resultlist'),
  ],
  hoteldetail: [
    () => import(/* webpackChunkName: "route-hoteldetail" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-hoteldetail" */ './routes/hoteldetail'),
  ],
  all_destinations: [
    () => import(/* webpackChunkName: "route-all_destinations" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-all_destinations" */ './routes/all_destinations'),
  ],
  destinations_by_airport: [
    () => import(/* webpackChunkName: "route-destinations_by_airport" */ './routes/fetched'),
    () =>
      import(
        /* webpackChunkName: "route-destinations_by_airport" */ './routes/destinations_by_airport'
      ),
  ],
  favorites: [
    () => import(/* webpackChunkName: "route-favorites" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-favorites" */ './routes/favorites'),
  ],
  login: [
    () => import(/* webpackChunkName: "route-login" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-login" */ './routes/login'),
  ],
  verification_required: [
    () => import(/* webpackChunkName: "route-verification_required" */ './routes/fetched'),
    () =>
      import(
        /* webpackChunkName: "route-verification_required" */ './routes/verification_required'
      ),
  ],
  logged_in_redirect: [
    () => import(/* webpackChunkName: "route-logged_in_redirect" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-logged_in_redirect" */ './routes/logged_in_redirect'),
  ],
  logged_out_redirect: [
    () => import(/* webpackChunkName: "route-logged_out_redirect" */ './routes/fetched'),
    () =>
      import(/* webpackChunkName: "route-logged_out_redirect" */ './routes/logged_out_redirect'),
  ],
  email_verification_redirect: [
    () => import(/* webpackChunkName: "route-email_verification_redirect" */ './routes/fetched'),
    () =>
      import(
        /* webpackChunkName: "route-email_verification_redirect" */ './routes/email_verification_redirect'
      ),
  ],
  complaint_form: [
    () => import(/* webpackChunkName: "route-complaint_form" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-complaint_form" */ './routes/complaint_form'),
  ],
  voucher_checkout: [
    () => import(/* webpackChunkName: "route-voucher_checkout" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-voucher_checkout" */ './routes/voucher_checkout'),
  ],
  voucher: [
    () => import(/* webpackChunkName: "route-voucher" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-voucher" */ './routes/voucher'),
  ],
  checkout_ancillaries: [
    () => import(/* webpackChunkName: "route-checkout_ancillaries" */ './routes/fetched'),
    () =>
      import(/* webpackChunkName: "route-checkout_ancillaries" */ './routes/checkout_ancillaries'),
  ],
  checkout_info: [
    () => import(/* webpackChunkName: "route-checkout_info" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-checkout_info" */ './routes/checkout_info'),
  ],
  checkout_customer_payment: [
    () => import(/* webpackChunkName: "route-checkout_customer_payment" */ './routes/fetched'),
    () =>
      import(
        /* webpackChunkName: "route-checkout_customer_payment" */ './routes/checkout_customer_payment'
      ),
  ],
  checkout_payment: [
    () => import(/* webpackChunkName: "route-checkout_payment" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-checkout_payment" */ './routes/checkout_payment'),
  ],
  checkout_processing: [
    () => import(/* webpackChunkName: "route-checkout_processing" */ './routes/fetched'),
    () =>
      import(/* webpackChunkName: "route-checkout_processing" */ './routes/checkout_processing'),
  ],
  checkout_success: [
    () => import(/* webpackChunkName: "route-checkout_success" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-checkout_success" */ './routes/checkout_success'),
  ],
  checkout_fail: [
    () => import(/* webpackChunkName: "route-checkout_fail" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-checkout_fail" */ './routes/checkout_fail'),
  ],
  checkout_soft_booked: [
    () => import(/* webpackChunkName: "route-checkout_soft_booked" */ './routes/fetched'),
    () =>
      import(/* webpackChunkName: "route-checkout_soft_booked" */ './routes/checkout_soft_booked'),
  ],
  seoDestinationGlossary: [
    () => import(/* webpackChunkName: "route-seoDestinationGlossary" */ './routes/fetched'),
    () =>
      import(
        /* webpackChunkName: "route-seoDestinationGlossary" */ './routes/seoDestinationGlossary'
      ),
  ],
  seoDestinationContent: [
    () => import(/* webpackChunkName: "route-seoDestinationContent" */ './routes/fetched'),
    () =>
      import(
        /* webpackChunkName: "route-seoDestinationContent" */ './routes/seoDestinationContent'
      ),
  ],
  homepage: [
    () => import(/* webpackChunkName: "route-homepage" */ './routes/fetched'),
    () => import(/* webpackChunkName: "route-homepage" */ './routes/homepage'),
  ],
};

/** The route chunks, each with one more attempt after a failed download (chunks.ts). */
export const routeModules = Object.fromEntries(
  Object.entries(routeImports).map(([name, [fetch, run]]) => [
    name,
    lazyChunk(() => fetch().then(routeModulesTurn).then(run)),
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
